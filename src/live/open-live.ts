// Opens a live source as a new document and keeps the document's header state in step.
import { useDocsStore, type Doc, type DocSourceKind } from '../store/docs-store';
import { LiveController } from './live-controller';
import { registerLive, unregisterLive } from './live-registry';
import { sourceLabel, type LiveSource } from './live-source';

/** How often the header's record count follows a live stream. */
const COUNT_EVERY_MS = 1000;

function docKind(source: LiveSource): DocSourceKind {
  if (source.kind === 'replay') return 'replay';
  if (source.kind === 'penguin' && source.demo) return 'demo';
  return 'sse';
}

export function openLive(source: LiveSource): Doc {
  const docs = useDocsStore.getState;
  const label = sourceLabel(source);
  const doc = docs().addDoc({
    title: label,
    source: { kind: docKind(source), label },
    live: { state: 'connecting' },
  });
  const id = doc.id;
  let counted = 0;
  const count = () => {
    const records = doc.store.getState().trace.records;
    if (records !== counted) docs().updateLoad(id, { records: (counted = records) });
  };
  const counter = setInterval(count, COUNT_EVERY_MS);
  const controller = new LiveController(doc.store, source, {
    onStatus: (status) => {
      docs().updateDoc(id, { live: status });
      if (status.state === 'closed') {
        doc.store.getState().flush();
        count();
        clearInterval(counter);
        docs().updateLoad(id, { state: 'done' });
      }
    },
    onDiagnostics: (d) => docs().addDiagnostics(id, d),
    onReady: () => {
      doc.store.getState().flush();
      count();
      docs().updateLoad(id, { state: 'done' });
    },
  });
  registerLive(id, controller);
  docs().updateDoc(id, { cancel: () => controller.disconnect() });
  const unsubscribe = useDocsStore.subscribe((s) => {
    if (s.docs.some((d) => d.id === id)) return;
    unsubscribe();
    clearInterval(counter);
    controller.disconnect();
    unregisterLive(id);
  });
  controller.start();
  return doc;
}
