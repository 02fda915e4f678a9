// The reference capture (fixtures/penguin-session-a) must validate with no error: its
// documented quirks (PROTOCOL.md §12) are at most warnings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../src/ingest/parse-jsonl';
import { sessionFigures } from '../src/store/derive/session-figures';
import type { TraceInput } from '../src/store/model';
import { applyInputs, initialTraceState } from '../src/store/reducer';
import {
  CHILD,
  CHILD_1,
  FIXTURES,
  PARENT,
  PARENT_1,
  PARENT_2,
  STREAM,
  runCli,
  validateJson,
} from '../test/support/cli-harness';

const ok = { errors: 0, warnings: 0, ok: true, diagnostics: [], violations: [] };

describe('validate on the reference data', () => {
  it('the three Trace files together: one parent with its child, origin stamped', async () => {
    const r = await validateJson(PARENT_1, PARENT_2, CHILD_1);
    expect(r).toMatchObject({ ...ok, code: 0, records: 83 });
    expect(r.sessions).toHaveLength(2);
    const [parent, child] = r.sessions;
    expect(parent).toMatchObject({
      id: PARENT,
      parent: null,
      files: [PARENT_1, PARENT_2],
      records: 65,
      toolCalls: { total: 5, allowed: 4, denied: 1, forbidden: 0, withoutOutput: 0 },
      requests: {
        total: 10,
        completed: 7,
        failed: 1,
        timeout: 1,
        malformed: 1,
        auth: 0,
        aborted: 0,
      },
      retries: 3,
      compactions: 1,
      aborts: 0,
      tokens: { total: 45703, output: 263, cache_read: 19625, cache_write: 25815 },
    });
    expect(child).toMatchObject({
      id: CHILD,
      parent: PARENT,
      source: 'subagent',
      files: [CHILD_1],
      records: 18,
      toolCalls: { total: 1, allowed: 1, denied: 0, forbidden: 0, withoutOutput: 0 },
      requests: {
        total: 3,
        completed: 2,
        failed: 0,
        timeout: 1,
        malformed: 0,
        auth: 0,
        aborted: 0,
      },
      retries: 1,
      compactions: 0,
      aborts: 0,
      tokens: { total: 10177 },
    });
  });

  it('counts records by type and payload type', async () => {
    const r = await validateJson(PARENT_1, PARENT_2, CHILD_1);
    expect(r.counts).toMatchObject({
      session_meta: 3,
      'model_msg:tool_call': 6,
      'model_msg:tool_call_output': 6,
      'event_msg:approval_decision': 6,
      'event_msg:subagent': 1,
      'event_msg:compaction_begin': 1,
      'event_msg:compaction_end': 1,
    });
    expect(r.counts['event_msg:request_end']).toBe(13);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(83);
    expect(Object.keys(r.counts).some((k) => k.includes('partial_'))).toBe(false);
  });

  it('the order on the command line does not matter: rotated files by index, child after parent', async () => {
    const r = await validateJson(CHILD_1, PARENT_2, PARENT_1);
    expect(r).toMatchObject({ ...ok, records: 83 });
    expect(r.sessions.map((s) => [s.id, s.parent, s.files])).toEqual([
      [PARENT, null, [PARENT_1, PARENT_2]],
      [CHILD, PARENT, [CHILD_1]],
    ]);
  });

  it('the child file alone is a session of its own, a subagent whose parent is not given', async () => {
    const r = await validateJson(CHILD_1);
    expect(r).toMatchObject({ ...ok, code: 0, records: 18 });
    expect(r.sessions).toEqual([
      expect.objectContaining({ id: CHILD, parent: null, source: 'subagent', retries: 1 }),
    ]);
    const human = await runCli(['validate', CHILD_1]);
    expect(human.stdout).toContain(`${CHILD} (subagent; its parent was not given)`);
  });

  it('_002 alone (after compaction, starts with session_meta) is fine', async () => {
    const r = await validateJson(PARENT_2);
    expect(r).toMatchObject({ ...ok, code: 0, records: 9 });
    expect(r.sessions).toEqual([expect.objectContaining({ id: PARENT, parent: null })]);
  });

  it('_002 alone: tokens of the requests read, as the app counts them, and the whole session apart', async () => {
    const { records } = parseJsonl(PARENT_2, readFileSync(PARENT_2, 'utf8'));
    const app = applyInputs(initialTraceState(), [
      ...records.map((r): TraceInput => ({ kind: 'record', envelope: r.envelope, at: r.at })),
      { kind: 'end' },
    ]);
    const r = await validateJson(PARENT_2);
    const [session] = r.sessions;
    expect(session?.tokens?.total).toBe(sessionFigures(app, '')?.tokens);
    expect(session?.tokens).toEqual({
      total: 6244,
      output: 17,
      cache_read: 3113,
      cache_write: 3114,
    });
    expect(session?.tokensInLastUsage).toMatchObject({ total: 45703 });
    const human = await runCli(['validate', PARENT_2]);
    expect(human.stdout).toContain(
      '  tokens       6244 total in the requests read (17 output, 3113 cache read, 3114 cache write)\n' +
        '               45703 in the whole session by its last token_usage\n',
    );
    const zh = await runCli(['validate', '--lang', 'zh', PARENT_2]);
    expect(zh.stdout).toContain('按最后一条 token_usage，整个 Session 共 45703');
  });

  it('all files given: the requests read are the whole session, no second figure', async () => {
    const r = await validateJson(PARENT_1, PARENT_2, CHILD_1);
    expect(r.sessions.map((s) => [s.tokens?.total, 'tokensInLastUsage' in s])).toEqual([
      [45703, false],
      [10177, false],
    ]);
  });

  it('_001 alone is fine: its subagent pointer names a child that is not there', async () => {
    const r = await validateJson(PARENT_1);
    expect(r).toMatchObject({ ...ok, code: 0, records: 56 });
  });

  it('stream.sse: one warning, the compaction summary with no complete text; server events fine', async () => {
    const r = await validateJson(STREAM);
    expect(r).toMatchObject({ code: 0, ok: true, errors: 0, warnings: 1, diagnostics: [] });
    expect(r.violations).toEqual([
      expect.objectContaining({
        rule: 'fragment-without-complete',
        severity: 'warning',
        file: STREAM,
        eventId: '85c3bf63-218',
        session: PARENT,
      }),
    ]);
    expect(r.counts).toMatchObject({
      'server_event:task_state': 7,
      'server_event:approval_request': 6,
      'server_event:session_title': 4,
      'server_event:session_created': 1,
    });
    const [main, child] = r.sessions;
    expect(main).toMatchObject({ id: PARENT, toolCalls: { total: 5, denied: 1 }, retries: 3 });
    expect(child).toMatchObject({ id: CHILD, parent: PARENT, requests: { timeout: 1 } });
  });

  it('the whole folder (Trace files, stream, /messages responses) validates', async () => {
    const { readdirSync } = await import('node:fs');
    const all = readdirSync(FIXTURES).map((f) => FIXTURES + f);
    const r = await validateJson(...all);
    expect(r).toMatchObject({ code: 0, ok: true, errors: 0, warnings: 1 });
    const human = await runCli(['validate', ...all]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/0 errors, 1 warning\nok\n$/);
  });

  it('human output: the warning with its place, a block per session, the verdict', async () => {
    const { code, stdout, stderr } = await runCli([
      'validate',
      PARENT_1,
      PARENT_2,
      CHILD_1,
      STREAM,
    ]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain(`${STREAM}#85c3bf63-218: warning: fragment-without-complete (§4): `);
    expect(stdout).toContain(`${CHILD} (child of ${PARENT})`);
    expect(stdout).toContain('  requests     10 (7 completed, 1 failed, 1 timeout, 1 malformed)');
    expect(stdout).toContain(
      '  tool calls   5 (4 allowed, 1 denied, 0 forbidden, 0 failed, 0 without output)',
    );
    expect(stdout.endsWith('300 records in 4 files\n0 errors, 1 warning\nok\n')).toBe(true);
    expect(stdout).not.toContain('\x1b[');
  });
});
