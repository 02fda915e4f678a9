import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { itemsOf, rules, run } from '../../test/support/trace';
import type { MessageItem, ToolItem } from './model';
import { applyInputs } from './reducer';

const { begin, call, end, event, fragmentsOf, model, output, text, thinking } =
  createTraceBuilder();

describe('fragments', () => {
  it('grows a message with each delta and replaces it in place with the complete one', () => {
    const complete = text('assistant', 'Hello world');
    const [start, d1, d2, stop] = fragmentsOf(complete, [6]);
    let t = run(recs([begin(), start!, d1!]));
    const [, growing] = itemsOf(t) as [unknown, MessageItem];
    expect(growing).toMatchObject({ kind: 'message', content: 'Hello ', status: 'streaming' });
    t = applyInputs(t, recs([d2!, stop!]));
    expect(t.items.get(growing.id)).toMatchObject({ content: 'Hello world', status: 'stopped' });
    t = applyInputs(t, recs([complete]));
    const items = itemsOf(t);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      id: growing.id,
      content: 'Hello world',
      status: 'complete',
      envelope: complete,
    });
    expect(rules(t)).toEqual([]);
  });

  it('a user text echoed while the assistant streams does not end the assistant text', () => {
    const [start, d] = fragmentsOf(text('assistant', 'still going'), [5]);
    const t = run(recs([start!, d!, text('user', '[user_steering]faster[/user_steering]')]));
    expect((itemsOf(t) as MessageItem[]).map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'streaming'],
      ['user', 'complete'],
    ]);
  });

  it('appends a complete message that had no fragments', () => {
    const t = run(recs([text('user', 'hi'), thinking('hmm')]));
    expect(itemsOf(t).map((i) => (i as MessageItem).content)).toEqual(['hi', 'hmm']);
  });

  it('reports a complete message whose pieces do not add up to it', () => {
    const [start, d] = fragmentsOf(text('assistant', 'abc'), []);
    const t = run(recs([start!, d!, text('assistant', 'abX')]));
    expect(rules(t)).toEqual(['fragment-mismatch']);
    expect((itemsOf(t)[0] as MessageItem).content).toBe('abX');
  });

  it('keeps a delta with no start, reporting it', () => {
    const [, d] = fragmentsOf(text('assistant', 'lost start'));
    const t = run(recs([d!]));
    expect(rules(t)).toEqual(['fragment-without-start']);
    expect(itemsOf(t)[0]).toMatchObject({ content: 'lost start', status: 'streaming' });
  });

  it('closes the compaction summary that never gets a complete text as cut off', () => {
    const summary = text('assistant', '[summary]short[/summary]');
    const t = run(
      recs([
        event({
          type: 'compaction_begin',
          reason: 'manual',
          mode: 'summarize',
          context: 10,
          turns: 1,
        }),
        ...fragmentsOf(summary, [9]),
        event({
          type: 'compaction_end',
          reason: 'manual',
          mode: 'summarize',
          status: 'completed',
          attempt: 1,
        }),
      ]),
    );
    const msgs = itemsOf(t).filter((i) => i.kind === 'message');
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({
      content: '[summary]short[/summary]',
      status: 'cut',
      cutReason: 'compaction-ended',
    });
    expect([...t.violations].map((v) => [v.rule, v.severity])).toEqual([
      ['fragment-without-complete', 'warning'],
    ]);
    expect(t.compactions.get(0)?.summaryItem).toBe(msgs[0]?.id);
  });

  it('cuts a fragment open when the user aborts, without losing its text', () => {
    const [start, d] = fragmentsOf(text('assistant', 'half a sentence'), [4]);
    const t = run(recs([begin(), start!, d!, event({ type: 'abort', reason: null })]));
    expect(itemsOf(t)[1]).toMatchObject({ content: 'half', status: 'cut', cutReason: 'aborted' });
  });

  it("an abort cuts its own session's fragments, not a session whose id begins like it", () => {
    // Session ids are the trace's strings: "a" and "a\nb" are two sessions.
    const [start, d] = fragmentsOf(text('assistant', 'other session', { origin: ['a\nb'] }), [5]);
    const t = run(recs([start!, d!, event({ type: 'abort', reason: null }, { origin: ['a'] })]));
    expect(itemsOf(t, 'a\nb')).toMatchObject([{ content: 'other', status: 'streaming' }]);
  });

  it('reads the part of a fragment whose session id holds a newline', () => {
    const origin = { origin: ['x\nout'] };
    const [start, d] = fragmentsOf(call('T', 'exec', '{"a":1}', origin), [3]);
    const t = run([...recs([start!, d!]), { kind: 'end' }]);
    expect(itemsOf(t, 'x\nout')).toMatchObject([{ callStatus: 'cut', outputStatus: 'none' }]);
  });

  it('closes the old fragment when a new start comes for the same key', () => {
    const [s1, d1] = fragmentsOf(text('assistant', 'first'), []);
    const second = text('assistant', 'second');
    const t = run(recs([s1!, d1!, ...fragmentsOf(second, [2]), second]));
    const msgs = itemsOf(t) as MessageItem[];
    expect(msgs.map((m) => [m.content, m.status])).toEqual([
      ['first', 'cut'],
      ['second', 'complete'],
    ]);
    expect(rules(t)).toEqual(['fragment-unterminated']);
  });

  it('keys tool fragments by tool_call_id so interleaved outputs stay apart', () => {
    const a = output('A', 'aaaa');
    const b = output('B', 'bbbb');
    const [sa, da1, da2, ea] = fragmentsOf(a, [2]);
    const [sb, db1, eb] = fragmentsOf(b, []);
    const t = run(
      recs([
        call('A', 'x', '{}'),
        call('B', 'y', '{}'),
        sa!,
        sb!,
        da1!,
        db1!,
        da2!,
        eb!,
        b,
        ea!,
        a,
      ]),
    );
    const tools = itemsOf(t) as ToolItem[];
    expect(tools.map((x) => [x.toolCallId, x.outputText, x.outputStatus])).toEqual([
      ['A', 'aaaa', 'complete'],
      ['B', 'bbbb', 'complete'],
    ]);
    expect(rules(t)).toEqual([]);
  });

  it('streams tool-call arguments into the call item and keeps the name from start', () => {
    const c = call('C', 'exec_command', '{"cmd":"ls"}');
    const [s, d1, d2] = fragmentsOf(c, [5]);
    const t = run(recs([s!, d1!, d2!]));
    expect(itemsOf(t)[0]).toMatchObject({
      name: 'exec_command',
      args: '{"cmd":"ls"}',
      callStatus: 'streaming',
    });
  });

  it('a request_end closes the LLM fragments but not running tool outputs', () => {
    const [ts] = fragmentsOf(text('assistant', 'x'));
    const [os, od] = fragmentsOf(output('T', 'out'));
    const t = run(
      recs([begin(), call('T', 'x', '{}'), os!, od!, ts!, end('timeout', { attempt: 1 })]),
    );
    const items = itemsOf(t);
    expect(items.find((i) => i.kind === 'message')).toMatchObject({
      status: 'cut',
      cutReason: 'request-ended',
    });
    expect(items.find((i) => i.kind === 'tool')).toMatchObject({ outputStatus: 'streaming' });
  });

  it('images of a tool output fragment arrive whole', () => {
    const t = run(
      recs([
        call('I', 'read_image', '{}'),
        model({
          type: 'partial_tool_call_output',
          event_type: 'start',
          output: '',
          tool_call_id: 'I',
        }),
        model({
          type: 'partial_tool_call_output',
          event_type: 'delta',
          output: 'ok',
          images: ['data:image/png;base64,AA'],
          tool_call_id: 'I',
        }),
      ]),
    );
    expect(itemsOf(t)[0]).toMatchObject({ outputImages: ['data:image/png;base64,AA'] });
  });
});
