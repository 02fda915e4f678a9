// The status the library shows is the stored one but for a session still being written: its
// files end mid-request or with a call waiting (`cut`) and its family was written within the
// last RUNNING_WITHIN_MS, so it reads `running`. Decided at query time from the stored last
// write, so the row turns `cut` once the window passes, with no run of the index.
import type { LibrarySql } from '../library-sql';

/**
 * How recent a family's last write must be for a cut session to be running: longer than a
 * model request or a tool usually runs without a record, shorter than anyone waits on a crash.
 */
export const RUNNING_WITHIN_MS = 15 * 60_000;

/** The earliest last write (ms since the epoch) that still reads running at `now`. */
export const runningSince = (now: number) => now - RUNNING_WITHIN_MS;

/** The shown status of the sessions row `alias`, `since` being the bound runningSince. */
export const statusNowSql = (alias: string, since: string) =>
  `CASE WHEN ${alias}.status = 'cut' AND ${alias}.last_write_ms >= ${since} THEN 'running' ELSE ${alias}.status END`;

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
