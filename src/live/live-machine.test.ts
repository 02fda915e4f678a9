import { describe, expect, it } from 'vitest';
import type { HistorySnapshot } from '../ingest/live-merge';
import type { SseItem } from '../ingest/types';
import type { AnyEnvelope } from '../protocol/types';
import { createTraceBuilder } from '../../test/support/trace-builder';
import {
  initialLiveState,
  step,
  type LiveEffect,
  type LiveEvent,
  type LiveMachineState,
} from './live-machine';

const { text, makeCompactionEnd } = createTraceBuilder();

const rec = (envelope: AnyEnvelope, id: number): SseItem => ({
  kind: 'record',
  envelope,
  known: true,
  at: { eventId: `e-${id}`, index: id },
});
const RESYNC: SseItem = {
  kind: 'server',
  event: { type: 'resync_required' },
  known: true,
  at: { index: 0 },
};

const tailFile = (status: string, id: number): SseItem => ({
  kind: 'server',
  event: { type: 'tail_file', status, message: `the tailed file t.jsonl was ${status}` },
  known: false,
  at: { eventId: `e-${id}`, index: id },
});

const a = text('assistant', 'a');
const b = text('assistant', 'b');
const c = text('assistant', 'c');

/** Runs events from `state`, returning the last state and every effect in order. */
function run(state: LiveMachineState, events: LiveEvent[]) {
  const effects: LiveEffect[] = [];
  let s = state;
  for (const e of events) {
    const r = step(s, e);
    s = r.state;
    effects.push(...r.effects);
  }
  return { state: s, effects };
}

const sse = () => initialLiveState({ hasHistory: false, historyFirst: false, sourceUrl: 'u' });
const penguin = () => initialLiveState({ hasHistory: true, historyFirst: true, sourceUrl: 'u' });
const records = (...items: SseItem[]): LiveEvent => ({ type: 'records', items, at: 5 });
const history = (gen: number, messages: AnyEnvelope[]): LiveEvent => ({
  type: 'history',
  gen,
  snapshot: { messages } satisfies HistorySnapshot,
  diagnostics: [],
});
const applied = (effects: LiveEffect[]) =>
  effects.flatMap((e) =>
    e.type !== 'apply'
      ? []
      : 'replace' in e.op
        ? [`replace:${e.op.replace.length}`]
        : [`inputs:${e.op.inputs.length}`],
  );
const types = (effects: LiveEffect[]) => effects.map((e) => e.type);

