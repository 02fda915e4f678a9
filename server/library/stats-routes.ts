// The stats view's routes, mounted by the library's route table under /api/library/<name>, each
// of the sessions the sessions table's filters (its URL params) keep: `stats` sends every figure
// at once; `stats-sessions?kind=approval|retry&value=…` the sessions
// behind one approval decision or retry cause (the sessions table has no filter for those), a
// page at a time: `offset` and `limit` (at most DRILL_PAGE_MAX).
import type { LibrarySql } from './library-sql';
import type { LibraryRoute } from './library-routes';
import { DRILL_PAGE, DRILL_PAGE_MAX } from '../../src/library/stats';
import { sessionFilterOf } from './queries/session-filter';
import { intOf } from './queries/sessions-query';
import { drillSessions, libraryStats, type DrillKind } from './stats-query';

const KINDS: readonly DrillKind[] = ['approval', 'retry'];

export const statsRoutes = {
  stats: (sql: LibrarySql, params: URLSearchParams) => libraryStats(sql, sessionFilterOf(params)),
  'stats-sessions': (sql: LibrarySql, params: URLSearchParams) => {
    const kind = KINDS.find((k) => k === params.get('kind'));
    const value = params.get('value');
    if (kind === undefined || value === null)
      throw new Error('stats-sessions needs kind=approval|retry and a value');
    return drillSessions(
      sql,
      kind,
      value,
      intOf(params.get('offset'), 0, Number.MAX_SAFE_INTEGER),
      intOf(params.get('limit'), DRILL_PAGE, DRILL_PAGE_MAX),
      sessionFilterOf(params),
    );
  },
} satisfies Record<string, LibraryRoute>;
