import { ReadingError } from '../problems/reading-error';
import { LineStarts } from './line-starts';
import { streamJsonl } from './stream-batches';
import { TextTraceReader } from './text-trace-reader';
import { pointerIn } from './subagent-pointers';
import type { ParsedRecord } from './types';
import { encodeRecords, type WireRecords } from './wire-records';
import type { FeedBatch, JobSource, WorkerRequest, WorkerResponse } from './worker-protocol';

async function open(source: JobSource, signal: AbortSignal) {
  if (source.kind === 'file') return { bytes: source.file.stream(), totalBytes: source.file.size };
  // Checked before it came here (docs/source-url.ts): it holds no password to mask.
  const url = source.url;
  const response = await fetch(source.url, { signal }).catch((e: unknown) => {
    if (signal.aborted) throw e;
    // The browser tells a refused connection and a missing CORS header apart only in the console.
    throw new ReadingError({ code: 'fetch-no-answer', params: { url } });
  });
  if (!response.ok || !response.body) {
    const status = `${response.status} ${response.statusText}`.trim();
    throw new ReadingError({ code: 'fetch-http', params: { url, status } });
  }
  // Unknown length (chunked or compressed responses) reads as 0: progress shows bytes only.
  const totalBytes = Number(response.headers.get('content-length') ?? 0) || 0;
  return { bytes: response.body, totalBytes };
}

const pointersIn = (records: readonly ParsedRecord[]): string[] =>
  records.flatMap((r) => pointerIn(r.envelope) ?? []);

/** The typed arrays of a batch, moved rather than copied to the feed. */
const buffersOf = ({ lines, known, clonedAt }: WireRecords): ArrayBuffer[] =>
  [lines, known, ...(clonedAt ? [clonedAt] : [])].map((a) => a.buffer as ArrayBuffer);

/**
 * The whole of the parse worker, kept outside the worker file so it runs anywhere: each `parse`
 * request streams one file (Trace JSONL or SSE capture) through a reader and posts batches, then
 * `done`. A request naming a feed has its records posted there, and the page told only what it
 * needs of each batch: how many, the `subagent` pointers, the diagnostics, the progress.
 */
export function createJobRunner(post: (message: WorkerResponse) => void) {
  const running = new Map<number, AbortController>();
  const feeds = new Map<number, MessagePort>();

  async function parse(request: Extract<WorkerRequest, { type: 'parse' }>) {
    const { jobId, fileIndex } = request;
    const abort = new AbortController();
    running.set(jobId, abort);
    let totalBytes = 0;
    const { feed: named } = request;
    if (named?.port) feeds.set(named.id, named.port);
    const feed = named && feeds.get(named.id);
    try {
      const opened = await open(request.source, abort.signal);
      totalBytes = opened.totalBytes;
      const keep =
        request.keep === undefined ? undefined : { nonce: request.keep, starts: new LineStarts() };
      const bytesRead = await streamJsonl(
        opened.bytes,
        new TextTraceReader(request.name, {
          maxLineLength: request.maxLineLength,
          keepText: true,
          ...(keep ? { keep } : {}),
        }),
        ({ records, diagnostics, placed, bytesRead }) => {
          const wire = encodeRecords(records, diagnostics);
          const told = {
            type: 'batch',
            jobId,
            fileIndex,
            count: wire.records.lines.length,
            pointers: pointersIn(records),
            diagnostics: wire.diagnostics,
            bytesRead,
            totalBytes,
          } as const;
          if (!feed) return post({ ...told, records: wire.records, ...(placed ? { placed } : {}) });
          const fed: FeedBatch = { records: wire.records, ...(placed ? { placed } : {}) };
          feed.postMessage(fed, buffersOf(wire.records));
          post(told);
        },
        {
          origin: request.origin,
          signal: abort.signal,
          ...(keep ? { onBytes: (chunk: Uint8Array) => keep.starts.push(chunk) } : {}),
        },
      );
      if (bytesRead !== null) post({ type: 'done', jobId, fileIndex, bytesRead, totalBytes });
      else post({ type: 'cancelled', jobId, fileIndex });
    } catch (e) {
      if (abort.signal.aborted) post({ type: 'cancelled', jobId, fileIndex });
      else
        post({
          type: 'error',
          jobId,
          fileIndex,
          message: e instanceof Error ? e.message : String(e),
          ...(e instanceof ReadingError ? { reading: e.reading } : {}),
        });
    } finally {
      running.delete(jobId);
    }
  }

  return (request: WorkerRequest): void => {
    if (request.type === 'cancel') running.get(request.jobId)?.abort();
    else void parse(request);
  };
}
