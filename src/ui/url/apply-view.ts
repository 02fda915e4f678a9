// Puts a document in the view a URL describes: the search at once, the focused session and the
// record once the document has loaded them (a file read to its end, a live history on screen).
import type { DocRuntime } from '../../docs/doc-runtime';
import { loadStateOf } from '../../docs/source-status';
import { askerOf } from '../../docs/trace-views';
import { searchStore } from '../search/search-store';
import { revealItem } from '../sessions/use-reveal-item';
import { filtersOfParams } from './filter-params';
import type { UrlView } from './url-state';

/** Focus and record asked for but not placed yet: the URL keeps saying them meanwhile. */
const unplaced = new WeakMap<DocRuntime, UrlView>();

export const unplacedViewOf = (doc: DocRuntime): UrlView | undefined => unplaced.get(doc);

async function placeWhenLoaded(doc: DocRuntime, view: UrlView): Promise<void> {
  const ask = askerOf(doc.store);
  const [known, id] = await Promise.all([
    view.focus === undefined ? false : ask('hasSession', view.focus),
    view.record === undefined ? undefined : ask('findRecord', view.record),
  ]);
  unplaced.delete(doc);
  if (doc.isDisposed) return;
  const v = doc.view.getState();
  if (known && view.focus !== undefined) v.setFocus(view.focus);
  if (id === undefined) return;
  v.setSelected(id);
  await revealItem(ask, doc.view, id);
}

export function applyView(doc: DocRuntime, view: UrlView): void {
  // Filters name kinds, tools and sessions, not items: they apply before anything is read.
  if (view.filters) doc.view.getState().setFilters(filtersOfParams(view.filters));
  if (view.search) {
    const search = searchStore.of(doc).getState();
    search.setQuery(view.search);
    search.show();
  }
  if (view.focus === undefined && view.record === undefined) return;
  unplaced.set(doc, {
    ...(view.focus !== undefined ? { focus: view.focus } : {}),
    ...(view.record !== undefined ? { record: view.record } : {}),
  });
  const loaded = () => loadStateOf(doc.state.getState().status) !== 'loading';
  if (loaded()) {
    void placeWhenLoaded(doc, view);
    return;
  }
  const stop = doc.state.subscribe(() => {
    if (!loaded()) return;
    stop();
    doc.store.getState().flush();
    void placeWhenLoaded(doc, view);
  });
  doc.own(stop);
}
