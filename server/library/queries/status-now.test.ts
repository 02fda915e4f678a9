// A session still being written reads running in the library, in both engines, and cut off
// once its family has not been written for RUNNING_WITHIN_MS, with no run of the index.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexBothEngines, type LibraryEngines } from '../../../test/support/library-engines';
import { fileText, linesOf, tempRoot, tracesFolder } from '../../../test/support/library-tree';
import { createTraceBuilder } from '../../../test/support/trace-builder';
import type { LibrarySql } from '../library-sql';
import { facetsQuery } from './facets-query';
import { sessionsQuery, sessionsRequestOf } from './sessions-query';
import { RUNNING_WITHIN_MS, runningEndsAt, runningWindows } from './status-now';

const WRITING = 'session-2026-01-02-03-04-05-0000c001';
const STOPPED = 'session-2026-01-02-03-04-05-0000c002';
const DONE = 'session-2026-01-02-03-04-05-0000c003';
const ASKING = 'session-2026-01-02-03-04-05-0000c004';
const MINUTE = 60_000;

/**
 * Two sessions whose files end mid-request, one written 5 minutes ago, one an hour ago; one done;
 * one an hour ago whose last request ended on a call a person is asked to approve.
 */
function tree(now: number): string {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const write = (id: string, ended: boolean, ago: number, asks = false) => {
    const b = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z', step: 100 });
    const lines = linesOf([
      b.makeMeta({ session_id: id, model_id: 'claude-sonnet-4-5' }),
      b.text('user', 'Fix the build'),
      b.begin(),
      ...(ended ? [b.text('assistant', 'Done.'), b.end('completed')] : []),
      // A call allowed and answered, then one waiting for its decision as the request ends.
      ...(asks
        ? [
            b.call('call_1', 'read_file', '{}'),
            b.decide('call_1', 'allow'),
            b.output('call_1', 'ok'),
            b.call('call_2', 'exec_command', '{"cmd":"make"}'),
            b.end('completed'),
          ]
        : []),
    ]);
    const path = join(dir, `${id}_001.jsonl`);
    writeFileSync(path, fileText(lines));
    const at = (now - ago) / 1000;
    utimesSync(path, at, at);
  };
  write(WRITING, false, 5 * MINUTE);
  write(STOPPED, false, 60 * MINUTE);
  write(DONE, true, 1 * MINUTE);
  write(ASKING, false, 60 * MINUTE, true);
  return root;
}

const statuses = async (sql: LibrarySql) => {
  const page = await sessionsQuery(sql, sessionsRequestOf(new URLSearchParams('sort=status')));
  return Object.fromEntries(page.rows.map((r) => [String(r.session_id), r.status]));
};
/** The rows whose status cell says they wait for approval. */
const asking = async (sql: LibrarySql) =>
  (await sessionsQuery(sql, sessionsRequestOf(new URLSearchParams()))).rows
    .filter((r) => r.awaiting_approval === true)
    .map((r) => String(r.session_id));
const facet = async (sql: LibrarySql) =>
  (await facetsQuery(sql, {})).status.map((v) => `${v.value}:${v.sessions}`).sort();
const filtered = async (sql: LibrarySql, status: string) =>
  (await sessionsQuery(sql, sessionsRequestOf(new URLSearchParams({ status })))).rows.map((r) =>
    String(r.session_id),
  );

describe('a session still being written', () => {
  let engines: LibraryEngines | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await engines?.close();
    engines = undefined;
  });

  it('reads running while its files were written within the window, then cut off, in both engines', async () => {
    const now = Date.now();
    engines = await indexBothEngines(tree(now));
    for (const sql of [engines.duckdb, engines.postgres]) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      expect(await statuses(sql)).toEqual({
        [WRITING]: 'running',
        [STOPPED]: 'cut',
        [DONE]: 'done',
        [ASKING]: 'running',
      });
      expect(await facet(sql)).toEqual(['cut:1', 'done:1', 'running:2']);
      expect((await filtered(sql, 'running')).sort()).toEqual([WRITING, ASKING].sort());
      expect(await filtered(sql, 'cut')).toEqual([STOPPED]);
      expect(await runningEndsAt(sql, now)).toBeCloseTo(now - 5 * MINUTE + RUNNING_WITHIN_MS, -3);
      const windows = runningWindows(sql);
      await windows.look();
      expect(windows.passed()).toBe(false);

      // Nothing is written for longer than the window: cut off, with no run of the index; the
      // served library's generation moves once, so an open page fetches the row again.
      vi.setSystemTime(now + RUNNING_WITHIN_MS);
      expect(windows.passed()).toBe(true);
      expect(windows.passed()).toBe(false);
      // A call waiting for a person's decision is no cut: it waits, however long.
      expect(await statuses(sql)).toEqual({
        [WRITING]: 'cut',
        [STOPPED]: 'cut',
        [DONE]: 'done',
        [ASKING]: 'running',
      });
      expect(await facet(sql)).toEqual(['cut:2', 'done:1', 'running:1']);
      expect(await filtered(sql, 'running')).toEqual([ASKING]);
      expect(await asking(sql)).toEqual([ASKING]);
      expect(await runningEndsAt(sql, now + RUNNING_WITHIN_MS)).toBeUndefined();
      vi.useRealTimers();
    }
  });

  it('waits for approval all the way up: a grandchild asking holds up its parent subagent and the root', async () => {
    engines = await indexBothEngines(chainTree(Date.now()));
    for (const sql of [engines.duckdb, engines.postgres]) {
      expect(await statuses(sql)).toEqual({
        [CHAIN_ROOT]: 'running',
        [CHAIN_MID]: 'running',
        [CHAIN_LEAF]: 'running',
      });
      expect((await asking(sql)).sort()).toEqual([CHAIN_ROOT, CHAIN_MID, CHAIN_LEAF].sort());
      expect((await filtered(sql, 'running')).sort()).toEqual(
        [CHAIN_ROOT, CHAIN_MID, CHAIN_LEAF].sort(),
      );
    }
  });
});

const CHAIN_ROOT = 'session-2026-01-02-03-04-05-0000d001';
const CHAIN_MID = 'session-2026-01-02-03-04-06-0000d002';
const CHAIN_LEAF = 'session-2026-01-02-03-04-07-0000d003';

/**
 * A root whose allowed call runs a subagent, whose allowed call runs another, whose last call
 * waits for a person's decision; all written an hour ago, past the running window.
 */
function chainTree(now: number): string {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const b = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z', step: 100 });
  const session = (id: string, child: string | undefined) => {
    const lines = linesOf([
      b.makeMeta({
        session_id: id,
        model_id: 'claude-sonnet-4-5',
        ...(id === CHAIN_ROOT ? {} : { source: 'subagent' }),
      }),
      b.text('user', 'Fix the build'),
      b.begin(),
      ...(child
        ? [
            b.call('run_1', 'spawn_agent', '{}'),
            b.decide('run_1', 'allow'),
            b.makeSubagent({ session_id: child }),
          ]
        : [b.call('call_1', 'exec_command', '{"cmd":"make"}'), b.end('completed')]),
    ]);
    const path = join(dir, `${id}_001.jsonl`);
    writeFileSync(path, fileText(lines));
    const at = (now - 60 * MINUTE) / 1000;
    utimesSync(path, at, at);
  };
  session(CHAIN_ROOT, CHAIN_MID);
  session(CHAIN_MID, CHAIN_LEAF);
  session(CHAIN_LEAF, undefined);
  return root;
}
