// The library's JSON routes, `GET /api/library/<name>`: each one a query on LibrarySql, so the
// embedded index and the team's PostgreSQL store answer them alike.
import type { LibrarySql } from './library-sql';
import { facetsQuery } from './queries/facets-query';
import { familyQuery } from './queries/family-query';
import { badLinesQuery } from './queries/problems-query';
import { searchQuery, searchRequestOf } from './queries/search-query';
import { sessionFilterOf } from './queries/session-filter';
import { sessionsQuery, sessionsRequestOf } from './queries/sessions-query';
import { statsRoutes } from './stats-routes';

export type LibraryRoute = (sql: LibrarySql, params: URLSearchParams) => Promise<unknown>;

const required = (params: URLSearchParams, name: string): string => {
  const v = params.get(name);
  if (v === null || v === '') throw new Error(`${name} is required`);
  return v;
};

export const LIBRARY_ROUTES: Readonly<Record<string, LibraryRoute>> = {
  sessions: (sql, params) => sessionsQuery(sql, sessionsRequestOf(params)),
  facets: (sql, params) => facetsQuery(sql, sessionFilterOf(params)),
  family: (sql, params) => familyQuery(sql, required(params, 'session')),
  'bad-lines': (sql) => badLinesQuery(sql),
  search: (sql, params) => searchQuery(sql, searchRequestOf(params)),
  ...statsRoutes,
};
