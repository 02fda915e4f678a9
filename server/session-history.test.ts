import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSseEvents } from '../src/ingest/parse-sse';
import { SessionHistory } from './session-history';
import { DEFAULT_CAPTURE } from './testing/fault-sse-server';
import { historyUpTo } from './testing/fault-plan';
import { RecordedHistory, contentOf } from './testing/recorded-history';

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

  const events = readSseEvents(readFileSync(DEFAULT_CAPTURE, 'utf8'));
  const recordedAnswer = (name: string) =>
    JSON.parse(
      readFileSync(DEFAULT_CAPTURE.replace('stream.sse', `messages-${name}.json`), 'utf8'),
    ) as { messages: Record<string, unknown>[]; live?: unknown };
  const recorded = new RecordedHistory(events, recordedAnswer('final').messages);

  it.each([
    ['while-running', 17],
    ['while-subagent-streams', 106],
    ['final', events.length],
  ])('answers as the real server did (messages-%s.json)', (name, upTo) => {
    const answer = recordedAnswer(name);
    const history = historyUpTo(events, upTo, recorded);
    expect(history.messages).toEqual(answer.messages);
    expect(history.live).toEqual(answer.live);
  });

  it('holds the Trace-only records of a compaction from its end on (PROTOCOL.md §12)', () => {
    const end = events.findIndex((e) => e.data.includes('"compaction_end"')) + 1;
    const texts = (upTo: number) =>
      historyUpTo(events, upTo, recorded).messages.flatMap((m) => {
        const p = m.payload as { type?: string; text?: string } | undefined;
        return p?.type === 'text' && p.text ? [p.text.slice(0, 17)] : [];
      });
    expect(texts(end)).toContain('[context_summary]');
    expect(texts(end)).toContain('[summary]The user');
    expect(texts(end - 1)).not.toContain('[context_summary]');
    // While the summary still streams, the history holds none of it as a complete text.
    expect(texts(end - 4)).not.toContain('[summary]The user');
    // No record the stream has yet to send: the client would draw it twice.
    for (let upTo = 1; upTo <= events.length; upTo++) {
      const held = new Set(historyUpTo(events, upTo, recorded).messages.map(contentOf));
      const ahead = events
        .slice(upTo)
        .filter((e) => e.event === undefined)
        .map((e) => contentOf(JSON.parse(e.data) as Record<string, unknown>));
      expect(ahead.filter((c) => held.has(c))).toEqual([]);
    }
  });
});