describe('live machine', () => {
  it('a stalled link is kept as stalled, never as open', () => {
    const s = step(initialLiveState({ hasHistory: false, historyFirst: false, sourceUrl: 'u' }), {
      type: 'stalled',
      reason: { code: 'event-too-large', limit: 10 },
    }).state;
    expect(s.link).toEqual({ state: 'stalled', reason: { code: 'event-too-large', limit: 10 } });
  });

  it('opens the transport once on connect', () => {
    const { effects } = run(sse(), [{ type: 'connect' }, { type: 'connect' }]);
    expect(types(effects)).toEqual(['open-transport']);
  });

  it('applies records of a plain stream at once, logs them and marks ready on the first', () => {
    const { state, effects } = run(sse(), [
      { type: 'connect' },
      { type: 'open' },
      records(rec(a, 1), rec(b, 2)),
    ]);
    expect(types(effects)).toEqual(['open-transport', 'log-add', 'apply', 'ready']);
    expect(applied(effects)).toEqual(['inputs:2']);
    expect(state.ready).toBe(true);
  });

  it('passes comments (heartbeats) on in their place, for the log; they alone show nothing', () => {
    const beat: SseItem = { kind: 'comment', text: 'heartbeat' };
    const open = run(sse(), [{ type: 'connect' }, { type: 'open' }, records(beat)]);
    expect(applied(open.effects)).toEqual(['inputs:1']);
    expect(open.state.ready).toBe(false);
    const next = run(open.state, [records(rec(a, 1), beat, rec(b, 2))]);
    const apply = next.effects.find((e) => e.type === 'apply');
    expect(apply?.type === 'apply' && 'inputs' in apply.op && apply.op.inputs).toEqual([
      expect.objectContaining({ kind: 'record' }),
      { kind: 'comment', text: 'heartbeat', receivedAt: 5 },
      expect.objectContaining({ kind: 'record' }),
    ]);
    expect(next.state.ready).toBe(true);
    // A paused reader is told of held events, not of heartbeats.
    const paused = run(next.state, [{ type: 'pause' }, records(beat, rec(c, 3), beat)]);
    expect(paused.state.heldCount).toBe(1);
  });

  it('a PenguinHarness session buffers until the first history, fetched once the stream opens', () => {
    const { state, effects } = run(penguin(), [
      { type: 'connect' },
      records(rec(b, 2)),
      { type: 'open' },
      records(rec(c, 3)),
    ]);
    expect(types(effects)).toEqual(['open-transport', 'fetch-history']);
    expect(state.syncing?.length).toBe(1);
    const done = run(state, [history(1, [a, b])]);
    // History a, b; then c from the buffer (b was dropped by the open before the fetch).
    expect(applied(done.effects)).toEqual(['replace:3']);
    expect(done.effects.find((e) => e.type === 'log-reset')).toMatchObject({
      records: [a, b, c],
    });
    expect(done.state.syncing).toBeNull();
    expect(done.state.ready).toBe(true);
  });

  it('resync_required refetches history; stream items meanwhile follow it, less the overlap', () => {
    const start = run(sse(), [{ type: 'connect' }, { type: 'open' }, records(rec(a, 1))]).state;
    const s = { ...start, hasHistory: true };
    const r = run(s, [records(RESYNC, rec(b, 2)), records(rec(c, 3))]);
    expect(types(r.effects)).toEqual(['fetch-history']);
    const done = run(r.state, [history(1, [a, b])]);
    expect(applied(done.effects)).toEqual(['replace:3']);
  });

  it('a resync_required arriving while history is fetched supersedes that fetch', () => {
    const start = run(penguin(), [{ type: 'connect' }, { type: 'open' }]).state;
    expect(start.syncGen).toBe(1);
    // The first fetch is in flight; the server asks again (its buffer moved on).
    const r = run(start, [records(rec(a, 1)), records(RESYNC, rec(c, 3))]);
    expect(types(r.effects)).toEqual(['fetch-history']);
    expect(r.state.syncGen).toBe(2);
    // The stale answer is ignored: applying it would drop `c` and everything after.
    const stale = run(r.state, [history(1, [a])]);
    expect(stale.effects).toEqual([]);
    expect(stale.state.syncing?.length).toBe(1);
    const fresh = run(stale.state, [history(2, [a, b])]);
    expect(applied(fresh.effects)).toEqual(['replace:3']);
    expect(fresh.state.ready).toBe(true);
  });

  it('a compaction_end refetches history: it holds records the stream never carries', () => {
    const start = run(penguin(), [{ type: 'connect' }, { type: 'open' }, history(1, [a])]).state;
    const end = makeCompactionEnd();
    const r = run(start, [records(rec(b, 2), rec(end, 3), rec(c, 4))]);
    // The compaction's end is drawn at once; what follows waits for the history.
    expect(types(r.effects)).toEqual(['log-add', 'apply', 'fetch-history']);
    expect(applied(r.effects)).toEqual(['inputs:2']);
    expect(r.state.syncing?.length).toBe(1);
    const summary = text('user', '[context_summary]s[/context_summary]');
    const done = run(r.state, [history(2, [a, b, end, summary])]);
    expect(applied(done.effects)).toEqual(['replace:5']);
  });

  it('a compaction_end held while a history is fetched fetches again once it is applied', () => {
    const start = run(penguin(), [{ type: 'connect' }, { type: 'open' }]).state;
    const end = makeCompactionEnd();
    const held = run(start, [records(rec(b, 2), rec(end, 3), rec(c, 4))]);
    expect(types(held.effects)).toEqual([]);
    // The answer was taken before the compaction ended: it holds none of its records.
    const r = run(held.state, [history(1, [a])]);
    expect(types(r.effects)).toEqual(['log-reset', 'apply', 'fetch-history', 'ready']);
    expect(r.state.syncGen).toBe(2);
  });

  it('a compaction_end without a history endpoint is only drawn', () => {
    const start = run(sse(), [{ type: 'connect' }, { type: 'open' }]).state;
    const r = run(start, [records(rec(makeCompactionEnd(), 1))]);
    expect(types(r.effects)).toEqual(['log-add', 'apply', 'ready']);
  });

  it('without history a resync is reported and the stream goes on', () => {
    const start = run(sse(), [{ type: 'connect' }, { type: 'open' }]).state;
    const r = run(start, [records(rec(a, 1), RESYNC, rec(b, 2))]);
    expect(types(r.effects)).toEqual([
      'log-add',
      'apply',
      'diagnostics',
      'log-add',
      'apply',
      'ready',
    ]);
    expect(r.state.syncing).toBeNull();
  });

  it('a failed history fetch is reported and what arrived meanwhile is applied', () => {
    const start = run(penguin(), [{ type: 'connect' }, { type: 'open' }, records(rec(a, 1))]);
    const r = run(start.state, [{ type: 'history-failed', gen: 1, reason: 'HTTP 500', file: 'm' }]);
    expect(types(r.effects)).toEqual(['diagnostics', 'log-add', 'apply', 'ready']);
    expect(r.effects[0]).toMatchObject({
      diagnostics: [{ reason: 'history unavailable: HTTP 500' }],
    });
  });

  it('pause holds store steps and counts them; resume applies them in order', () => {
    const open = run(sse(), [{ type: 'connect' }, { type: 'open' }]).state;
    const paused = run(open, [
      { type: 'pause' },
      records(rec(a, 1)),
      records(rec(b, 2), rec(c, 3)),
    ]);
    expect(types(paused.effects)).toEqual(['pause-transport', 'log-add', 'ready', 'log-add']);
    expect(paused.state.heldCount).toBe(3);
    const resumed = run(paused.state, [{ type: 'resume' }]);
    expect(applied(resumed.effects)).toEqual(['inputs:1', 'inputs:2']);
    expect(types(resumed.effects).at(-1)).toBe('resume-transport');
    expect(resumed.state.heldCount).toBe(0);
  });

  it('a history that lands while paused replaces what was held', () => {
    const open = run(penguin(), [{ type: 'connect' }, { type: 'open' }, { type: 'pause' }]);
    const r = run(open.state, [records(rec(a, 1)), history(1, [a])]);
    expect(r.state.held).toHaveLength(1);
    expect(r.state.heldCount).toBe(1);
    expect(applied(run(r.state, [{ type: 'resume' }]).effects)).toEqual(['replace:1']);
  });

  it('drops reconnect and retry into states; close is final', () => {
    const open = run(sse(), [{ type: 'connect' }, { type: 'open' }]).state;
    const waiting = run(open, [
      { type: 'error', reason: { code: 'server-ended' }, retryAt: 99 },
    ]).state;
    expect(waiting.link).toEqual({
      state: 'waiting',
      reason: { code: 'server-ended' },
      retryAt: 99,
    });
    expect(types(run(waiting, [{ type: 'retry-now' }]).effects)).toEqual(['reconnect-now']);
    const closed = run(waiting, [
      { type: 'close', reason: { code: 'no-body' } },
      { type: 'open' },
    ]).state;
    expect(closed.link).toEqual({ state: 'closed', reason: { code: 'no-body' } });
    expect(run(closed, [{ type: 'retry-now' }, { type: 'pause' }]).effects).toEqual([]);
  });

  it('reopens a closed stream after a sign-in, and only a closed one', () => {
    const open = run(penguin(), [{ type: 'connect' }, { type: 'open' }, history(1, [a])]).state;
    expect(run(open, [{ type: 'reopen' }]).effects).toEqual([]);
    const refused = run(open, [
      { type: 'close', reason: { code: 'http', status: 401, message: 'expired' } },
    ]).state;
    const r = run(refused, [{ type: 'reopen' }, { type: 'open' }, records(rec(b, 2))]);
    expect(types(r.effects)).toContain('restart-transport');
    expect(r.state.link.state).toBe('open');
    // Resumed from its last event: no second history, the new record applies at once.
    expect(types(r.effects)).not.toContain('fetch-history');
    expect(applied(r.effects)).toEqual(['inputs:1']);
  });

  it('disconnect resumes what was held, then closes the transport', () => {
    const paused = run(sse(), [
      { type: 'connect' },
      { type: 'open' },
      { type: 'pause' },
      records(rec(a, 1)),
    ]).state;
    const r = run(paused, [{ type: 'disconnect' }]);
    expect(types(r.effects)).toEqual(['apply', 'resume-transport', 'close-transport']);
  });

  it('a history answer after close is ignored', () => {
    const s = run(penguin(), [{ type: 'connect' }, { type: 'open' }]).state;
    const r = run(s, [{ type: 'close', reason: { code: 'disconnected' } }, history(1, [a])]);
    expect(r.effects).toEqual([]);
  });
});

