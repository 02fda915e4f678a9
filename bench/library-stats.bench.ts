// The library's stats answer (every figure of the Stats tab) on an index of many sessions. The
// rows are made in the database itself, shaped like the indexer's (requests, tool calls with
// durations, decisions, retries), so the figure is the queries', not the Trace files' reading.
// Baseline: one scan of the sessions table that sums every figure the totals show.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { duckdbSql } from '../server/library/library-sql';
import { openDb } from '../server/library/open-db';
import { ensureSchema } from '../server/library/schema';
import { libraryStats } from '../server/library/stats-query';
import { fmt, log, row } from './measure';

export interface LibraryStatsFigures {
  /** The key: the whole stats answer (median of 5). */
  statsMs: number;
  sessions: number;
  requests: number;
  toolCalls: number;
  baselineMs: number;
  where: string;
}

const REQUESTS_PER_SESSION = 30;
const TOOLS_PER_SESSION = 20;

async function median(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

/** An index of `sessions` made-up sessions with their requests and tool calls. */
export async function fillStatsIndex(db: DuckDBConnection, sessions: number): Promise<void> {
  await ensureSchema(db);
  await db.run(`INSERT INTO sessions SELECT
      'session-' || i, 'session-' || i, NULL, 'project-' || (i % 7), 'agent-' || (i % 5),
      CASE WHEN i % 3 = 0 THEN 'gpt-4o' ELSE 'claude-sonnet-4-5' END, 'Task ' || i,
      'done', strftime(TIMESTAMP '2026-01-01' + INTERVAL (i % 365) DAY, '%Y-%m-%dT%H:%M:%S.000Z'),
      NULL, (i * 7919) % 3600000, 50, ${REQUESTS_PER_SESSION}, 0, i % 4,
      ${TOOLS_PER_SESSION}, i % 3, 0, 0, 0, 1000, 2000, 300, 400, 3700, 0.02 + (i % 100) / 1000,
      NULL, 0, NULL
    FROM range(${sessions}) t(i)`);
  await db.run(`INSERT INTO requests SELECT
      'session-' || s, r, CASE WHEN r < s % 4 THEN 0 ELSE r - s % 4 END, NULL, NULL, 1000,
      CASE WHEN r < s % 4 THEN 'timeout' ELSE 'completed' END, 1, NULL, false,
      100, 100, 10, 20, 230, CASE WHEN r > 0 AND r <= s % 4 THEN 'timeout' END
    FROM range(${sessions}) a(s), range(${REQUESTS_PER_SESSION}) b(r)`);
  await db.run(`INSERT INTO tool_calls SELECT
      'session-' || s, c, 'call_' || c, 'tool_' || (c % 12),
      CASE WHEN (s + c) % 17 = 0 THEN 'failed' ELSE 'completed' END, NULL, NULL,
      ((s * 31 + c * 17) % 5000), CASE WHEN c % 9 = 0 THEN 'allow' WHEN c % 23 = 0 THEN 'deny'
      ELSE NULL END, false, NULL, NULL
    FROM range(${sessions}) a(s), range(${TOOLS_PER_SESSION}) b(c)`);
}

export async function benchLibraryStats(sessions = 10_000): Promise<LibraryStatsFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-bench-stats-'));
  const open = await openDb(join(dir, 'library.duckdb'), 'write');
  try {
    const db = open.db;
    await fillStatsIndex(db, sessions);
    const sql = duckdbSql(db);
    log(
      `\nLibrary stats: ${fmt(sessions, 0)} sessions, ${fmt(sessions * REQUESTS_PER_SESSION, 0)} requests, ${fmt(sessions * TOOLS_PER_SESSION, 0)} tool calls`,
    );
    await libraryStats(sql);
    const statsMs = await median(() => libraryStats(sql));
    const baselineMs = await median(() =>
      sql.all(`SELECT count(*), sum(total_tokens), sum(cost_usd), sum(tool_calls), sum(retries)
        FROM sessions`),
    );
    row('stats answer (every figure)', `${fmt(statsMs)} ms`, `${fmt(baselineMs)} ms`);
    return {
      statsMs,
      sessions,
      requests: sessions * REQUESTS_PER_SESSION,
      toolCalls: sessions * TOOLS_PER_SESSION,
      baselineMs,
      where: 'node: libraryStats on an embedded DuckDB index (median of 5)',
    };
  } finally {
    open.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
