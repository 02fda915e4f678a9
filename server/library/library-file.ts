// `GET /api/library/file/<name>?path=<path>`: one Trace file of the library, for the app to open
// a session as dropping its files would. Nothing from the URL reaches the file system unchecked:
// the path must be a file the index holds, under the served paths, named as the URL says, and
// still under them once every link in it is resolved (a link out of them is refused).
import { createReadStream } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { sendError } from '../http-util';
import type { LibrarySql } from './library-sql';
import { coveredBy } from './walk';

export type FileCheck = { ok: true; path: string; size: number } | { ok: false; reason: string };

export async function checkLibraryFile(
  sql: LibrarySql,
  roots: readonly string[],
  name: string,
  path: string | null,
): Promise<FileCheck> {
  if (path === null || path === '') return { ok: false, reason: 'path is required' };
  if (path.slice(path.lastIndexOf('/') + 1) !== name)
    return { ok: false, reason: 'the name does not match the path' };
  if (!coveredBy(roots)(path)) return { ok: false, reason: 'not under the served paths' };
  const known = await sql.all('SELECT count(*) AS n FROM files WHERE path = $1', [path]);
  if (Number(known[0]?.n ?? 0) === 0) return { ok: false, reason: 'not a file of the library' };
  const realRoots = await Promise.all(roots.map((r) => realpath(r).catch(() => r)));
  const real = await realpath(path).catch(() => null);
  if (real === null || !coveredBy(realRoots)(real))
    return { ok: false, reason: 'leads out of the served paths' };
  const s = await lstat(real);
  if (!s.isFile()) return { ok: false, reason: 'not a regular file' };
  return { ok: true, path: real, size: s.size };
}

export async function sendLibraryFile(
  res: ServerResponse,
  sql: LibrarySql,
  roots: readonly string[],
  name: string,
  path: string | null,
): Promise<void> {
  const check = await checkLibraryFile(sql, roots, name, path);
  if (!check.ok) {
    sendError(res, 404, 'not_found', check.reason);
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Content-Length': check.size,
    'Cache-Control': 'no-store',
  });
  // The length said is what was there when checked; a file still growing is sent that far.
  createReadStream(check.path, { start: 0, end: Math.max(0, check.size - 1) })
    .on('error', () => res.destroy())
    .pipe(res);
}
