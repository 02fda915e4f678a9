import { blobStarts } from './blob-starts';
import { copyLeftOut, leftOutCopies } from './file-copies';
import { groupSessions, planLoad } from './file-set';
import { keepFile } from './kept-files';
import { DEFAULT_MAX_LINE_MB, megabytes } from './line-splitter';
import { earlyFailure, takeParseWorker, type ParseWorker } from './parse-worker';
import { prepareSource, type LoadSource } from './plan-sources';
import { markSameBytes } from './same-bytes';
import type {
  Diagnostic,
  FileMeta,
  ParsedRecord,
  PlacedItem,
  PlannedFile,
  SessionGroup,
} from './types';
import { decodeRecords } from './wire-records';
import type { BatchMessage, WorkerRequest, WorkerResponse } from './worker-protocol';
import { sessionKeyOf } from '../store/session-key';
import { ReadingError } from '../problems/reading-error';

export type { LoadSource } from './plan-sources';
export { planSources } from './plan-sources';

export interface LoadBatch {
  /** Which file these records come from, its session, and the origin already stamped on them. */
  plan: PlannedFile;
  /** Empty when `fed`. */
  records: ParsedRecord[];
  /** How many records were read, wherever they went. */
  count: number;
  /** The records (and `placed`) went to the feed `feedFor` gave for this file, not to the page. */
  fed: boolean;
  diagnostics: Diagnostic[];
  /** Server events and comments of an SSE capture, placed among `records`. */
  placed?: PlacedItem[];
}

export interface LoadCallbacks {
  /** The grouping, before the first batch and again whenever a `subagent` pointer changes it. */
  onPlan?: (groups: SessionGroup[]) => void;
  /**
   * Where a file's records go instead of the page, asked before it is read (its document is
   * known by then: `plan.rootSessionId`); the same port again for another file of that document.
   */
  feedFor?: (plan: PlannedFile) => MessagePort | undefined;
  onBatch: (batch: LoadBatch) => void;
  onProgress?: (bytesRead: number, totalBytes: number, records: number) => void;
  onDone?: () => void;
  /** A file that could not be read; loading goes on with the others unless `file` is absent. */
  onError?: (error: Error, file?: FileMeta) => void;
}

const planKey = (plan: PlannedFile[]) =>
  plan.map((p) => `${p.file.fileIndex}:${sessionKeyOf(p.origin)}`).join();

type JobEnd = Exclude<WorkerResponse, BatchMessage> | { type: 'crash'; message: string } | null;

