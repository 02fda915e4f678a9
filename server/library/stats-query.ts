// The library's cost and health figures, read from the index through LibrarySql in SQL that
// DuckDB and PostgreSQL both run. Days are the first ten characters of the ISO start time; weeks
// are folded from days in TypeScript (src/library/stats.ts), where both engines cannot disagree.
import type {
  ApprovalStat,
  DrillPage,
  GroupBy,
  LibraryStatsData,
  RetryStat,
  SessionPick,
  SpendRow,
  StatsTotals,
  ToolStat,
} from '../../src/library/stats';
import { DRILL_PAGE, DRILL_PAGE_MAX } from '../../src/library/stats';
import type { LibrarySql, SqlRow } from './library-sql';
import { whereOf, type SessionFilter, type Where } from './queries/session-filter';
import type { QueryValue } from './query';

/** PostgreSQL sends sums of BIGINT as text; every figure becomes a number here. */
const num = (v: QueryValue | undefined): number => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: QueryValue | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);
/** Whole milliseconds: the engines' percentile arithmetic differs in the last bits. */
const ms = (v: QueryValue | undefined): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v));
const str = (v: QueryValue | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

/** A tool call the outline counts as failed: refused, or its output says so. */
const TOOL_FAILED = `(decision IN ('deny', 'forbidden') OR status = 'failed')`;

/**
 * The retries as the reducer counts them (a session's `retries`), each with its cause: how the
 * attempt it retried ended (`requests.retry_of`, written from the reducer's own turns: a
 * compaction's request keeps its turn number without retrying the request before it).
 */
const RETRIED_ATTEMPTS = `SELECT session_id, retry_of AS cause FROM requests
  WHERE retry_of IS NOT NULL`;

/** Decided tool calls, and the ones still waiting for a human as `pending`. */
const APPROVALS = `SELECT session_id, COALESCE(decision, 'pending') AS decision FROM tool_calls
  WHERE decision IS NOT NULL OR approval_pending`;

/**
 * The sessions the sessions table's filters keep, as a table aliased `s` (its filter reads `s`):
 * the stats of a filtered library are the stats of the sessions its table lists.
 */
const keptSessions = (w: Where) =>
  w.sql === '' ? 'sessions s' : `(SELECT * FROM sessions s ${w.sql}) s`;

/** `column` names a session the filters keep. */
const keptId = (w: Where, column: string) =>
  w.sql === '' ? 'TRUE' : `${column} IN (SELECT s.session_id FROM sessions s ${w.sql})`;

const PICK_COLUMNS = `s.session_id, s.title, s.project, s.agent, s.model, s.started_at,
  s.duration_ms, s.total_tokens, s.cost_usd`;

const pickOf = (r: SqlRow): SessionPick => ({
  session_id: String(r.session_id),
  title: str(r.title),
  project: str(r.project),
  agent: str(r.agent),
  model: str(r.model),
  started_at: str(r.started_at),
  duration_ms: numOrNull(r.duration_ms),
  total_tokens: num(r.total_tokens),
  cost_usd: num(r.cost_usd),
  ...(r.n === undefined ? {} : { count: num(r.n) }),
});

const PICKS = 10;

async function totals(sql: LibrarySql, w: Where): Promise<StatsTotals> {
  const [r] = await sql.all(
    `SELECT count(*) AS sessions, sum(total_tokens) AS total_tokens,
    sum(cost_usd) AS cost_usd, sum(tool_calls) AS tool_calls, sum(retries) AS retries,
    count(unpriced_model) AS unpriced FROM ${keptSessions(w)}`,
    w.params,
  );
  return {
    sessions: num(r?.sessions),
    total_tokens: num(r?.total_tokens),
    cost_usd: num(r?.cost_usd),
    tool_calls: num(r?.tool_calls),
    retries: num(r?.retries),
    unpriced: num(r?.unpriced),
  };
}

/** `by` is one of three column names, never a caller's text. */
async function spendBy(sql: LibrarySql, by: GroupBy, w: Where): Promise<SpendRow[]> {
  const rows = await sql.all(
    `SELECT substr(started_at, 1, 10) AS day, ${by} AS key,
      count(*) AS sessions, sum(total_tokens) AS total_tokens, sum(cost_usd) AS cost_usd
    FROM ${keptSessions(w)} WHERE started_at IS NOT NULL
    GROUP BY substr(started_at, 1, 10), ${by}
    ORDER BY day, key`,
    w.params,
  );
  return rows.map((r) => ({
    day: String(r.day),
    key: str(r.key),
    sessions: num(r.sessions),
    total_tokens: num(r.total_tokens),
    cost_usd: num(r.cost_usd),
  }));
}

async function spend(sql: LibrarySql, w: Where): Promise<Record<GroupBy, SpendRow[]>> {
  return {
    model: await spendBy(sql, 'model', w),
    agent: await spendBy(sql, 'agent', w),
    project: await spendBy(sql, 'project', w),
  };
}

async function tools(sql: LibrarySql, w: Where): Promise<ToolStat[]> {
  const rows = await sql.all(
    `SELECT name, count(*) AS calls,
      sum(CASE WHEN ${TOOL_FAILED} THEN 1 ELSE 0 END) AS failures,
      count(DISTINCT session_id) AS sessions,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY CAST(duration_ms AS DOUBLE PRECISION)) AS p50,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY CAST(duration_ms AS DOUBLE PRECISION)) AS p95
    FROM tool_calls WHERE ${keptId(w, 'session_id')} GROUP BY name ORDER BY calls DESC, name`,
    w.params,
  );
  return rows.map((r) => ({
    name: String(r.name),
    calls: num(r.calls),
    failures: num(r.failures),
    sessions: num(r.sessions),
    p50_ms: ms(r.p50),
    p95_ms: ms(r.p95),
  }));
}

async function approvals(sql: LibrarySql, w: Where): Promise<ApprovalStat[]> {
  const rows = await sql.all(
    `SELECT decision, count(*) AS calls, count(DISTINCT session_id) AS sessions
    FROM (${APPROVALS}) a WHERE ${keptId(w, 'a.session_id')}
    GROUP BY decision ORDER BY calls DESC, decision`,
    w.params,
  );
  return rows.map((r) => ({
    decision: String(r.decision),
    calls: num(r.calls),
    sessions: num(r.sessions),
  }));
}

async function retries(sql: LibrarySql, w: Where): Promise<RetryStat[]> {
  const rows = await sql.all(
    `SELECT cause, count(*) AS retries, count(DISTINCT session_id) AS sessions
    FROM (${RETRIED_ATTEMPTS}) x WHERE ${keptId(w, 'x.session_id')}
    GROUP BY cause ORDER BY retries DESC, cause`,
    w.params,
  );
  return rows.map((r) => ({
    cause: String(r.cause),
    retries: num(r.retries),
    sessions: num(r.sessions),
  }));
}

/** `f` is read after the limit: its parameters come from $2 on. */
async function picks(
  sql: LibrarySql,
  f: SessionFilter,
  order: string,
  where: string,
): Promise<SessionPick[]> {
  const w = whereOf(f, undefined, 2);
  const rows = await sql.all(
    `SELECT ${PICK_COLUMNS} FROM ${keptSessions(w)} WHERE ${where}
      ORDER BY ${order}, s.session_id LIMIT $1`,
    [PICKS, ...w.params],
  );
  return rows.map(pickOf);
}

/**
 * Every figure of the stats view in one answer, of the sessions the table's filters `f` keep;
 * the view folds and switches without asking again.
 */
export async function libraryStats(
  sql: LibrarySql,
  f: SessionFilter = {},
): Promise<LibraryStatsData> {
  const w = whereOf(f);
  // One statement at a time: a DuckDB connection runs one, and a pool gains little on these.
  return {
    totals: await totals(sql, w),
    spend: await spend(sql, w),
    tools: await tools(sql, w),
    approvals: await approvals(sql, w),
    retries: await retries(sql, w),
    costliest: await picks(sql, f, 's.cost_usd DESC', 's.cost_usd > 0'),
    longest: await picks(sql, f, 's.duration_ms DESC', 's.duration_ms IS NOT NULL'),
  };
}

export type DrillKind = 'approval' | 'retry';

const DRILLS: Record<DrillKind, { source: string; column: string }> = {
  approval: { source: APPROVALS, column: 'decision' },
  retry: { source: RETRIED_ATTEMPTS, column: 'cause' },
};

/**
 * `limit` of the sessions behind one approval decision or retry cause from `offset`, the most
 * affected first, and how many there are in all (a page alone cannot say whether more follow);
 * of the sessions the table's filters `f` keep, as the bar is.
 */
export async function drillSessions(
  sql: LibrarySql,
  kind: DrillKind,
  value: string,
  offset = 0,
  limit = DRILL_PAGE,
  f: SessionFilter = {},
): Promise<DrillPage> {
  const { source, column } = DRILLS[kind];
  const behind = `SELECT session_id, count(*) AS n FROM (${source}) d WHERE ${column} = $1
    GROUP BY session_id`;
  const counting = whereOf(f, undefined, 2);
  const [counted] = await sql.all(
    `SELECT count(*) AS total FROM sessions s JOIN (${behind}) x ON x.session_id = s.session_id
      ${counting.sql}`,
    [value, ...counting.params],
  );
  const listing = whereOf(f, undefined, 4);
  const rows = await sql.all(
    `SELECT ${PICK_COLUMNS}, x.n FROM sessions s JOIN (${behind}) x ON x.session_id = s.session_id
      ${listing.sql} ORDER BY x.n DESC, s.session_id LIMIT $2 OFFSET $3`,
    [value, Math.min(limit, DRILL_PAGE_MAX), offset, ...listing.params],
  );
  return { total: num(counted?.total), sessions: rows.map(pickOf) };
}
