// The library's JSON routes, `GET /api/library/<name>`: each one a query on LibrarySql, so the
// embedded index and the team's PostgreSQL store answer them alike.
import type { LibrarySql } from './library-sql';
import { sessionsQuery, sessionsRequestOf } from './queries/sessions-query';
import { statsRoutes } from './stats-routes';

export type LibraryRoute = (sql: LibrarySql, params: URLSearchParams) => Promise<unknown>;

export const LIBRARY_ROUTES: Readonly<Record<string, LibraryRoute>> = {
  sessions: (sql, params) => sessionsQuery(sql, sessionsRequestOf(params)),
  ...statsRoutes,
};
