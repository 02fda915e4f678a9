// A session's Trace files fetched from the server as a dropped folder would hold them: every
// rotated file of the session, then of each child its Trace points to (`subagent`), recursively.
import { traceFileName, type PenguinApi, type SessionRef } from './penguin-api';
import { TraceFileCache } from './penguin-trace-cache';
import { subagentPointers } from '../ingest/subagent-pointers';

export interface TraceDownloadProgress {
  bytes: number;
  /** Sum of the listed sizes of the files known so far (children add theirs once found). */
  totalBytes: number;
  files: number;
}

export interface TraceDownloadOptions {
  onProgress?: (p: TraceDownloadProgress) => void;
  signal?: AbortSignal;
  /** Files already fetched (by the listing, by an earlier open) are taken from here. */
  cache?: TraceFileCache;
}

interface SessionFilesOptions {
  /** The listed size of the session's files, before the first byte. */
  onListed?: (bytes: number) => void;
  /** Bytes of the files come in, fetched or found in the cache. */
  onBytes?: (n: number) => void;
  signal?: AbortSignal | undefined;
}

const downloadedFrom = new WeakMap<File, string>();

/** Where a file of `downloadSessionTraces` was downloaded from (`api.url` of its path). */
export const downloadUrlOf = (file: File): string | undefined => downloadedFrom.get(file);

/** One session's Trace files, in index order, named `<id>_<NNN>.jsonl` as on disk. */
async function sessionFiles(
  api: PenguinApi,
  cache: TraceFileCache,
  sessionId: string,
  o: SessionFilesOptions = {},
): Promise<File[]> {
  const ref: SessionRef = await api.session(sessionId);
  const files = await api.sessionTraces(sessionId);
  o.onListed?.(files.reduce((n, f) => n + (f.sizeBytes ?? 0), 0));
  const out: File[] = [];
  for (const f of files) {
    o.signal?.throwIfAborted();
    let fetched = 0;
    const blob = await cache.file(ref, f, {
      signal: o.signal,
      onBytes: (n) => {
        fetched += n;
        o.onBytes?.(n);
      },
    });
    // What the cache held counts as read.
    if (blob.size > fetched) o.onBytes?.(blob.size - fetched);
    const file = new File([blob], traceFileName(sessionId, f.index), { type: blob.type });
    downloadedFrom.set(file, api.url(api.downloadPath(ref, f.index)));
    out.push(file);
  }
  return out;
}

/** Downloads the Trace files of `sessionId` and its descendants, parents before children. */
export async function downloadSessionTraces(
  api: PenguinApi,
  sessionId: string,
  options: TraceDownloadOptions = {},
): Promise<File[]> {
  const { onProgress, signal } = options;
  const cache = options.cache ?? new TraceFileCache(api);
  const progress: TraceDownloadProgress = { bytes: 0, totalBytes: 0, files: 0 };
  const report = () => onProgress?.({ ...progress });
  const out: File[] = [];
  const queue = [sessionId];
  const seen = new Set(queue);
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const files = await sessionFiles(api, cache, id, {
      signal,
      onListed: (bytes) => {
        progress.totalBytes += bytes;
        report();
      },
      onBytes: (n) => {
        progress.bytes += n;
        report();
      },
    });
    progress.files += files.length;
    report();
    out.push(...files);
    const texts = await Promise.all(files.map((f) => f.text()));
    for (const child of texts.flatMap(subagentPointers))
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
  }
  return out;
}
