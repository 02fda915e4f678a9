// `GET /api/library/file/<name>?machine=<m>&path=<p>`: one Trace file of a library session, for
// the app to open the session as dropping its files would. It is rebuilt from the index
// (rebuilt-file.ts), never read from disk: the team store's files are on other machines, and
// nothing from the URL reaches the file system. Served only when machine and path name a file
// the index holds, the URL's name is the path's, and the library serves that path.
import type { ServerResponse } from 'node:http';
import { sendError } from '../http-util';
import type { LibrarySql } from './library-sql';
import { rebuiltFile } from './rebuilt-file';

export type FileAnswer = { ok: true; text: string } | { ok: false; reason: string };

export async function libraryFile(
  sql: LibrarySql,
  serves: (path: string) => boolean,
  name: string,
  params: URLSearchParams,
): Promise<FileAnswer> {
  const path = params.get('path');
  if (path === null || path === '') return { ok: false, reason: 'path is required' };
  if (path.slice(path.lastIndexOf('/') + 1) !== name)
    return { ok: false, reason: 'the name does not match the path' };
  if (!serves(path)) return { ok: false, reason: 'not under the served paths' };
  const text = await rebuiltFile(sql, params.get('machine') ?? '', path);
  return text === undefined
    ? { ok: false, reason: 'not a file of the library' }
    : { ok: true, text };
}

export async function sendLibraryFile(
  res: ServerResponse,
  answer: Promise<FileAnswer>,
): Promise<void> {
  let found: FileAnswer;
  try {
    found = await answer;
  } catch (e) {
    sendError(res, 500, 'library_error', e instanceof Error ? e.message : String(e));
    return;
  }
  if (!found.ok) {
    sendError(res, 404, 'not_found', found.reason);
    return;
  }
  const body = Buffer.from(found.text, 'utf8');
  res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
