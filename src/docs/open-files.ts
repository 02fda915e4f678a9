// Files, URLs and pasted text as documents. One load job may hold several unrelated sessions,
// each becoming its own document, so batches are routed by the top-level session they belong to.
import type { OriginalFile } from '../export/original-files';
import { batchInputs } from '../ingest/batch-inputs';
import { loadSources, type LoadSource } from '../ingest/load-files';
import { diagnosticOf } from '../ingest/diagnostic-of';
import { englishOf } from '../problems/problem-text';
import { ReadingError } from '../problems/reading-error';
import type { ReadingProblem } from '../problems/reading-problem';
import { startTraceWorker } from '../trace-worker/start-trace-worker';
import { DocRuntime } from './doc-runtime';
import { traceInWorker } from './engine-flag';
import { useDocsStore } from './docs-store';
import { createLoadPacer, type LoadPacer } from './load-pacer';
import type { DocSource } from './source-status';

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

/** How long local files may take to probe before their loading document is shown anyway. */
const SHOW_WAIT_MS = 100;

/**
 * Starts loading `sources`: the first document appears at once (local files: when the load has
 * planned the first), the others (more sessions in the same sources) with their first batch.
 */
export function openSources(
  sources: readonly LoadSource[],
  named: DocSource,
  options: OpenOptions = {},
): DocRuntime {
  const urls = sources.flatMap((s) => (s.kind === 'url' ? [s.url] : []));
  const source = urls.length === sources.length ? { ...named, urls } : named;
  const totalBytes = sources.reduce((n, s) => n + sizeOf(s), 0);
  const newDoc = (title: string) =>
    new DocRuntime(source, {
      title,
      status: { kind: 'file', load: { state: 'loading', bytesRead: 0, totalBytes, records: 0 } },
      ...(traceInWorker() ? { remote: startTraceWorker } : {}),
    });
  const first = newDoc(source.label);
  // Shown before the first batch names the session, so the reader sees progress. Local files are
  // probed in milliseconds: their document waits until the worker has its first request (or
  // SHOW_WAIT_MS), since drawn at once its first render, the longest task of a cold page, ran
  // before the probe and held the request back. Anything else (a URL, whose probe is a request;
  // a `?trace=` link, whose view is put on the document it opens) is shown at once.
  let shown = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    if (shown) return;
    shown = true;
    clearTimeout(showTimer);
    useDocsStore.getState().add(first);
  };
  if (sources.every((s) => s.kind === 'file')) showTimer = setTimeout(show, SHOW_WAIT_MS);
  else show();
  let firstClaimed = false;
  const byRoot = new Map<string, DocRuntime>();
  const records = new Map<DocRuntime, number>();
  const originals = new Map<DocRuntime, OriginalFile[]>();
  const pacers = new Map<DocRuntime, LoadPacer>();
  const pacerOf = (doc: DocRuntime): LoadPacer => {
    let pacer = pacers.get(doc);
    if (!pacer) {
      pacer = createLoadPacer((inputs) => doc.enqueue(inputs));
      pacers.set(doc, pacer);
    }
    return pacer;
  };
  // Under `engine=worker` a load's records go from the parse worker to the trace worker of their
  // document through a channel of its own, and the page hears only how many there were.
  const feeds = new Map<string, MessageChannel>();
  const fedBatches = new Map<DocRuntime, number>();
  /** Hands a document's worker the other end of its feed, once both exist. */
  const connectFeed = (root: string) => {
    const channel = feeds.get(root);
    const doc = byRoot.get(root);
    if (!channel || !doc?.remote || fedBatches.has(doc)) return;
    fedBatches.set(doc, 0);
    doc.remote.feed(channel.port2);
  };
  const feedFor = ({ rootSessionId: root }: { rootSessionId: string }) => {
    let channel = feeds.get(root);
    if (!channel) feeds.set(root, (channel = new MessageChannel()));
    connectFeed(root);
    return channel.port1;
  };
  const fileErrors: ReadingProblem[] = [];
  let finished = false;

  const jobDocs = () => new Set([first, ...byRoot.values()]);
  const docFor = (root: string): DocRuntime => {
    const known = byRoot.get(root);
    if (known) return known;
    let doc: DocRuntime;
    if (!firstClaimed) {
      firstClaimed = true;
      doc = first;
      doc.setTitle(root);
    } else {
      doc = newDoc(root);
      doc.setStopLoad(cancel);
      useDocsStore.getState().add(doc, true);
    }
    byRoot.set(root, doc);
    connectFeed(root);
    return doc;
  };
  // Save offers a document's files as they were read.
  const remember = (doc: DocRuntime, fileIndex: number, name: string) => {
    const list = originals.get(doc) ?? [];
    const src = sources[fileIndex];
    if (!src || list.some((f) => f.name === name)) return;
    list.push(originalOf(src, name));
    originals.set(doc, list);
    doc.setOriginals([...list]);
  };

  const finish = (patch: { cancelled?: boolean; fatal?: string }) => {
    if (finished) return;
    finished = true;
    show();
    for (const doc of jobDocs()) {
      let fault: string | undefined;
      try {
        // The end follows the records the feed has yet to bring the worker, and none after them.
        const fed = fedBatches.get(doc);
        if (fed !== undefined) doc.remote?.endFeed(fed);
        pacers.get(doc)?.flush();
        doc.enqueue([{ kind: 'end' }]);
        doc.flush();
      } catch (e) {
        // Applying the last records failed: the document still ends its load, and says why. The
        // error would otherwise come back here through the loader's catch, and be dropped, this
        // load being finished already: the document read "100 %" for ever.
        fault = e instanceof Error ? e.message : String(e);
      }
      // A trace held in a worker is read once the worker has applied it, not once it was sent.
      const settled = doc.remote?.settled();
      const count = records.get(doc) ?? 0;
      // With nothing read, the first file's error says why; kept as data to be said in any language.
      const fatal = patch.fatal ?? fault;
      const reading = fatal === undefined && count === 0 ? fileErrors[0] : undefined;
      const failed = fatal ?? (reading ? englishOf(reading) : undefined);
      // `held`: the records the worker holding the trace applied (a cancelled load's parse
      // worker may have fed it a batch the page no longer heard of); `lost`: it failed first.
      const ended = ({ held, lost }: { held?: number; lost?: unknown }) => {
        const error = failed ?? (lost instanceof Error ? lost.message : undefined);
        doc.updateLoad({
          state: error !== undefined ? 'error' : 'done',
          records: held ?? count,
          ...(error !== undefined ? { error } : {}),
          ...(reading ? { reading } : {}),
          ...(patch.cancelled ? { cancelled: true } : {}),
        });
        doc.setStopLoad(null);
      };
      if (settled)
        void settled.then(
          (held) => ended({ held }),
          (lost) => ended({ lost }),
        );
      else ended({});
    }
  };

  const job = (options.load ?? loadSources)(sources, {
    // The first plan comes right before the worker's first request is posted.
    onPlan: show,
    ...(traceInWorker() ? { feedFor } : {}),
    onBatch(batch) {
      show();
      const doc = docFor(batch.plan.rootSessionId);
      if (doc.isDisposed) return;
      remember(doc, batch.plan.file.fileIndex, batch.plan.file.name);
      const count = (records.get(doc) ?? 0) + batch.count;
      records.set(doc, count);
      // Fed records are the worker's already, and it paces its applies itself.
      if (batch.fed) fedBatches.set(doc, (fedBatches.get(doc) ?? 0) + 1);
      else if (batch.records.length > 0 || batch.placed) pacerOf(doc).push(batchInputs(batch));
      doc.addDiagnostics(batch.diagnostics);
      doc.updateLoad({ records: count });
    },
    onProgress(bytesRead, total) {
      for (const doc of jobDocs()) doc.updateLoad({ bytesRead, totalBytes: total });
    },
    onDone: () => finish({}),
    onError(error, file) {
      if (!file) {
        finish({ fatal: error.message });
        return;
      }
      const problem: ReadingProblem =
        error instanceof ReadingError
          ? error.reading
          : { code: 'failed', params: { detail: error.message } };
      fileErrors.push(problem);
      first.addDiagnostics([diagnosticOf({ file: file.name }, 'error', problem)]);
    },
  });
  function cancel() {
    job.cancel();
    finish({ cancelled: true });
  }
  first.setStopLoad(cancel);
  return first;
}
