// The diff of a request's context to the previous request's, on the reference session.
import { describe, expect, it } from 'vitest';
import { referenceStream, referenceTraces } from '../../test/support/reference-trace';
import { createTraceBuilder, rec } from '../../test/support/trace-builder';
import { run } from '../../test/support/trace';
import type { SessionKey, TraceState } from '../store/model';
import { diffAt } from './context-diff';

const requestsOf = (t: TraceState, key: SessionKey) => [...(t.sessions.get(key)?.requests ?? [])];
const { begin, end, event, meta, output, call, text } = createTraceBuilder();

describe('diffAt on the reference session', () => {
  const t = referenceTraces();
  const main = requestsOf(t, '');

  it('the first request diffs against nothing: all it has is new', () => {
    const d = diffAt(t, main[0]!)!;
    expect(d.kind).toBe('first');
    expect(d.added.map((m) => m.kind)).toEqual(['text']);
    expect(d.removed).toEqual([]);
  });

  it("after a tool call the diff adds exactly its output; the model's own reply is history", () => {
    const d = diffAt(t, main[1]!)!;
    expect(d.kind).toBe('grown');
    expect(d.added.map((m) => [m.kind, m.preview])).toEqual([
      ['tool_call_output', 'hello-arctic\nnotes.txt\n'],
    ]);
    expect(d.reply.map((m) => m.kind)).toEqual(['thinking', 'text', 'tool_call']);
    expect(d.unchanged).toHaveLength(1);
    expect(d.removed).toEqual([]);
  });

  it('a retry after a failed attempt sends the same context', () => {
    const d = diffAt(t, main[3]!)!;
    expect([d.added.length, d.removed.length, d.reply.length, d.unchanged.length]).toEqual([
      0, 0, 0, 8,
    ]);
  });

  it('a compaction replaces the context with its summary', () => {
    const d = diffAt(t, main.at(-1)!)!;
    expect(d.kind).toBe('replaced');
    expect(d.compactionId).toBe(0);
    expect(d.removed).toHaveLength(19);
    expect(d.added.map((m) => m.preview.slice(0, 17))).toEqual([
      '[context_summary]',
      'ARCTIC_FOLLOWUP: ',
    ]);
  });

  it('the same on the live stream, where the summary is the compaction span’s own', () => {
    const s = referenceStream();
    const d = diffAt(s, requestsOf(s, '').at(-1)!)!;
    expect(d.kind).toBe('replaced');
    expect(d.added.map((m) => m.kind)).toEqual(['summary', 'text']);
  });
});

describe('diffAt on the tool list', () => {
  it('a tool_list_ready between two requests shows as a changed tool list, the first as none', () => {
    const tools = (names: string[], desc = 'x') =>
      event({ type: 'tool_list_ready', tools: names.map((name) => ({ name, description: desc })) });
    const t = run([
      rec(meta('s')),
      rec(tools(['read_file', 'exec_command'])),
      rec(text('user', 'go')),
      rec(begin()),
      rec(call('c1', 'exec_command', '{}')),
      rec(end('completed')),
      rec(output('c1', 'ok')),
      rec(tools(['read_file', 'exec_command', 'describe_image'])),
      rec(begin()),
      rec(end('completed')),
      rec(tools(['read_file'], 'y')),
      rec(begin()),
    ]);
    const [first, second, third] = requestsOf(t, '');
    expect(diffAt(t, first!)!.tools).toBeUndefined();
    expect(diffAt(t, second!)!.tools).toEqual({
      added: ['describe_image'],
      removed: [],
      changed: [],
    });
    expect(diffAt(t, third!)!.tools).toEqual({
      added: [],
      removed: ['exec_command', 'describe_image'],
      changed: ['read_file'],
    });
    expect(diffAt(t, third!)!.added).toEqual([]);
  });
});
