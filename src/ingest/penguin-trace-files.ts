// A session's Trace files fetched from the server as a dropped folder would hold them: every
// rotated file of the session, then of each child its Trace points to (`subagent`), recursively.
import { traceFileName, type PenguinApi, type SessionRef } from './penguin-api';
import { subagentPointers } from './subagent-pointers';

export interface TraceDownloadProgress {
  bytes: number;
  /** Sum of the listed sizes of the files known so far (children add theirs once found). */
  totalBytes: number;
  files: number;
}

export interface TraceDownloadOptions {
  onProgress?: (p: TraceDownloadProgress) => void;
  signal?: AbortSignal;
}

async function readBody(
  response: Response,
  onBytes: (n: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  if (!response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    signal?.throwIfAborted();
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(parts, { type: 'application/x-ndjson' });
}

interface SessionFilesOptions {
  /** The listed size of the session's files, before the first byte. */
  onListed?: (bytes: number) => void;
  onBytes?: (n: number) => void;
  signal?: AbortSignal | undefined;
}

/** One session's Trace files, in index order, named `<id>_<NNN>.jsonl` as on disk. */
export async function sessionFiles(
  api: PenguinApi,
  sessionId: string,
  o: SessionFilesOptions = {},
): Promise<File[]> {
  const ref: SessionRef = await api.session(sessionId);
  const files = await api.sessionTraces(sessionId);
  o.onListed?.(files.reduce((n, f) => n + (f.sizeBytes ?? 0), 0));
  const out: File[] = [];
  for (const f of files) {
    o.signal?.throwIfAborted();
    const response = await api.request(api.downloadPath(ref, f.index), {
      ...(o.signal ? { signal: o.signal } : {}),
    });
    const blob = await readBody(response, (n) => o.onBytes?.(n), o.signal);
    out.push(new File([blob], traceFileName(sessionId, f.index), { type: blob.type }));
  }
  return out;
}

/** The children a session's Trace points to (`subagent` events), across its rotated files. */
export async function childPointers(
  api: PenguinApi,
  sessionId: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const files = await sessionFiles(api, sessionId, { signal });
  const texts = await Promise.all(files.map((f) => f.text()));
  return [...new Set(texts.flatMap(subagentPointers))];
}

/** Downloads the Trace files of `sessionId` and its descendants, parents before children. */
export async function downloadSessionTraces(
  api: PenguinApi,
  sessionId: string,
  options: TraceDownloadOptions = {},
): Promise<File[]> {
  const { onProgress, signal } = options;
  const progress: TraceDownloadProgress = { bytes: 0, totalBytes: 0, files: 0 };
  const report = () => onProgress?.({ ...progress });
  const out: File[] = [];
  const queue = [sessionId];
  const seen = new Set(queue);
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const files = await sessionFiles(api, id, {
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
