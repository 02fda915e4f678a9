import { describe, expect, it } from 'vitest';
import {
  readFixture,
  SESSION_A,
  TRACE_FILES,
  PARENT_ID,
  CHILD_ID,
} from '../../test/support/fixtures';
import type { PickedFile } from './types';
import { groupFolder, nestSessions, readHead, readTail, type SessionProbe } from './folder-scan';

const line = (type: string, payload: object, timestamp = '2026-01-01T00:00:00Z') =>
  JSON.stringify({ timestamp, type, payload });
const event = (payload: object) => line('event_msg', payload);

describe('readHead', () => {
  it('takes model and first prompt from the start of a real Trace file', () => {
    const head = readHead(readFixture(SESSION_A + TRACE_FILES[0]).slice(0, 40_000));
    expect(head.model).toBe('fake-model');
    expect(head.subagent).toBe(false);
    expect(head.title).toMatch(/^ARCTIC_TASK: run a greeting command/);
  });

  it('knows a subagent session, and skips a context summary', () => {
    const child = readHead(readFixture(SESSION_A + TRACE_FILES[2]));
    expect(child.subagent).toBe(true);
    const rotated = readHead(readFixture(SESSION_A + TRACE_FILES[1]));
    expect(rotated.title).toBe('ARCTIC_FOLLOWUP: are you still there after compaction?');
  });
});

describe('readTail', () => {
  it('reads how a session ended, as its summary says once loaded', () => {
    expect(readTail(readFixture(SESSION_A + TRACE_FILES[1])).status).toBe('done');
    expect(readTail(event({ type: 'request_end', status: 'auth' })).status).toBe('failed');
    expect(
      readTail(
        [
          event({ type: 'request_end', status: 'aborted' }),
          event({ type: 'abort', reason: null }),
        ].join('\n'),
      ).status,
    ).toBe('aborted');
    expect(
      readTail(
        [
          event({ type: 'request_end', status: 'auth' }),
          event({ type: 'abort', reason: 'llm request error: 401' }),
        ].join('\n'),
      ).status,
    ).toBe('failed');
    expect(readTail(event({ type: 'abort', reason: null })).status).toBe('aborted');
    // An abort while tools ran, after the request completed, ends the session too…
    expect(
      readTail(
        [
          event({ type: 'request_end', status: 'completed' }),
          event({ type: 'abort', reason: null }),
        ].join('\n'),
      ).status,
    ).toBe('aborted');
    // …and one before a later run does not.
    expect(
      readTail(
        [
          event({ type: 'abort', reason: null }),
          event({ type: 'request_begin' }),
          event({ type: 'request_end', status: 'completed' }),
        ].join('\n'),
      ).status,
    ).toBe('done');
    expect(readTail(event({ type: 'request_end', status: 'failed' })).status).toBe('failed');
  });

  it('reads the file as ended: an open request is cut, a pending retry failed', () => {
    expect(readTail(event({ type: 'request_begin' })).status).toBe('cut');
    expect(
      readTail(event({ type: 'request_end', status: 'timeout', retry_in_ms: 2000 })).status,
    ).toBe('failed');
  });

  it('reads a call of the last request that never got its output as cut, not done', () => {
    const call = line('model_msg', {
      type: 'tool_call',
      role: 'assistant',
      name: 'exec_command',
      arguments: '{}',
      tool_call_id: 'call_1',
    });
    const output = line('model_msg', {
      type: 'tool_call_output',
      role: 'user',
      output: 'ok',
      tool_call_id: 'call_1',
    });
    const begin = event({ type: 'request_begin' });
    const end = event({ type: 'request_end', status: 'completed' });
    expect(readTail([begin, call, end].join('\n')).status).toBe('cut');
    expect(readTail([begin, call, end, output].join('\n')).status).toBe('done');
  });

  it('ignores a line cut by the slice', () => {
    const text = 'yload":{"type":"text"}}\n' + event({ type: 'request_end', status: 'completed' });
    expect(readTail(text).status).toBe('done');
  });
});

const picked = (path: string): PickedFile => ({
  path,
  file: new File(['x'], path.split('/').pop() ?? path),
});

describe('groupFolder and nestSessions', () => {
  it('groups rotated files by session and date, newest first, and nests children', () => {
    const sessions = groupFolder([
      picked(`traces/2026-12-02/${TRACE_FILES[1]}`),
      picked(`traces/2026-12-02/${TRACE_FILES[0]}`),
      picked(`traces/2026-12-02/${TRACE_FILES[2]}`),
      picked('traces/2026-11-30/session-2026-11-30-08-00-00-00000000_001.jsonl'),
    ]);
    expect(sessions.map((s) => [s.sessionId, s.date, s.files.length])).toEqual([
      [CHILD_ID, '2026-12-02', 1],
      [PARENT_ID, '2026-12-02', 2],
      ['session-2026-11-30-08-00-00-00000000', '2026-11-30', 1],
    ]);
    expect(sessions[1]?.files.map((f) => f.file.name)).toEqual([TRACE_FILES[0], TRACE_FILES[1]]);
    const probes = new Map<string, SessionProbe>([
      [PARENT_ID, { subagent: false, status: 'done', startedAt: 100, endedAt: 300 }],
      [CHILD_ID, { subagent: true, status: 'done', startedAt: 200, endedAt: 250 }],
    ]);
    const tree = nestSessions(sessions, probes);
    expect(
      tree.map((n) => [n.session.sessionId, n.children.map((c) => c.session.sessionId)]),
    ).toEqual([
      [PARENT_ID, [CHILD_ID]],
      ['session-2026-11-30-08-00-00-00000000', []],
    ]);
  });
});
