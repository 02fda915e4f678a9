// The whole of the redaction worker, kept outside the worker file so it runs anywhere: a `scan`
// request streams each file through a Redactor and posts its findings; a `redact` request streams
// them again, the rejected findings kept, and posts each redacted file. Both post progress in
// bytes and stop between chunks when cancelled.
import { sniffKind } from '../ingest/sniff-kind';
import { ByteRedactor } from './redact-bytes';
import { kindFromName, type RedactKind } from './redact-stream';
import type { Finding } from './scan';

export interface RedactSource {
  name: string;
  blob?: Blob;
  url?: string;
}

export type RedactRequest =
  | { type: 'scan'; jobId: number; sources: RedactSource[] }
  | { type: 'redact'; jobId: number; sources: RedactSource[]; rejected: string[] }
  | { type: 'cancel'; jobId: number };

export type RedactResponse =
  | { type: 'progress'; jobId: number; done: number; total: number }
  | {
      type: 'file';
      jobId: number;
      name: string;
      findings: Finding[];
      /** Lines that are not valid UTF-8 (saved byte for byte unless a secret on one is replaced). */
      notUtf8?: number[];
      blob?: Blob;
      error?: string;
    }
  | { type: 'done'; jobId: number }
  | { type: 'cancelled'; jobId: number };

/** Progress at most this often: each message is a render in the page. */
const PROGRESS_MS = 100;

async function open(source: RedactSource, signal: AbortSignal): Promise<Blob> {
  if (source.blob) return source.blob;
  const response = await fetch(source.url ?? '', { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/** The text of a file's first bytes, enough to tell its kind (a cut character dropped). */
const headOf = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 4096), { stream: true });

/** By name, else by the first line: an SSE field, a JSON line, or a JSON document. */
function kindOf(name: string, head: string): RedactKind {
  return (
    kindFromName(name) ?? sniffKind(head) ?? (head.trimStart().startsWith('[') ? 'json' : 'jsonl')
  );
}

export function createRedactRunner(post: (message: RedactResponse) => void) {
  const running = new Map<number, AbortController>();

  async function run(request: Exclude<RedactRequest, { type: 'cancel' }>) {
    const { jobId } = request;
    const abort = new AbortController();
    running.set(jobId, abort);
    const rejected = new Set(request.type === 'redact' ? request.rejected : []);
    const keep = (f: Finding) => !rejected.has(f.id);
    try {
      const blobs = await Promise.all(request.sources.map((s) => open(s, abort.signal)));
      const total = blobs.reduce((n, b) => n + b.size, 0);
      let done = 0;
      let posted = 0;
      for (const [i, blob] of blobs.entries()) {
        const name = request.sources[i]?.name ?? '';
        const parts: Uint8Array<ArrayBuffer>[] = [];
        // Bytes, not text: a line of invalid UTF-8 with nothing to redact is saved as it was.
        const reader = blob.stream().getReader();
        let redactor: ByteRedactor | undefined;
        for (;;) {
          const { value, done: end } = await reader.read();
          if (abort.signal.aborted) {
            await reader.cancel();
            post({ type: 'cancelled', jobId });
            return;
          }
          if (end) break;
          redactor ??= new ByteRedactor(name, kindOf(name, headOf(value)), keep);
          const out = redactor.push(value);
          if (request.type === 'redact') parts.push(out);
          done += value.length;
          if (Date.now() - posted >= PROGRESS_MS) {
            posted = Date.now();
            post({ type: 'progress', jobId, done: Math.min(done, total), total });
            // Reads of a buffered blob resolve as microtasks: without a task break now and then,
            // the cancel message would wait for the whole file.
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
        }
        if (redactor) parts.push(redactor.finish());
        if (request.type === 'scan') parts.length = 0;
        post({
          type: 'file',
          jobId,
          name,
          findings: redactor?.findings ?? [],
          notUtf8: redactor?.notUtf8.map((l) => l.line) ?? [],
          ...(request.type === 'redact' ? { blob: new Blob(parts, { type: blob.type }) } : {}),
        });
      }
      post({ type: 'done', jobId });
    } catch (e) {
      if (abort.signal.aborted) post({ type: 'cancelled', jobId });
      else
        post({
          type: 'file',
          jobId,
          name: '',
          findings: [],
          error: e instanceof Error ? e.message : String(e),
        });
      if (!abort.signal.aborted) post({ type: 'done', jobId });
    } finally {
      running.delete(jobId);
    }
  }

  return (request: RedactRequest): void => {
    if (request.type === 'cancel') running.get(request.jobId)?.abort();
    else void run(request);
  };
}
