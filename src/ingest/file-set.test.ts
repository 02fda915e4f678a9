import { describe, expect, it } from 'vitest';
import { groupSessions, parseTraceFileName, planLoad, withOrigin } from './file-set';
import type { FileMeta, SessionGroup } from './types';
import type { SessionMeta } from '../protocol/types';
import { parseJsonl } from './parse-jsonl';
import {
  CHILD_ID,
  PARENT_ID,
  SESSION_A,
  TRACE_FILES,
  readFixture,
} from '../../test/support/fixtures';

const A = 'session-2026-01-01-00-00-00-aaaaaaaa';
const B = 'session-2026-01-01-00-00-05-bbbbbbbb';
const C = 'session-2026-01-01-00-00-09-cccccccc';
const X = 'session-2025-06-01-00-00-00-dddddddd';

let nextIndex = 0;
function meta(
  name: string,
  opts: { id?: string; source?: 'subagent'; points?: string[] } = {},
): FileMeta {
  const file: FileMeta = { fileIndex: nextIndex++, name, size: 1, subagentIds: opts.points ?? [] };
  if (opts.id !== undefined || opts.source !== undefined) {
    const sm: SessionMeta = {
      session_id: opts.id ?? '',
      provider: 'p',
      model_id: 'm',
      model_context_window: 1,
      system_prompt: '',
      agent_state: '',
      workspace: '',
    };
    if (opts.source) sm.source = opts.source;
    file.sessionMeta = sm;
  }
  return file;
}

type Shape = { id: string; files: string[]; children: Shape[] };
const shape = (groups: SessionGroup[]): Shape[] =>
  groups.map((g) => ({
    id: g.sessionId,
    files: g.files.map((f) => f.name),
    children: shape(g.children),
  }));

describe('parseTraceFileName', () => {
  it('reads the session id and index', () => {
    expect(parseTraceFileName(`${A}_012.jsonl`)).toEqual({ sessionId: A, index: 12 });
    expect(parseTraceFileName(`${A}_12.jsonl`)).toBeNull();
    expect(parseTraceFileName('trace.jsonl')).toBeNull();
  });
});

describe('groupSessions', () => {
  it('orders rotated files by index and attaches a pointed child', () => {
    const files = [
      meta(`${B}_001.jsonl`, { source: 'subagent' }),
      meta(`${A}_002.jsonl`),
      meta(`${A}_001.jsonl`, { points: [B] }),
    ];
    expect(shape(groupSessions(files))).toEqual([
      {
        id: A,
        files: [`${A}_001.jsonl`, `${A}_002.jsonl`],
        children: [{ id: B, files: [`${B}_001.jsonl`], children: [] }],
      },
    ]);
  });

  it('keeps unrelated sessions apart, user sessions before parentless subagents', () => {
    const files = [
      meta(`${C}_001.jsonl`, { source: 'subagent' }),
      meta(`${B}_001.jsonl`),
      meta(`${X}_001.jsonl`),
    ];
    expect(shape(groupSessions(files)).map((g) => g.id)).toEqual([X, B, C]);
  });

  it('nests grandchildren and falls back to session_meta for odd names', () => {
    const files = [
      meta('parent.jsonl', { id: A, points: [B] }),
      meta('child.jsonl', { id: B, source: 'subagent', points: [C] }),
      meta(`${C}_001.jsonl`, { source: 'subagent' }),
    ];
    expect(shape(groupSessions(files))).toEqual([
      {
        id: A,
        files: ['parent.jsonl'],
        children: [
          {
            id: B,
            files: ['child.jsonl'],
            children: [{ id: C, files: [`${C}_001.jsonl`], children: [] }],
          },
        ],
      },
    ]);
  });

  it('survives pointer cycles and self pointers', () => {
    const files = [
      meta(`${A}_001.jsonl`, { points: [A, B] }),
      meta(`${B}_001.jsonl`, { points: [A] }),
    ];
    expect(shape(groupSessions(files))).toEqual([
      {
        id: A,
        files: [`${A}_001.jsonl`],
        children: [{ id: B, files: [`${B}_001.jsonl`], children: [] }],
      },
    ]);
  });

  it('uses the file name when nothing else identifies the session', () => {
    expect(groupSessions([meta('notes.jsonl')])[0]?.sessionId).toBe('notes.jsonl');
  });
});

describe('planLoad', () => {
  it('lists parent files, then children with their origin chain', () => {
    const files = [
      meta(`${C}_001.jsonl`, { source: 'subagent' }),
      meta(`${A}_001.jsonl`, { points: [B] }),
      meta(`${B}_001.jsonl`, { source: 'subagent', points: [C] }),
      meta(`${A}_002.jsonl`),
    ];
    const plan = planLoad(groupSessions(files)).map((p) => [
      p.file.name,
      p.origin,
      p.rootSessionId,
    ]);
    expect(plan).toEqual([
      [`${A}_001.jsonl`, [], A],
      [`${A}_002.jsonl`, [], A],
      [`${B}_001.jsonl`, [B], A],
      [`${C}_001.jsonl`, [B, C], A],
    ]);
  });
});

describe('withOrigin', () => {
  const [, record] = parseJsonl('c', readFixture(SESSION_A + TRACE_FILES[2])).records;

  it('makes a new envelope sharing payload and fidelity, as the server does for /messages', () => {
    const env = record!.envelope;
    const stamped = withOrigin(env, [CHILD_ID]);
    expect(stamped).not.toBe(env);
    expect(stamped.payload).toBe(env.payload);
    expect(env.origin).toBeUndefined();
    const fromServer = (
      JSON.parse(readFixture(`${SESSION_A}messages-final.json`)) as {
        messages: { timestamp: string; origin?: string[] }[];
      }
    ).messages.find((m) => m.origin && m.timestamp === env.timestamp);
    expect(stamped).toEqual(fromServer);
  });

  it('leaves a top-level record as it is and prepends to an existing chain', () => {
    const env = record!.envelope;
    expect(withOrigin(env, [])).toBe(env);
    expect(withOrigin({ ...env, origin: ['B'] }, ['A']).origin).toEqual(['A', 'B']);
  });

  it('the fixture trio groups as parent with one child', () => {
    const metas = TRACE_FILES.map((name, fileIndex) => {
      const records = parseJsonl(name, readFixture(SESSION_A + name)).records;
      const first = records[0]!.envelope;
      const m: FileMeta = {
        fileIndex,
        name,
        size: 0,
        subagentIds: records.flatMap((r) =>
          r.envelope.payload.type === 'subagent' ? [String(r.envelope.payload.session_id)] : [],
        ),
      };
      if (first.type === 'session_meta') m.sessionMeta = first.payload;
      return m;
    });
    expect(planLoad(groupSessions(metas)).map((p) => [p.file.fileIndex, p.origin])).toEqual([
      [0, []],
      [1, []],
      [2, [CHILD_ID]],
    ]);
    expect(groupSessions(metas)[0]?.sessionId).toBe(PARENT_ID);
  });
});
