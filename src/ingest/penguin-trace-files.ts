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

/** Downloads the Trace files of `sessionId` and its descendants, named `<id>_<NNN>.jsonl`. */
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
    signal?.throwIfAborted();
    const ref: SessionRef = await api.session(id);
    const files = await api.sessionTraces(id);
    progress.totalBytes += files.reduce((n, f) => n + (f.sizeBytes ?? 0), 0);
    report();
    for (const f of files) {
      const response = await api.request(api.downloadPath(ref, f.index), {
        ...(signal ? { signal } : {}),
      });
      const blob = await readBody(
        response,
        (n) => {
          progress.bytes += n;
          report();
        },
        signal,
      );
      out.push(new File([blob], traceFileName(id, f.index), { type: blob.type }));
      progress.files += 1;
      report();
      for (const child of subagentPointers(await blob.text()))
        if (!seen.has(child)) {
          seen.add(child);
          queue.push(child);
        }
    }
  }
  return out;
}
