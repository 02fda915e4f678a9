// `GET /api/library/file/<name>?machine=<m>&path=<p>`: one Trace file of a library session, for
// the app to open the session as dropping its files would. The local library reads it from its
// disk (local-file.ts); the team store rebuilds it from its records (rebuilt-file.ts), its files
// being on other machines. Served only when machine and path name a file the index holds, the
// URL's name is the path's, and the library serves that path.
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { sendError } from '../http-util';
import type { FileBody } from './file-body';
import type { TraceFileSource } from './local-file';

export type FileAnswer = { ok: true; body: FileBody } | { ok: false; reason: string };

export async function libraryFile(
  files: TraceFileSource,
  name: string,
  params: URLSearchParams,
): Promise<FileAnswer> {
  const path = params.get('path');
  if (path === null || path === '') return { ok: false, reason: 'path is required' };
  if (path.slice(path.lastIndexOf('/') + 1) !== name)
    return { ok: false, reason: 'the name does not match the path' };
  const body = await files(params.get('machine') ?? '', path);
  return body === undefined
    ? { ok: false, reason: 'not a file of the library' }
    : { ok: true, body };
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
  res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Content-Length': found.body.length,
    'Cache-Control': 'no-store',
  });
  // A reader gone, or a file cut short while sent: the response ends there, the file is closed.
  await pipeline(found.body.stream, res).catch(() => undefined);
}