/** Sends one parse request; resolves with how it ended, or null once `signal` aborts. */
function runJob(
  worker: ParseWorker,
  request: Extract<WorkerRequest, { type: 'parse' }>,
  onBatch: (batch: BatchMessage) => void,
  signal: AbortSignal,
  transfer: Transferable[],
): Promise<JobEnd> {
  return new Promise((settle) => {
    const onAbort = () => resolve(null);
    const resolve = (end: JobEnd) => {
      signal.removeEventListener('abort', onAbort);
      settle(end);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const early = earlyFailure(worker);
    if (early !== undefined)
      return resolve({ type: 'crash', message: `parse worker failed: ${early}` });
    worker.onmessage = ({ data }) => {
      if (signal.aborted || data.jobId !== request.jobId) return;
      if (data.type === 'batch') onBatch(data);
      else resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      resolve({ type: 'crash', message: `parse worker failed: ${event.message}` });
    };
    worker.postMessage(request, transfer);
  });
}

/**
 * Loads sources one file at a time in session order. A child's parent is only known from the
 * `subagent` pointer inside the parent's records (a child's session_meta does not name it), so
 * the grouping is recomputed after each file; unattached subagent sessions are planned last,
 * which gives their parents the chance to be read first.
 */
export function loadSources(
  sources: readonly LoadSource[],
  callbacks: LoadCallbacks,
  createWorker: () => ParseWorker = takeParseWorker,
  { maxLineLength = megabytes(DEFAULT_MAX_LINE_MB) }: { maxLineLength?: number } = {},
): { cancel(): void } {
  const stop = new AbortController();
  let worker: ParseWorker | null = null;
  let jobId = 0;
  /** The feeds handed to the worker, by the id later requests name them by. */
  const feedIds = new Map<MessagePort, number>();
  /** A request's feed: the port itself the first time, its id after (a port moves only once). */
  const feedOf = (port: MessagePort) => {
    const id = feedIds.get(port);
    if (id !== undefined) return { feed: { id }, transfer: [] };
    feedIds.set(port, feedIds.size + 1);
    return { feed: { id: feedIds.size, port }, transfer: [port] };
  };

  async function run() {
    // The worker starts while the files' first lines are read: its start-up is on the way to the
    // first row.
    worker = createWorker();
    const prepared = await Promise.all(sources.map((s, i) => prepareSource(s, i, maxLineLength)));
    // A copy under another name (`copy-of-a.jsonl`) is told by its bytes, as the library tells it.
    const blobs = new Map(
      prepared.flatMap((p) =>
        p.source.kind === 'file' ? [[p.meta.fileIndex, p.source.file]] : [],
      ),
    );
    const metas = await markSameBytes(
      prepared.map((p) => p.meta),
      async (short, long) => {
        const a = blobs.get(short.fileIndex);
        const b = blobs.get(long.fileIndex);
        return a !== undefined && b !== undefined && (await blobStarts(a, b));
      },
      (f) => blobs.has(f.fileIndex),
    );
    const sizes = metas.map((m) => m.size);
    const total = () => sizes.reduce((a, b) => a + b, 0);
    const finished = new Set<number>();
    const finishedBytes = () => [...finished].reduce((n, j) => n + (sizes[j] ?? 0), 0);
    let records = 0;
    let lastKey = '';
    // Names and bytes decide which files are copies, and neither changes: known before any is read.
    const copies = leftOutCopies(metas);
    // A copy left out is never read: counted, the progress would stop short of its end.
    for (const { left } of copies) sizes[left.fileIndex] = 0;
    if (stop.signal.aborted) return;
    for (;;) {
      const groups = groupSessions(metas);
      const plan = planLoad(groups);
      if (planKey(plan) !== lastKey) callbacks.onPlan?.(groups);
      lastKey = planKey(plan);
      const next = plan.find((p) => !finished.has(p.file.fileIndex));
      const source = next && prepared[next.file.fileIndex]?.source;
      if (!next || !source) break;
      const i = next.file.fileIndex;
      // Told with the kept copy, once its session's place is the one its records go to.
      const leftOut = copies.filter((c) => c.kept.fileIndex === i);
      if (leftOut.length > 0)
        callbacks.onBatch({
          plan: next,
          records: [],
          count: 0,
          fed: false,
          diagnostics: leftOut.map((copy) => copyLeftOut(copy, next.file.name)),
        });
      const port = callbacks.feedFor?.(next);
      const { feed, transfer } = port ? feedOf(port) : { transfer: [] };
      const request = {
        type: 'parse',
        jobId: ++jobId,
        fileIndex: i,
        name: next.file.name,
        source,
        origin: next.origin,
        maxLineLength,
        ...(source.kind === 'file' ? { keep: keepFile(source.file) } : {}),
        ...(feed ? { feed } : {}),
      } as const;
      const end = await runJob(
        worker,
        request,
        (m) => {
          sizes[i] = Math.max(sizes[i] ?? 0, m.totalBytes);
          records += m.count;
          const meta = metas[i];
          if (m.pointers.length && meta)
            metas[i] = { ...meta, subagentIds: [...meta.subagentIds, ...m.pointers] };
          callbacks.onBatch({
            plan: next,
            records: m.records ? decodeRecords(m.records) : [],
            count: m.count,
            fed: !m.records,
            diagnostics: m.diagnostics,
            ...(m.placed ? { placed: m.placed } : {}),
          });
          callbacks.onProgress?.(finishedBytes() + m.bytesRead, total(), records);
        },
        stop.signal,
        transfer,
      );
      if (end === null) return;
      if (end.type === 'crash') throw new Error(end.message);
      if (end.type === 'error') {
        const error = end.reading ? new ReadingError(end.reading) : new Error(end.message);
        callbacks.onError?.(error, metas[i]);
      }
      if (end.type === 'done') sizes[i] = Math.max(sizes[i] ?? 0, end.bytesRead);
      finished.add(i);
      callbacks.onProgress?.(finishedBytes(), total(), records);
    }
    worker.terminate();
    callbacks.onDone?.();
  }

  run().catch((e: unknown) => {
    worker?.terminate();
    if (!stop.signal.aborted) callbacks.onError?.(e instanceof Error ? e : new Error(String(e)));
  });
  return {
    cancel() {
      if (stop.signal.aborted) return;
      worker?.postMessage({ type: 'cancel', jobId });
      worker?.terminate();
      stop.abort();
    },
  };
}
