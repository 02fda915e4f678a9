import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PRICES, priceFor } from '../../src/cost/prices';
import { breakdownOf, costOf } from '../../src/cost/usage-cost';
import { writeFileSync } from 'node:fs';
import { fileText, tempRoot, tracesFolder } from '../../test/support/library-tree';
import { createTraceBuilder, tokens } from '../../test/support/trace-builder';
import { STATS_SESSIONS, statsSessionId, writeStatsTree } from '../../test/support/stats-tree';
import { indexPaths } from './indexer';
import { duckdbSql } from './library-sql';
import { openDb, type OpenDb } from './open-db';
import { drillSessions, libraryStats } from './stats-query';

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

async function indexedStatsTree() {
  const root = tempRoot();
  writeStatsTree(root);
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  await indexPaths(o.db, [root]);
  return duckdbSql(o.db);
}

const idOf = (tag: string) => {
  const s = STATS_SESSIONS.find((x) => x.tag === tag);
  if (!s) throw new Error(tag);
  return statsSessionId(s);
};

/** What the session view's price table makes of each generated session's one request. */
const expectedCost = STATS_SESSIONS.reduce((sum, s) => {
  const price = priceFor(BUILT_IN_PRICES, s.model);
  return price ? sum + costOf(breakdownOf(tokens(...s.usage)), price) : sum;
}, 0);

