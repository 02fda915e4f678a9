import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** The one error shape of the PenguinHarness API (PROTOCOL.md §11). */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  sendJson(res, status, { error: { code, message } });
}

/** Path part of a request URL, not decoded and not normalized. */
export function rawPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.search(/[?#]/);
  return q < 0 ? url : url.slice(0, q);
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://local').searchParams;
}

export async function readBody(req: IncomingMessage, limit = 1 << 20): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new Error(`request body over ${limit} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty or invalid body gives `{}` since these endpoints are lenient. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req)).toString('utf8').trim();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Matches `/api/sessions/:id/...` style patterns; returns decoded params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * Cuts a response the way a dropped connection looks to the client (no proper end), after what
 * was already written has been flushed: `res.destroy()` alone would discard it.
 */
export function cutResponse(res: ServerResponse): void {
  const socket = res.socket;
  if (!socket || socket.destroyed) {
    res.destroy();
    return;
  }
  socket.end();
  setTimeout(() => socket.destroy(), 1000).unref();
}
