import { describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '../protocol/types';
import type { TraceInput, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { readFixture, SESSION_A } from '../../test/support/fixtures';
import { itemsOf } from '../../test/support/trace';
import { contentKey, mergeHistory, stableJson, type LiveItem } from './live-merge';
import { parseSse } from './parse-sse';
import { readHistory } from '../net/penguin-client';

const stream = parseSse('stream.sse', readFixture(`${SESSION_A}stream.sse`)).items.filter(
  (i): i is LiveItem => i.kind !== 'comment',
);
const history = (name: string) =>
  readHistory(JSON.parse(readFixture(`${SESSION_A}${name}`)), name).snapshot;

const toInput = (i: LiveItem): TraceInput =>
  i.kind === 'record'
    ? { kind: 'record', envelope: i.envelope }
    : { kind: 'server', event: i.event };

/** The conversation as a reader sees it: every item but the metas, with its content. */
function conversation(t: TraceState): string[] {
  const out: string[] = [];
  for (const item of [...t.sessions.keys()].flatMap((key) => itemsOf(t, key))) {
    if (item.kind === 'meta') continue;
    const body =
      item.kind === 'message'
        ? `${item.type}:${item.status}:${item.content}`
        : item.kind === 'tool'
          ? `tool:${item.toolCallId}:${item.args}:${item.outputText}:${item.decision ?? ''}`
          : item.kind === 'event'
            ? `event:${item.type}`
            : 'subagent';
    out.push(`${item.session}|${body}`);
  }
  return out;
}

function merged(name: string, upTo: number): TraceState {
  const { history: h, buffered } = mergeHistory(history(name), stream.slice(0, upTo));
  return applyInputs(initialTraceState(), [
    ...h.map((envelope): TraceInput => ({ kind: 'record', envelope })),
    ...buffered.map(toInput),
  ]);
}

/** What a client connected from the start saw, plus the Trace-only records history adds. */
function direct(upTo: number): string[] {
  return conversation(applyInputs(initialTraceState(), stream.slice(0, upTo).map(toInput)));
}

const ofSession = (rows: string[]) => rows.filter((r) => !r.includes('event:request_'));

describe('mergeHistory on the real capture', () => {
  it('joins a running task’s history, open fragment and buffer with nothing twice', () => {
    const upTo = stream.findIndex((i) => i.at.eventId === '85c3bf63-40');
    const got = conversation(merged('messages-while-running.json', upTo));
    expect(ofSession(got)).toEqual(ofSession(direct(upTo)));
    expect(new Set(got).size).toBe(got.length);
    expect(got.some((r) => r.includes('tool:'))).toBe(true);
  });

  it('keeps a child’s open fragment (origin) and the parent’s while the subagent streams', () => {
    const upTo = stream.findIndex((i) => i.at.eventId === '85c3bf63-130');
    const got = conversation(merged('messages-while-subagent-streams.json', upTo));
    expect(ofSession(got)).toEqual(ofSession(direct(upTo)));
  });

  it('drops a whole buffer the final history already holds', () => {
    const { buffered } = mergeHistory(history('messages-final.json'), stream);
    expect(buffered.filter((i) => i.kind === 'record')).toEqual([]);
    expect(buffered.length).toBe(stream.filter((i) => i.kind === 'server').length);
  });

  it('drops buffered partials up to the cursor and keeps the later ones', () => {
    const snap = history('messages-while-running.json');
    const { buffered } = mergeHistory(snap, stream.slice(0, 40));
    const ids = buffered.flatMap((i) =>
      i.kind === 'record' ? [Number(i.at.eventId?.split('-')[1])] : [],
    );
    expect(ids.every((n) => n > 17)).toBe(true);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('contentKey', () => {
  const env = (payload: object, extra: object = {}): AnyEnvelope =>
    ({ timestamp: 't', type: 'model_msg', payload, ...extra }) as AnyEnvelope;

  it('ignores key order and server annotations, not content or origin', () => {
    const a = env({ type: 'text', role: 'user', text: 'hi' });
    expect(contentKey(a)).toBe(
      contentKey(
        env({ text: 'hi', role: 'user', type: 'text' }, { tracePosition: { ordinal: 1 } }),
      ),
    );
    expect(contentKey(a)).not.toBe(contentKey(env({ type: 'text', role: 'user', text: 'hi!' })));
    expect(contentKey(a)).not.toBe(
      contentKey(env({ type: 'text', role: 'user', text: 'hi' }, { origin: ['c'] })),
    );
  });

  it('counts: a record really sent twice after the history stays once', () => {
    const a = env({ type: 'text', role: 'user', text: 'hi' });
    const item = (e: AnyEnvelope): LiveItem => ({
      kind: 'record',
      envelope: e,
      known: true,
      at: { index: 0 },
    });
    const { buffered } = mergeHistory({ messages: [a] }, [item(a), item(a)]);
    expect(buffered).toHaveLength(1);
  });

  it('stableJson sorts nested keys', () => {
    expect(stableJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});