describe('library stats', () => {
  it('totals the sessions at the session view prices', async () => {
    const stats = await libraryStats(await indexedStatsTree());
    expect(expectedCost).toBeGreaterThan(0);
    expect(stats.totals).toEqual({
      sessions: 5,
      total_tokens: 9600,
      cost_usd: expect.closeTo(expectedCost, 12),
      tool_calls: 6,
      retries: 3,
      unpriced: 0,
    });
    expect(stats.spend.model.map((r) => [r.day, r.key, r.sessions])).toEqual([
      ['2026-03-02', 'claude-sonnet-4-5', 1],
      ['2026-03-02', 'gpt-4o', 1],
      ['2026-03-04', 'claude-sonnet-4-5', 1],
      ['2026-03-10', 'gpt-4o', 1],
      ['2026-03-11', 'claude-sonnet-4-5', 1],
    ]);
    expect(stats.spend.project.map((r) => [r.day, r.key, r.sessions])).toEqual([
      ['2026-03-02', 'acme', 2],
      ['2026-03-04', 'zeta', 1],
      ['2026-03-10', 'zeta', 1],
      ['2026-03-11', 'acme', 1],
    ]);
    for (const rows of Object.values(stats.spend)) {
      const spent = rows.reduce((s, r) => s + r.cost_usd, 0);
      expect(spent).toBeCloseTo(stats.totals.cost_usd, 12);
    }
  });

  it('counts tool calls, refusals and failures, with p50 and p95 durations per tool', async () => {
    const stats = await libraryStats(await indexedStatsTree());
    expect(stats.tools).toEqual([
      { name: 'exec_command', calls: 4, failures: 3, sessions: 3, p50_ms: 2500, p95_ms: 3850 },
      { name: 'read_file', calls: 2, failures: 0, sessions: 2, p50_ms: 200, p95_ms: 290 },
    ]);
    expect(stats.tools.reduce((s, t) => s + t.calls, 0)).toBe(stats.totals.tool_calls);
  });

  it('counts approvals by decision and retries by the cause the reducer retried', async () => {
    const stats = await libraryStats(await indexedStatsTree());
    expect(stats.approvals).toEqual([
      { decision: 'allow', calls: 1, sessions: 1 },
      { decision: 'deny', calls: 1, sessions: 1 },
      { decision: 'forbidden', calls: 1, sessions: 1 },
    ]);
    expect(stats.retries).toEqual([
      { cause: 'timeout', retries: 2, sessions: 2 },
      { cause: 'malformed', retries: 1, sessions: 1 },
    ]);
    expect(stats.retries.reduce((s, r) => s + r.retries, 0)).toBe(stats.totals.retries);
  });

  it("counts a retry as the session does: a compaction's request after a timeout is none", async () => {
    const root = tempRoot();
    const b = createTraceBuilder({ start: '2026-03-02T10:00:00.000Z', step: 100 });
    const id = 'session-2026-03-02-10-00-00-0000c0c0';
    const lines = [
      b.makeMeta({ session_id: id, model_id: 'gpt-4o' }),
      b.text('user', 'Go on'),
      b.begin(),
      b.end('timeout'),
      // The engine compacts instead of retrying: the summary's request keeps the turn's number.
      b.makeCompactionBegin(),
      b.begin(),
      b.text('assistant', '[summary]s[/summary]'),
      b.end('completed'),
      b.makeCompactionEnd(),
      b.begin(),
      b.end('timeout'),
      b.begin(),
      b.end('completed'),
    ];
    const dir = tracesFolder(root, 'acme', 'coder', '2026-03-02');
    writeFileSync(join(dir, `${id}_001.jsonl`), fileText(lines.map((l) => JSON.stringify(l))));
    const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
    opened.push(o);
    await indexPaths(o.db, [root]);
    const stats = await libraryStats(duckdbSql(o.db));
    expect(stats.totals.retries).toBe(1);
    expect(stats.retries).toEqual([{ cause: 'timeout', retries: 1, sessions: 1 }]);
    expect((await drillSessions(duckdbSql(o.db), 'retry', 'timeout')).total).toBe(1);
  });

  it('lists the most expensive and the longest sessions', async () => {
    const stats = await libraryStats(await indexedStatsTree());
    const costs = stats.costliest.map((p) => p.cost_usd);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(stats.costliest).toHaveLength(5);
    expect(stats.longest.map((p) => [p.session_id, p.duration_ms])).toEqual([
      [idOf('0000a003'), 600_000],
      [idOf('0000a001'), 60_000],
      [idOf('0000a004'), 30_000],
      [idOf('0000a002'), 5_000],
      [idOf('0000a005'), 1_000],
    ]);
  });

  it('opens the sessions behind an approval decision or a retry cause', async () => {
    const sql = await indexedStatsTree();
    const denied = await drillSessions(sql, 'approval', 'deny');
    expect(denied.sessions.map((p) => p.session_id)).toEqual([idOf('0000a001')]);
    const timeouts = await drillSessions(sql, 'retry', 'timeout');
    expect(timeouts.total).toBe(2);
    expect(timeouts.sessions.map((p) => [p.session_id, p.count])).toEqual([
      [idOf('0000a001'), 1],
      [idOf('0000a003'), 1],
    ]);
    expect(await drillSessions(sql, 'retry', 'auth')).toEqual({ total: 0, sessions: [] });
  });

  it('pages the sessions behind a bar, and says how many there are in all', async () => {
    const sql = await indexedStatsTree();
    const first = await drillSessions(sql, 'retry', 'timeout', 0, 1);
    const next = await drillSessions(sql, 'retry', 'timeout', 1, 1);
    expect(first.total).toBe(2);
    expect(next.total).toBe(2);
    expect([...first.sessions, ...next.sessions].map((p) => p.session_id)).toEqual([
      idOf('0000a001'),
      idOf('0000a003'),
    ]);
    expect(await drillSessions(sql, 'retry', 'timeout', 2, 1)).toEqual({ total: 2, sessions: [] });
  });

  it("keeps to the sessions the table's filters keep", async () => {
    const sql = await indexedStatsTree();
    const acme = await libraryStats(sql, { project: 'acme' });
    expect(acme.totals).toMatchObject({
      sessions: 3,
      total_tokens: 4100,
      tool_calls: 4,
      retries: 1,
    });
    expect(acme.spend.project.map((r) => r.key)).toEqual(['acme', 'acme']);
    expect(acme.tools.map((t) => [t.name, t.calls, t.failures, t.sessions])).toEqual([
      ['exec_command', 3, 2, 2],
      ['read_file', 1, 0, 1],
    ]);
    expect(acme.approvals.map((a) => [a.decision, a.calls])).toEqual([
      ['allow', 1],
      ['deny', 1],
    ]);
    expect(acme.retries).toEqual([{ cause: 'timeout', retries: 1, sessions: 1 }]);
    expect(acme.costliest.map((p) => p.project)).toEqual(['acme', 'acme', 'acme']);
    expect(acme.longest.map((p) => p.session_id)).toEqual([
      idOf('0000a001'),
      idOf('0000a002'),
      idOf('0000a005'),
    ]);
    const zeta = await drillSessions(sql, 'retry', 'timeout', 0, 50, { project: 'zeta' });
    expect(zeta).toMatchObject({ total: 1, sessions: [{ session_id: idOf('0000a003') }] });
    // A filter on the tool and the days, as the table takes them.
    const reads = await libraryStats(sql, { tool: 'read_file', to: '2026-03-03' });
    expect(reads.totals.sessions).toBe(1);
  });

  it('answers on an empty index', async () => {
    const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
    opened.push(o);
    await indexPaths(o.db, [tempRoot()]);
    const stats = await libraryStats(duckdbSql(o.db));
    expect(stats.totals).toMatchObject({ sessions: 0, cost_usd: 0 });
    expect(stats.spend).toEqual({ model: [], agent: [], project: [] });
    expect(stats.tools).toEqual([]);
  });
});
