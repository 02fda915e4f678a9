import { blobStarts } from './blob-starts';
import { copyLeftOut, leftOutCopies } from './file-copies';
import { groupSessions, planLoad } from './file-set';
import { keepFile } from './kept-files';
import { DEFAULT_MAX_LINE_MB, megabytes } from './line-splitter';
import { takeParseWorker, type ParseWorker } from './parse-worker';
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
import { decodeRecords, type WireRecords } from './wire-records';
import type { BatchMessage, WorkerRequest, WorkerResponse } from './worker-protocol';
import { sessionKeyOf } from '../store/session-key';
import { ReadingError } from '../problems/reading-error';

export type { LoadSource } from './plan-sources';
export { planSources } from './plan-sources';

export interface LoadBatch {
  /** Which file these records come from, its session, and the origin already stamped on them. */
  plan: PlannedFile;
  records: ParsedRecord[];
  diagnostics: Diagnostic[];
  /** Server events and comments of an SSE capture, placed among `records`. */
  placed?: PlacedItem[];
  /**
   * `records` as they crossed from the parse worker: what a trace held in a worker is handed
   * (one text to copy rather than an object per record to clone).
   */
  wire?: WireRecords;
}

export interface LoadCallbacks {
  /** The grouping, before the first batch and again whenever a `subagent` pointer changes it. */
  onPlan?: (groups: SessionGroup[]) => void;
  onBatch: (batch: LoadBatch) => void;
  onProgress?: (bytesRead: number, totalBytes: number, records: number) => void;
  onDone?: () => void;
  /** A file that could not be read; loading goes on with the others unless `file` is absent. */
  onError?: (error: Error, file?: FileMeta) => void;
}

const planKey = (plan: PlannedFile[]) =>
  plan.map((p) => `${p.file.fileIndex}:${sessionKeyOf(p.origin)}`).join();

function pointersIn(records: ParsedRecord[]): string[] {
  return records.flatMap(({ envelope: e }) =>
    e.type === 'event_msg' &&
    e.payload.type === 'subagent' &&
    typeof e.payload.session_id === 'string'
      ? [e.payload.session_id]
      : [],
  );
}

type JobEnd = Exclude<WorkerResponse, BatchMessage> | { type: 'crash'; message: string } | null;

/** Sends one parse request; resolves with how it ended, or null once `signal` aborts. */
function runJob(
  worker: ParseWorker,
  request: Extract<WorkerRequest, { type: 'parse' }>,
  onBatch: (batch: BatchMessage) => void,
  signal: AbortSignal,
): Promise<JobEnd> {
  return new Promise((settle) => {
    const onAbort = () => resolve(null);
    const resolve = (end: JobEnd) => {
      signal.removeEventListener('abort', onAbort);
      settle(end);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }) => {
      if (signal.aborted || data.jobId !== request.jobId) return;
      if (data.type === 'batch') onBatch(data);
      else resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      resolve({ type: 'crash', message: `parse worker failed: ${event.message}` });
    };
    worker.postMessage(request);
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
          diagnostics: leftOut.map((copy) => copyLeftOut(copy, next.file.name)),
        });
      const request = {
        type: 'parse',
        jobId: ++jobId,
        fileIndex: i,
        name: next.file.name,
        source,
        origin: next.origin,
        maxLineLength,
        ...(source.kind === 'file' ? { keep: keepFile(source.file) } : {}),
      } as const;
      const end = await runJob(
        worker,
        request,
        (m) => {
          sizes[i] = Math.max(sizes[i] ?? 0, m.totalBytes);
          const batch = decodeRecords(m.records);
          records += batch.length;
          const found = pointersIn(batch);
          const meta = metas[i];
          if (found.length && meta)
            metas[i] = { ...meta, subagentIds: [...meta.subagentIds, ...found] };
          callbacks.onBatch({
            plan: next,
            records: batch,
            wire: m.records,
            diagnostics: m.diagnostics,
            ...(m.placed ? { placed: m.placed } : {}),
          });
          callbacks.onProgress?.(finishedBytes() + m.bytesRead, total(), records);
        },
        stop.signal,
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
