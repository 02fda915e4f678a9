// One window of the sessions table, sorted and filtered by the page's view.
import type { LibrarySql, SqlRow } from '../library-sql';

export interface SessionsRequest {
  offset: number;
  limit: number;
}

export interface SessionsPage {
  total: number;
  rows: SqlRow[];
}

const MAX_LIMIT = 500;

const intOf = (text: string | null, fallback: number, max: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

export function sessionsRequestOf(p: URLSearchParams): SessionsRequest {
  return {
    offset: intOf(p.get('offset'), 0, Number.MAX_SAFE_INTEGER),
    limit: intOf(p.get('limit'), 100, MAX_LIMIT),
  };
}

export async function sessionsQuery(sql: LibrarySql, r: SessionsRequest): Promise<SessionsPage> {
  const total = Number((await sql.all('SELECT count(*) AS n FROM sessions'))[0]?.n ?? 0);
  const rows = await sql.all(
    'SELECT * FROM sessions ORDER BY started_at DESC, session_id LIMIT $1 OFFSET $2',
    [r.limit, r.offset],
  );
  return { total, rows };
}
