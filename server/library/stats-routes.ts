// The stats view's routes, mounted by the library's route table under /api/library/<name>:
// `stats` sends every figure at once; `stats-sessions?kind=approval|retry&value=…` the sessions
// behind one approval decision or retry cause (the sessions table has no filter for those).
import type { LibrarySql } from './library-sql';
import type { LibraryRoute } from './library-routes';
import { drillSessions, libraryStats, type DrillKind } from './stats-query';

const KINDS: readonly DrillKind[] = ['approval', 'retry'];

export const statsRoutes = {
  stats: (sql: LibrarySql) => libraryStats(sql),
  'stats-sessions': (sql: LibrarySql, params: URLSearchParams) => {
    const kind = KINDS.find((k) => k === params.get('kind'));
    const value = params.get('value');
    if (kind === undefined || value === null)
      throw new Error('stats-sessions needs kind=approval|retry and a value');
    return drillSessions(sql, kind, value);
  },
} satisfies Record<string, LibraryRoute>;
