import { constants } from 'node:fs';
import { type FileHandle, open, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { rawPath, sendError } from './http-util';
import { mimeTypeOf } from './mime-types';
import { sameFile } from './same-file';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

interface Found {
  handle: FileHandle;
  file: string;
  size: number;
  mtime: Date;
}

/** Decoded path segments, or null when the path tries to leave the root or cannot be decoded. */
export function safeSegments(path: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  return segments.some((s) => s === '..') ? null : segments;
}

const inside = (root: string, file: string) => file === root || file.startsWith(root + sep);

/**
 * A regular file whose real path (symlinks followed) is inside the real `root`, opened. It is
 * opened first and checked after: the file opened must be the one its real path names then, so a
 * folder swapped for a link between the check and the open cannot hand out a file outside.
 */
async function openFile(root: string, file: string): Promise<Found | null> {
  // Not blocking: a FIFO put in the folder would hold the open until a writer came.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return null;
  try {
    const opened = await handle.stat();
    const real = await realpath(file);
    if (opened.isFile() && inside(root, real) && sameFile(opened, await stat(real)))
      return { handle, file: real, size: opened.size, mtime: opened.mtime };
  } catch {
    // Gone or unreadable since the open: not found, as if it had never been there.
  }
  await handle.close();
  return null;
}

function cacheControl(segments: readonly string[]): string {
  // Vite puts content-hashed names under assets/: safe to keep forever. Everything else (index.html
  // above all) must be revalidated so a rebuilt app is picked up.
  return segments[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function send(req: IncomingMessage, res: ServerResponse, found: Found, cache: string): void {
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}"`;
  const headers = {
    'Content-Type': mimeTypeOf(found.file),
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': found.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    void found.handle.close();
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': found.size });
  if (req.method === 'HEAD' || found.size === 0) {
    void found.handle.close();
    res.end();
    return;
  }
  // The stream closes the handle when it ends, fails or is destroyed: a reader who goes away
  // mid-file leaves pipe() waiting, so the response's close destroys it. Bounded by the size
  // sent in the header: a file grown since its status was read would overrun Content-Length.
  const stream = found.handle.createReadStream({ start: 0, end: Math.max(0, found.size - 1) });
  res.on('close', () => stream.destroy());
  stream.on('error', () => res.destroy()).pipe(res);
}

/**
 * Serves the built app. Unknown paths without a file extension get index.html (client-side
 * routes); a missing asset (`/assets/x.js`) is a 404 so the browser never runs HTML as script.
 * Dotfiles (`.env`, `.git/`) are never served, nor files that symlinks lead to outside the folder.
 */
export function createStaticHandler(staticDir: string): RequestHandler {
  const given = resolve(staticDir);
  let realRoot: Promise<string> | null = null;
  return async (req, res) => {
    const root = await (realRoot ??= realpath(given).catch(() => given));
    const path = rawPath(req);
    if (path === '/api' || path.startsWith('/api/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const segments = safeSegments(path);
    if (!segments) {
      sendError(res, 403, 'forbidden', 'path outside the app directory');
      return true;
    }
    const file = join(root, ...segments);
    if (!inside(root, file)) {
      sendError(res, 403, 'forbidden', 'path outside the app directory');
      return true;
    }
    if (segments.some((s) => s.startsWith('.'))) {
      sendError(res, 404, 'not_found', `no such file: ${path}`);
      return true;
    }
    const found = segments.length > 0 ? await openFile(root, file) : null;
    if (found) {
      send(req, res, found, cacheControl(segments));
      return true;
    }
    const last = segments[segments.length - 1] ?? '';
    const index = extname(last) === '' ? await openFile(root, join(root, 'index.html')) : null;
    if (index) send(req, res, index, 'no-cache');
    else sendError(res, 404, 'not_found', `no such file: ${path}`);
    return true;
  };
}
