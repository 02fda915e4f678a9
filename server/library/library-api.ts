// `/api/library/...`: the status of the served index and the route table's JSON queries.
import type { RequestHandler } from '../static-files';
import { queryOf, rawPath, sendError, sendJson } from '../http-util';
import { libraryFile, sendLibraryFile } from './library-file';
import { LIBRARY_ROUTES } from './library-routes';
import type { ServedLibrary } from './library-service';
import { StoreEmptyError } from './postgres/store-empty';

const PREFIX = '/api/library/';

export function createLibraryApi(library: ServedLibrary): RequestHandler {
  return async (req, res) => {
    const path = rawPath(req);
    if (!path.startsWith(PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'method_not_allowed', 'the library is read-only');
      return true;
    }
    const name = path.slice(PREFIX.length);
    if (name === 'status') {
      sendJson(res, 200, library.status());
      return true;
    }
    if (name.startsWith('file/')) {
      let file: string;
      try {
        file = decodeURIComponent(name.slice('file/'.length));
      } catch {
        file = '';
      }
      await sendLibraryFile(res, libraryFile(library.files, file, queryOf(req)));
      return true;
    }
    const route = Object.hasOwn(LIBRARY_ROUTES, name) ? LIBRARY_ROUTES[name] : undefined;
    if (!route) return false;
    try {
      sendJson(res, 200, await route(library.sql, queryOf(req)));
    } catch (e) {
      // Not the request's fault: the store waits for its first ingest.
      if (e instanceof StoreEmptyError) sendError(res, 503, 'store_empty', e.message);
      else sendError(res, 400, 'bad_query', e instanceof Error ? e.message : String(e));
    }
    return true;
  };
}
