// The view part of the page's URL, read once at startup: put on the document the URL opened, or,
// when it names a dropped file, kept until the reader opens that file again.
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';
import { applyView } from './apply-view';
import { localNameOf, viewOf } from './url-state';
import { useUrlSyncStore } from './url-store';

/** Applies the pending view to the next document, if it is the file the URL named. */
function awaitReopen(): void {
  const stop = useDocsStore.subscribe((s, prev) => {
    const pending = useUrlSyncStore.getState().pending;
    const doc = selectActiveDoc(s);
    if (!pending) return stop();
    if (s.docs.length <= prev.docs.length || !doc) return;
    stop();
    useUrlSyncStore.getState().clearPending();
    if (doc.source.label === pending.file) applyView(doc, pending.view);
  });
}

export function startUrlView(search: string): void {
  const params = new URLSearchParams(search);
  const view = viewOf(params);
  const file = localNameOf(params);
  const doc = selectActiveDoc(useDocsStore.getState());
  if (doc) applyView(doc, view);
  const pending = !doc && file !== null ? { file, view } : null;
  useUrlSyncStore.getState().start(pending);
  if (pending) awaitReopen();
}
