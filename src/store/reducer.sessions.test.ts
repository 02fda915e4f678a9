import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs, server } from '../../test/support/trace-builder';
import { itemsOf, rules, run } from '../../test/support/trace';
import { applyInputs, initialTraceState, reduce } from './reducer';
import { sessionKeyOf } from './session-key';

const { call, event, meta, output, text } = createTraceBuilder();

describe('sessions', () => {
  it('groups messages by origin chain at any depth', () => {
    const t = run(
      recs([
        text('user', 'root'),
        text('user', 'a', { origin: ['A'] }),
        text('user', 'ab', { origin: ['A', 'B'] }),
        text('user', 'a2', { origin: ['A'] }),
      ]),
    );
    expect([...t.sessions.keys()]).toEqual(['', 'A', 'A/B']);
    expect(t.sessions.get('A/B')).toMatchObject({ parent: 'A', sessionId: 'B' });
    expect(t.sessions.get('A')?.children).toEqual(['A/B']);
    expect(itemsOf(t, 'A').map((i) => i.kind)).toEqual(['message', 'subagent', 'message']);
  });

  it('keeps a child whose id holds "/" apart from a grandchild', () => {
    const t = run(
      recs([
        text('user', 'in A/B', { origin: ['A/B'] }),
        text('user', 'in B under A', { origin: ['A', 'B'] }),
      ]),
    );
    const texts = (key: string) =>
      itemsOf(t, key).flatMap((i) => (i.kind === 'message' ? [i.content] : []));
    expect(texts(sessionKeyOf(['A/B']))).toEqual(['in A/B']);
    expect(texts(sessionKeyOf(['A', 'B']))).toEqual(['in B under A']);
    expect(t.sessions.get(sessionKeyOf(['A/B']))).toMatchObject({ sessionId: 'A/B', parent: '' });
  });

  it('SSE comments change nothing: the very same state; beside records they are skipped', () => {
    const t = run(recs([text('user', 'root')]));
    expect(applyInputs(t, [{ kind: 'comment', text: 'heartbeat' }])).toBe(t);
    const next = applyInputs(t, [
      { kind: 'comment', text: 'heartbeat' },
      ...recs([text('assistant', 'hi')]),
    ]);
    expect(itemsOf(next, '').map((i) => i.kind)).toEqual(['message', 'message']);
  });

  it('takes the tool list from session_meta or from tool_list_ready', () => {
    let t = run(recs([meta('s1', { tools: true })]));
    expect(t.sessions.get('')?.tools?.map((x) => x.name)).toEqual(['exec_command']);
    t = applyInputs(
      t,
      recs([event({ type: 'tool_list_ready', tools: [{ name: 'read_file', description: 'r' }] })]),
    );
    expect(t.sessions.get('')?.tools?.map((x) => x.name)).toEqual(['read_file']);
  });

  it('counts model contexts: a second session_meta is a new context', () => {
    const t = run(recs([meta('s1'), text('user', 'x'), meta('s1')]));
    expect(t.sessions.get('')).toMatchObject({ contexts: 2, sessionId: 's1' });
    expect(
      itemsOf(t)
        .filter((i) => i.kind === 'meta')
        .map((i) => (i.kind === 'meta' ? i.context : 0)),
    ).toEqual([1, 2]);
  });

  it('places a child on the spawning call still waiting for its output', () => {
    const t = run(
      recs([
        call('s', 'run_subagent', '{}'),
        meta('kid', { origin: ['kid'] }),
        output('s', 'done'),
      ]),
    );
    const tool = itemsOf(t)[0];
    expect(tool).toMatchObject({ kind: 'tool', childKey: 'kid' });
    expect(t.sessions.get('kid')?.spawnItem).toBe(tool?.id);
  });

  it('links a subagent pointer to its child session', () => {
    const t = run(
      recs([
        event({ type: 'subagent', session_id: 'kid' }),
        text('user', 'hi', { origin: ['kid'] }),
      ]),
    );
    const [pointer] = itemsOf(t);
    expect(pointer).toMatchObject({ kind: 'subagent', childKey: 'kid' });
    expect(t.sessions.get('kid')?.spawnItem).toBe(pointer?.id);
  });

  it('a pointer to a child already placed on its call is kept on the call, not drawn twice', () => {
    const pointer = event({ type: 'subagent', session_id: 'kid' });
    const t = run(
      recs([call('s', 'run_subagent', '{}'), text('user', 'p', { origin: ['kid'] }), pointer]),
    );
    expect(itemsOf(t).map((i) => i.kind)).toEqual(['tool']);
    expect(itemsOf(t)[0]).toMatchObject({ childKey: 'kid', pointer });
  });

  it('with several spawning calls waiting, a child goes to the call that carries its prompt', () => {
    const t = run(
      recs([
        call('one', 'run_subagent', '{"prompt":"read a.txt"}'),
        call('two', 'run_subagent', '{"prompt":"read b.txt"}'),
        meta('kidB', { origin: ['kidB'] }),
        text('user', 'read b.txt', { origin: ['kidB'] }),
        text('user', 'read a.txt', { origin: ['kidA'] }),
      ]),
    );
    expect(
      itemsOf(t).map((i) => (i.kind === 'tool' ? [i.toolCallId, i.childKey] : i.kind)),
    ).toEqual([
      ['one', 'kidA'],
      ['two', 'kidB'],
    ]);
  });

  it('keeps titles, task state and the session_meta fields as received', () => {
    const m = meta('s1');
    const t = run([
      ...recs([m]),
      server({ type: 'session_title', sessionId: 's1', title: 'T' }),
      server({ type: 'task_state', state: 'running' }),
    ]);
    expect(t.titles.get('s1')).toBe('T');
    expect(t.sessions.get('')?.taskState).toBe('running');
    expect(itemsOf(t)[0]).toMatchObject({ envelope: m });
  });

  it('shows unknown record types generically and keeps unknown fields and fidelity', () => {
    const odd = {
      timestamp: 't',
      type: 'event_msg',
      payload: { type: 'brand_new', x: 1 },
      extra: true,
    } as never;
    const fid = {
      timestamp: 't',
      type: 'model_msg',
      payload: {
        type: 'thinking',
        role: 'assistant',
        thinking: '',
        fidelity: { encrypted_content: 'gAAA', id: 'rs_1' },
        future: [1],
      },
    } as never;
    const t = run(recs([odd, fid]));
    expect(itemsOf(t)[0]).toMatchObject({
      kind: 'event',
      type: 'brand_new',
      known: false,
      envelope: odd,
    });
    expect(itemsOf(t)[1]).toMatchObject({ envelope: fid });
    expect(rules(t)).toEqual([]);
  });

  it('records aborts, MCP connects and goal results as rows', () => {
    const t = run(
      recs([
        event({ type: 'mcp_connect_begin', servers: ['fs'] }),
        event({
          type: 'mcp_connect_end',
          status: 'completed',
          results: [{ server: 'fs', transport: 'stdio', status: 'completed', duration_ms: 5 }],
        }),
        event({ type: 'goal_finished', outcome: 'complete', rounds: 2, tokens_used: 10 }),
        event({ type: 'abort', reason: 'user' }),
      ]),
    );
    expect(itemsOf(t).map((i) => (i.kind === 'event' ? i.type : i.kind))).toEqual([
      'mcp_connect_begin',
      'mcp_connect_end',
      'goal_finished',
      'abort',
    ]);
    expect(t.sessions.get('')).toMatchObject({ aborted: true, abortReason: 'user' });
  });

  it('never changes the state it was given, and unchanged items keep their identity', () => {
    const s1 = run(recs([text('user', 'a'), call('c', 'x', '{}')]));
    const snapshot = JSON.stringify([...s1.items]);
    const first = s1.items.get(0);
    const s2 = reduce(s1, recs([output('c', 'o')])[0]!);
    expect(JSON.stringify([...s1.items])).toBe(snapshot);
    expect(s2.items.get(0)).toBe(first);
    expect(s2.items.get(1)).not.toBe(s1.items.get(1));
    expect(applyInputs(initialTraceState(), [])).toEqual(initialTraceState());
  });
});
