import { ReadingError } from '../problems/reading-error';
import { LineStarts } from './line-starts';
import { streamJsonl } from './stream-batches';
import { TextTraceReader } from './text-trace-reader';
import { encodeRecords } from './wire-records';
import type { JobSource, WorkerRequest, WorkerResponse } from './worker-protocol';

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

/**
 * The whole of the parse worker, kept outside the worker file so it runs anywhere: each `parse`
 * request streams one file (Trace JSONL or SSE capture) through a reader and posts batches, then `done`.
 */
export function createJobRunner(post: (message: WorkerResponse) => void) {
  const running = new Map<number, AbortController>();

  async function parse(request: Extract<WorkerRequest, { type: 'parse' }>) {
    const { jobId, fileIndex } = request;
    const abort = new AbortController();
    running.set(jobId, abort);
    let totalBytes = 0;
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
        ({ records, diagnostics, ...batch }) =>
          post({
            type: 'batch',
            jobId,
            fileIndex,
            ...batch,
            ...encodeRecords(records, diagnostics),
            totalBytes,
          }),
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
