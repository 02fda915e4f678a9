// One window of the sessions table, sorted and filtered by the page's view. Children are listed
// right after their parent: rows are ordered by their family root's sort value first, so a
// window of any size can be fetched with LIMIT/OFFSET and the families stay whole.
import type { LibrarySql, SqlRow } from '../library-sql';
import { sessionFilterOf, whereOf, type SessionFilter } from './session-filter';
import { awaitingApprovalSql, runningSince, statusNowSql } from './status-now';

/** Columns the table sorts by, as SQL on the root `r` (never the URL's text). */
export const SORT_COLUMNS = {
  title: 'r.title',
  project: 'r.project',
  agent: 'r.agent',
  model: 'r.model',
  started_at: 'r.started_at',
  duration_ms: 'r.duration_ms',
  // Sorted by the status shown (status-now.ts), not this.
  status: 'r.status',
  requests: 'r.requests',
  tool_calls: 'r.tool_calls',
  request_failures: 'r.request_failures',
  retries: 'r.retries',
  approvals_denied: 'r.approvals_denied',
  total_tokens: 'r.total_tokens',
  cost_usd: 'r.cost_usd',
  children: 'r.children',
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export interface SessionsRequest {
  filter: SessionFilter;
  /** Absent: newest first. */
  sort?: SortColumn;
  desc: boolean;
  offset: number;
  limit: number;
}

export interface SessionsPage {
  /** Rows matching the filters, children included. */
  total: number;
  offset: number;
  rows: SqlRow[];
}

export const MAX_LIMIT = 1000;

/** A whole number from the URL, at most `max`; `fallback` for none or nonsense. */
export const intOf = (text: string | null, fallback: number, max: number) => {
  const n = Number(text);
  return text !== null && text !== '' && Number.isInteger(n) && n >= 0
    ? Math.min(n, max)
    : fallback;
};

const isSort = (s: string | null): s is SortColumn => s !== null && Object.hasOwn(SORT_COLUMNS, s);

export function sessionsRequestOf(p: URLSearchParams): SessionsRequest {
  const sort = p.get('sort');
  if (sort !== null && sort !== '' && !isSort(sort)) throw new Error(`cannot sort by "${sort}"`);
  return {
    filter: sessionFilterOf(p),
    ...(isSort(sort) ? { sort } : {}),
    desc: p.get('desc') === '1',
    offset: intOf(p.get('offset'), 0, Number.MAX_SAFE_INTEGER),
    limit: intOf(p.get('limit'), 200, MAX_LIMIT),
  };
}

export async function sessionsQuery(sql: LibrarySql, r: SessionsRequest): Promise<SessionsPage> {
  const where = whereOf(r.filter);
  const total = Number(
    (await sql.all(`SELECT count(*) AS n FROM sessions s ${where.sql}`, where.params))[0]?.n ?? 0,
  );
  const n = where.params.length;
  const since = `$${n + 3}`;
  const key =
    r.sort === undefined
      ? SORT_COLUMNS.started_at
      : r.sort === 'status'
        ? statusNowSql('r', since)
        : SORT_COLUMNS[r.sort];
  const dir = r.sort === undefined || r.desc ? 'DESC' : 'ASC';
  const rows = await sql.all(
    `SELECT s.*, CASE WHEN s.session_id = s.root_session_id THEN 0 ELSE 1 END AS depth,
       ${statusNowSql('s', since)} AS status_now, ${awaitingApprovalSql('s')} AS awaiting_approval
     FROM sessions s
     LEFT JOIN sessions r ON r.session_id = s.root_session_id
     ${where.sql}
     ORDER BY ${key} ${dir} NULLS LAST, s.root_session_id,
       CASE WHEN s.session_id = s.root_session_id THEN 0 ELSE 1 END,
       s.started_at NULLS LAST, s.session_id
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, r.limit, r.offset, runningSince(Date.now())],
  );
  return {
    total,
    offset: r.offset,
    rows: rows.map(({ status_now, ...row }) => ({ ...row, status: status_now ?? null })),
  };
}
