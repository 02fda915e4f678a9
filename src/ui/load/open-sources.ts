// Glue from the ingest loader to the documents: one load job may hold several unrelated sessions,
// each becoming its own document, so batches are routed by the top-level session they belong to.
import { batchInputs } from '../../ingest/batch-inputs';
import { loadSources, type LoadSource } from '../../ingest/load-files';
import { rememberOriginals, type OriginalFile } from '../../export/original-files';
import type { Diagnostic } from '../../ingest/types';
import { useDocsStore, type DocSource } from '../../store/docs-store';

export interface OpenOptions {
  /** Injected by tests of the routing; the browser uses the real worker. */
  load?: typeof loadSources;
}

function sizeOf(source: LoadSource): number {
  if (source.kind === 'file') return source.file.size;
  if (source.kind === 'text') return new Blob([source.text]).size;
  return 0;
}

function originalOf(src: LoadSource, name: string): OriginalFile {
  if (src.kind === 'file') return { name, file: src.file };
  if (src.kind === 'url') return { name, url: src.url };
  return { name, file: new Blob([src.text], { type: 'application/x-ndjson' }) };
}

/** Starts loading `sources`; documents appear as soon as their first batch arrives. */
export function openSources(
  sources: readonly LoadSource[],
  source: DocSource,
  options: OpenOptions = {},
): void {
  const docs = useDocsStore.getState;
  const totalBytes = sources.reduce((n, s) => n + sizeOf(s), 0);
  // Shown at once so the reader sees progress before the first batch names the session.
  const first = docs().addDoc({ title: source.label, source, load: { totalBytes } });
  let firstClaimed = false;
  const byRoot = new Map<string, string>();
  const records = new Map<string, number>();
  const fileErrors: Diagnostic[] = [];
  let finished = false;

  const jobDocs = () => new Set([first.id, ...byRoot.values()]);
  const docFor = (root: string): string => {
    const known = byRoot.get(root);
    if (known) return known;
    let id: string;
    if (!firstClaimed) {
      firstClaimed = true;
      id = first.id;
      docs().updateDoc(id, { title: root });
    } else {
      id = docs().addDoc({
        title: root,
        source,
        load: { totalBytes },
        cancel,
        background: true,
      }).id;
    }
    byRoot.set(root, id);
    return id;
  };
  const storeOf = (id: string) => docs().docs.find((d) => d.id === id)?.store;
  // Save offers a document's files as they were read.
  const originals = new Map<string, OriginalFile[]>();
  const remember = (id: string, fileIndex: number, name: string) => {
    const list = originals.get(id) ?? [];
    const src = sources[fileIndex];
    if (!src || list.some((f) => f.name === name)) return;
    list.push(originalOf(src, name));
    originals.set(id, list);
    const store = storeOf(id);
    if (store) rememberOriginals(store, list);
  };

  const finish = (patch: { cancelled?: boolean; fatal?: string }) => {
    if (finished) return;
    finished = true;
    for (const id of jobDocs()) {
      const store = storeOf(id);
      store?.getState().enqueue([{ kind: 'end' }]);
      store?.getState().flush();
      const count = records.get(id) ?? 0;
      const failed = patch.fatal ?? (count === 0 ? fileErrors[0]?.reason : undefined);
      docs().updateLoad(id, {
        state: failed !== undefined ? 'error' : 'done',
        records: count,
        ...(failed !== undefined ? { error: failed } : {}),
        ...(patch.cancelled ? { cancelled: true } : {}),
      });
      docs().updateDoc(id, { cancel: undefined });
    }
  };

  const job = (options.load ?? loadSources)(sources, {
    onBatch(batch) {
      const id = docFor(batch.plan.rootSessionId);
      remember(id, batch.plan.file.fileIndex, batch.plan.file.name);
      const count = (records.get(id) ?? 0) + batch.records.length;
      records.set(id, count);
      if (batch.records.length > 0 || batch.server)
        storeOf(id)?.getState().enqueue(batchInputs(batch));
      docs().addDiagnostics(id, batch.diagnostics);
      docs().updateLoad(id, { records: count });
    },
    onProgress(bytesRead, total) {
      for (const id of jobDocs()) docs().updateLoad(id, { bytesRead, totalBytes: total });
    },
    onDone: () => finish({}),
    onError(error, file) {
      if (!file) {
        finish({ fatal: error.message });
        return;
      }
      const d: Diagnostic = { file: file.name, severity: 'error', reason: error.message };
      fileErrors.push(d);
      docs().addDiagnostics(first.id, [d]);
    },
  });
  function cancel() {
    job.cancel();
    finish({ cancelled: true });
  }
  docs().updateDoc(first.id, { cancel });
}
