// Keeps the page's URL saying what is on screen: the active document's source and view, written
// with replaceState (a view change is no history entry), at most four times a second.
import { useEffect } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { askerOf } from '../../docs/trace-views';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import { withEngineFlag } from '../../docs/engine-flag';
import { useLibraryStore } from '../library/library-store';
import { searchStore } from '../search/search-store';
import { unplacedViewOf } from './apply-view';
import { sourceOfDoc, viewOfDoc } from './doc-url-state';
import { toSearch } from './url-state';
import { useUrlSyncStore } from './url-store';

const SETTLE_MS = 250;

export async function searchOfDoc(doc: DocRuntime, page: string): Promise<string> {
  const record = await askerOf(doc.store)('recordRef', doc.view.getState().selected);
  const view = viewOfDoc(record, doc.view.getState(), searchStore.of(doc).getState());
  return toSearch({
    source: sourceOfDoc(doc.source, doc.state.getState().status, page),
    view: { ...view, ...unplacedViewOf(doc) },
  });
}

function write(view: string): void {
  const search = withEngineFlag(view);
  if (search === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

export function useUrlWriter(): void {
  const doc = useDocsStore(selectActiveDoc);
  const started = useUrlSyncStore((s) => s.started);
  const waiting = useUrlSyncStore((s) => s.pending !== null);
  const library = useLibraryStore((s) => s.shown);
  useEffect(() => {
    // Before the startup read the URL, and while it names a file still to open, it stays.
    // The library page writes its own view (use-library-url.ts).
    if (!started || library || (doc === null && waiting)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let writes = 0;
    let stopped = false;
    // At most one write per SETTLE_MS, even while a load reports progress without pause.
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        const settled = ++writes;
        void (doc ? searchOfDoc(doc, location.href) : Promise.resolve('')).then((search) => {
          // A later write, or the page left for another document: this one says nothing now.
          if (settled === writes && !stopped) write(search);
        });
      }, SETTLE_MS);
    };
    schedule();
    const stops = doc
      ? [
          doc.view.subscribe(schedule),
          doc.state.subscribe(schedule),
          searchStore.of(doc).subscribe(schedule),
        ]
      : [];
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [doc, started, waiting, library]);
}
