// Trace files fetched from the server once, kept per session and index. Trace files only grow
// (PROTOCOL.md §10): a file listed larger than what is held is asked for its new bytes with a
// Range; a server that ignores it (nothing says the real one honours it) sends the whole file.
import { PenguinError } from './penguin-errors';
import type { PenguinApi, SessionRef, TraceFileInfo } from './penguin-api';

export interface FetchOptions {
  onBytes?: (n: number) => void;
  signal?: AbortSignal | undefined;
}

async function readBody(response: Response, o: FetchOptions): Promise<Blob> {
  if (!response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    o.signal?.throwIfAborted();
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    o.onBytes?.(value.byteLength);
  }
  return new Blob(parts, { type: 'application/x-ndjson' });
}

/** Whether a 206 answer holds the bytes from `from` on. */
const continues = (response: Response, from: number) =>
  response.status === 206 &&
  new RegExp(`^bytes ${from}-`).test(response.headers.get('content-range') ?? '');

export class TraceFileCache {
  private readonly files = new Map<string, Promise<Blob>>();

  constructor(private readonly api: PenguinApi) {}

  /** The file whole when it is held at its listed size, else undefined (nothing is fetched). */
  async held(ref: SessionRef, info: TraceFileInfo): Promise<Blob | undefined> {
    const had = await this.files.get(key(ref, info))?.catch(() => undefined);
    return had && info.sizeBytes !== undefined && had.size >= info.sizeBytes ? had : undefined;
  }

  /** The file as listed: what is held, completed from the server when it has grown. */
  file(ref: SessionRef, info: TraceFileInfo, o: FetchOptions = {}): Promise<Blob> {
    const k = key(ref, info);
    const before = this.files.get(k);
    const next = (async () => {
      const had = await before?.catch(() => undefined);
      if (had && info.sizeBytes !== undefined && had.size >= info.sizeBytes) return had;
      return this.fetch(ref, info.index, had, o);
    })();
    this.files.set(k, next);
    // A failed fetch (a 401, an abort) leaves what was held before.
    next.catch(() => {
      if (this.files.get(k) !== next) return;
      if (before) this.files.set(k, before);
      else this.files.delete(k);
    });
    return next;
  }

  private async fetch(
    ref: SessionRef,
    index: number,
    had: Blob | undefined,
    o: FetchOptions,
  ): Promise<Blob> {
    const from = had?.size ?? 0;
    const path = this.api.downloadPath(ref, index);
    let response: Response;
    try {
      response = await this.api.request(path, {
        ...(from > 0 ? { headers: { range: `bytes=${from}-` } } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
      });
    } catch (e) {
      // 416: nothing past what is held.
      if (had && e instanceof PenguinError && e.status === 416) return had;
      throw e;
    }
    const body = await readBody(response, o);
    if (had && continues(response, from)) return new Blob([had, body], { type: body.type });
    if (response.status !== 206) return body;
    // Some other part than asked: the whole file, plainly.
    return this.fetch(ref, index, undefined, o);
  }
}

const key = (ref: SessionRef, info: TraceFileInfo) => `${ref.sessionId}/${info.index}`;
