import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { matchPath, rawPath, sendError } from './http-util';
import type { RequestHandler } from './static-files';

const ROUTE = '/api/omniscope/files/:index/:name';

/** Where the app reads the `index`th file `omniscope open` was given: what `?trace=` names. */
export const openedFileUrl = (index: number, path: string): string =>
  `/api/omniscope/files/${index}/${encodeURIComponent(basename(path))}`;

/**
 * Serves exactly the files given on the command line (`omniscope open`), by position: no other
 * path of the disk can be asked for. Read afresh on each request, so a reload sees what grew.
 */
export function createOpenedFileRoutes(files: readonly string[]): RequestHandler {
  return async (req, res) => {
    const params = matchPath(ROUTE, rawPath(req));
    if (!params || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const index = Number(params.index);
    const file = Number.isInteger(index) ? files[index] : undefined;
    if (file === undefined || params.name !== basename(file)) return false;
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) {
      sendError(res, 404, 'not_found', `${basename(file)} can no longer be read`);
      return true;
    }
    // Plain text whatever the name: an opened file must never run as a page of this origin.
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': size,
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file, { end: size - 1 })
        .on('error', () => res.destroy())
        .pipe(res);
    return true;
  };
}
