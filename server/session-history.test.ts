import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSseEvents } from '../src/ingest/parse-sse';
import { SessionHistory } from './session-history';
import { DEFAULT_CAPTURE } from './testing/fault-sse-server';
import { historyUpTo } from './testing/fault-plan';

const model = (payload: object, origin?: string[]) => ({
  timestamp: '2026-12-02T10:00:00.000Z',
  type: 'model_msg',
  payload,
  ...(origin ? { origin } : {}),
});

describe('SessionHistory', () => {
  it('keeps complete records and folds open fragments into synthetic starts', () => {
    const h = new SessionHistory();
    h.apply(model({ type: 'text', role: 'user', text: 'hi', stop_reason: 'completed' }));
    h.apply(
      model({
        type: 'partial_text',
        role: 'assistant',
        event_type: 'start',
        text: '',
        stop_reason: 'completed',
      }),
    );
    h.apply(
      model({
        type: 'partial_text',
        role: 'assistant',
        event_type: 'delta',
        text: 'Hel',
        stop_reason: 'completed',
      }),
    );
    h.apply(
      model({
        type: 'partial_text',
        role: 'assistant',
        event_type: 'delta',
        text: 'lo',
        stop_reason: 'completed',
      }),
    );
    const r = h.response('e-4', true);
    expect(r.messages).toHaveLength(1);
    expect(r.live).toEqual({
      cursor: 'e-4',
      fragments: [
        model({ type: 'partial_text', role: 'assistant', event_type: 'start', text: 'Hello' }),
      ],
    });
  });

  it('keeps fragments of different calls and origins apart and closes them on stop', () => {
    const h = new SessionHistory();
    const out = (id: string, event_type: string, output: string, origin?: string[]) =>
      model(
        { type: 'partial_tool_call_output', role: 'user', event_type, output, tool_call_id: id },
        origin,
      );
    h.apply(out('a', 'start', ''));
    h.apply(out('b', 'start', 'x', ['child']));
    h.apply(out('a', 'delta', '1'));
    h.apply(out('b', 'delta', 'y', ['child']));
    expect(h.fragments().map((f) => [(f.payload as { output: string }).output, f.origin])).toEqual([
      ['1', undefined],
      ['xy', ['child']],
    ]);
    h.apply(out('a', 'stop', ''));
    expect(h.fragments()).toHaveLength(1);
    expect(h.response(null, false).live?.fragments).toHaveLength(1);
  });

  it('leaves live out when idle with nothing open', () => {
    expect(new SessionHistory().response('e-1', false)).toEqual({ messages: [] });
  });

  it('numbers main-session records per Trace file when asked to', () => {
    const h = new SessionHistory(true);
    const meta = { timestamp: 't', type: 'session_meta', payload: {} };
    h.record(meta);
    h.apply(model({ type: 'text', role: 'user', text: 'a' }));
    h.apply(model({ type: 'text', role: 'user', text: 'c' }, ['child']));
    h.record(meta);
    const r = h.response(null, false).messages;
    expect(r.map((m) => m.tracePosition)).toEqual([
      { fileIndex: 1, ordinal: 0 },
      { fileIndex: 1, ordinal: 1 },
      undefined,
      { fileIndex: 2, ordinal: 0 },
    ]);
  });

  it.each([
    ['while-running', 17],
    ['while-subagent-streams', 106],
  ])('matches the real server live fragments (messages-%s.json)', (name, upTo) => {
    const events = readSseEvents(readFileSync(DEFAULT_CAPTURE, 'utf8'));
    const fixture = JSON.parse(
      readFileSync(DEFAULT_CAPTURE.replace('stream.sse', `messages-${name}.json`), 'utf8'),
    );
    expect(historyUpTo(events, upTo).live).toEqual(fixture.live);
  });

  it('holds the compaction summary once streamed, as the real server does (messages-final.json)', () => {
    const events = readSseEvents(readFileSync(DEFAULT_CAPTURE, 'utf8'));
    const final = JSON.parse(
      readFileSync(DEFAULT_CAPTURE.replace('stream.sse', 'messages-final.json'), 'utf8'),
    ) as { messages: { payload: { type: string; text?: string } }[] };
    const summaryOf = (messages: readonly { payload?: unknown }[]) =>
      messages
        .map((m) => m.payload as { type: string; text?: string })
        .filter((p) => p.type === 'text' && p.text?.startsWith('[summary]The user'))
        .map((p) => p.text);
    const expected = summaryOf(final.messages);
    expect(expected).toHaveLength(1);
    const after = events.findIndex((e) => e.data.includes('"compaction_end"'));
    expect(summaryOf(historyUpTo(events, after).messages)).toEqual(expected);
    expect(summaryOf(historyUpTo(events, after - 3).messages)).toEqual([]);
  });
});
