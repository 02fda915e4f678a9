// The status the library shows is the stored one but for a session still being written: its
// files end mid-request or with a call waiting (`cut`) and its family was written within the
// last RUNNING_WITHIN_MS, so it reads `running`. Decided at query time from the stored last
// write, so the row turns `cut` once the window passes, with no run of the index. A session
// whose call waits for a person's approval reads `running` however long the person takes.
import type { LibrarySql } from '../library-sql';

/**
 * How recent a family's last write must be for a cut session to be running: longer than a
 * model request or a tool usually runs without a record, shorter than anyone waits on a crash.
 */
export const RUNNING_WITHIN_MS = 15 * 60_000;

/** The earliest last write (ms since the epoch) that still reads running at `now`. */
export const runningSince = (now: number) => now - RUNNING_WITHIN_MS;

/**
 * Whether the sessions row `alias` waits for a person: one of its tool calls has neither an
 * approval decision nor any output (rows.ts writes both from the session view's tool items). The
 * producer writes every call's `approval_decision` before its output (PROTOCOL.md §9), a veto by
 * policy included, so such a call is the one a person has been asked about. Every session above
 * it waits too, up to the top-level one: a subagent's call waiting holds up the call that runs
 * the subagent, and so on up the chain of parents.
 */
const waitsForApprovalSql = (alias: string) =>
  // Not correlated: the sessions that wait are found once per query, not once per row. UNION,
  // not UNION ALL: a session reached twice is walked up once.
  `${alias}.session_id IN (
     WITH RECURSIVE waiting (session_id) AS (
       SELECT w.session_id FROM tool_calls w WHERE w.decision IS NULL AND w.status = 'none'
       UNION SELECT p.parent_session_id FROM sessions p
         JOIN waiting c ON p.session_id = c.session_id WHERE p.parent_session_id IS NOT NULL)
     SELECT session_id FROM waiting)`;

/** Whether the sessions row `alias` is a `cut` session waiting for a person (the row's hint). */
export const awaitingApprovalSql = (alias: string) =>
  `(${alias}.status = 'cut' AND ${waitsForApprovalSql(alias)})`;

/** The shown status of the sessions row `alias`, `since` being the bound runningSince. */
export const statusNowSql = (alias: string, since: string) =>
  `CASE WHEN ${alias}.status = 'cut' AND (${alias}.last_write_ms >= ${since} OR ${waitsForApprovalSql(alias)}) THEN 'running' ELSE ${alias}.status END`;

/** When the next session that reads running at `now` turns cut, if one does. */
export async function runningEndsAt(sql: LibrarySql, now: number): Promise<number | undefined> {
  const row = await sql.all(
    `SELECT min(last_write_ms) AS t FROM sessions WHERE status = 'cut' AND last_write_ms >= $1`,
    [runningSince(now)],
  );
  const t = row[0]?.t;
  return t === null || t === undefined ? undefined : Number(t) + RUNNING_WITHIN_MS;
}

/**
 * Tells a served library when a running session's window has passed, so its generation moves and
 * an open page fetches the row again, cut. `look` after every change of the index.
 */
export function runningWindows(sql: LibrarySql) {
  let endsAt: number | undefined;
  const look = async () => {
    endsAt = await runningEndsAt(sql, Date.now()).catch(() => undefined);
  };
  return {
    look,
    /** True once, when the earliest window has passed (the next is then looked for). */
    passed(): boolean {
      if (endsAt === undefined || Date.now() < endsAt) return false;
      endsAt = undefined;
      void look();
      return true;
    },
  };
}
