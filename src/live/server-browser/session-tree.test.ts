import { describe, expect, it } from 'vitest';
import type { ServerSession } from '../../net/penguin-api';
import { parentCandidates, sessionRows, upsertSession } from './session-tree';

const s = (id: string, createdAt: string, extra: Partial<ServerSession> = {}): ServerSession => ({
  sessionId: id,
  projectId: 'p',
  agentId: 'a',
  createdAt,
  ...extra,
});

const child = (id: string, at: string, ws = 'w1') =>
  s(id, at, { source: 'subagent', workspace: ws });

describe('sessionRows', () => {
  const list = [
    child('c2', '05'),
    s('p2', '04', { workspace: 'w1' }),
    child('c1', '03'),
    s('p1', '02', { workspace: 'w1' }),
  ];

  it('nests a child under the parent whose Trace names it, newest first otherwise', () => {
    const rows = sessionRows(list, new Map([['p1', ['c1']]]));
    expect(rows.map((r) => `${r.session.sessionId}:${r.depth}`)).toEqual([
      'c2:0',
      'p2:0',
      'p1:0',
      'c1:1',
    ]);
  });

  it('nests grandchildren and ignores pointers to sessions not loaded', () => {
    const rows = sessionRows(
      list,
      new Map([
        ['p1', ['c1', 'gone']],
        ['c1', ['c2']],
      ]),
    );
    expect(rows.map((r) => `${r.session.sessionId}:${r.depth}`)).toEqual([
      'p2:0',
      'p1:0',
      'c1:1',
      'c2:2',
    ]);
  });

  it('keeps every session once even when pointers form a cycle', () => {
    const rows = sessionRows(
      list,
      new Map([
        ['c1', ['c2']],
        ['c2', ['c1']],
      ]),
    );
    expect(rows.map((r) => r.session.sessionId).sort()).toEqual(['c1', 'c2', 'p1', 'p2']);
  });
});

describe('upsertSession', () => {
  it('replaces a known session in place and inserts a new one by creation time', () => {
    const list = [s('b', '02'), s('a', '01')];
    expect(upsertSession(list, s('a', '01', { status: 'running' }))[1]?.status).toBe('running');
    expect(upsertSession(list, s('c', '03')).map((x) => x.sessionId)).toEqual(['c', 'b', 'a']);
    expect(upsertSession(list, s('z', '00')).map((x) => x.sessionId)).toEqual(['b', 'a', 'z']);
  });
});

describe('parentCandidates', () => {
  it('offers earlier sessions of the same workspace, nearest first', () => {
    const list = [s('late', '09', { workspace: 'w1' }), s('other', '02', { workspace: 'w2' })];
    list.push(s('near', '04', { workspace: 'w1' }), s('far', '01', { workspace: 'w1' }));
    const c = child('c', '05');
    expect(parentCandidates([...list, c], c).map((x) => x.sessionId)).toEqual(['near', 'far']);
  });

  it('leaves out a session idle since before the child started: it wrote no pointer then', () => {
    const list = [s('done', '03', { workspace: 'w1', lastActiveAt: '04' })];
    list.push(s('on', '02', { workspace: 'w1', lastActiveAt: '06' }));
    const c = child('c', '05');
    expect(parentCandidates([...list, c], c).map((x) => x.sessionId)).toEqual(['on']);
  });
});