describe('live machine: stream events the history already reflects', () => {
  const partial = (id: number): SseItem => ({
    kind: 'record',
    envelope: {
      timestamp: 't',
      type: 'model_msg',
      payload: { type: 'partial_text', role: 'assistant', event_type: 'delta', text: 'x' },
    },
    known: true,
    at: { eventId: `e-${id}`, index: id },
  });
  const withCursor = (gen: number, messages: AnyEnvelope[], cursor: string): LiveEvent => ({
    type: 'history',
    gen,
    snapshot: { messages, live: { cursor, fragments: [] } },
    diagnostics: [],
  });

  it('drops events at or before the cursor that arrive after the history, then goes on', () => {
    const synced = run(penguin(), [
      { type: 'connect' },
      { type: 'open' },
      records(rec(a, 1)),
      withCursor(1, [a, b], 'e-3'),
    ]).state;
    expect(synced.reflected).toBe('e-3');
    // e-2 (b) and e-3 (a delta) were in flight when the history landed.
    const r = run(synced, [records(rec(b, 2), partial(3)), records(rec(c, 4), partial(5))]);
    expect(applied(r.effects)).toEqual(['inputs:2']);
    expect(r.state.reflected).toBeNull();
  });

  it('keeps nothing to drop when the buffer already passed the cursor', () => {
    const s = run(penguin(), [
      { type: 'connect' },
      { type: 'open' },
      records(rec(a, 1), rec(b, 4)),
      withCursor(1, [a], 'e-2'),
    ]).state;
    expect(s.reflected).toBeNull();
  });
  it('with no cursor, drops what the history holds that was still in flight, once', () => {
    // A compaction's refetch answered once the task went idle: no `live`, so no cursor.
    const start = run(penguin(), [{ type: 'connect' }, { type: 'open' }, history(1, [a])]).state;
    const end = makeCompactionEnd();
    const refetch = run(start, [records(rec(end, 2))]).state;
    const synced = run(refetch, [history(2, [a, end, b, c])]);
    expect(applied(synced.effects)).toEqual(['replace:4']);
    // b's fragment and b, then c, were on their way when the history landed; d is new.
    const d = text('assistant', 'd');
    const r = run(synced.state, [
      records(partial(3), partial(4), rec(b, 5)),
      records(rec(c, 6)),
      records(partial(7), rec(d, 8), rec(c, 9)),
    ]);
    // Nothing shows twice; what follows the history is applied whole, a c sent again included.
    expect(applied(r.effects)).toEqual(['inputs:3']);
  });

  it('knows the source is gone from the deletion notice until a file is back', () => {
    const opened = run(penguin(), [{ type: 'connect' }, { type: 'open' }, history(1, [a])]).state;
    const gone = run(opened, [records(rec(b, 2), tailFile('deleted', 3))]);
    expect(gone.state.gone).toEqual({ code: 'said', text: 'the tailed file t.jsonl was deleted' });
    // The file back: a resync, then the notice, which waits for the history like any item.
    const back = run(gone.state, [records(RESYNC, tailFile('rewritten', 5))]);
    expect(back.state.syncing).toHaveLength(1);
    expect(back.state.gone).toBeNull();
  });
});
