// The context of each request, on the reference session read from its Trace files and its stream.
import { describe, expect, it } from 'vitest';
import { CHILD_ID } from '../../test/support/fixtures';
import {
  referenceStream,
  referenceStreamInputs,
  referenceTraces,
} from '../../test/support/reference-trace';
import type { Item, SessionKey, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { contextAt } from './context-at';
import { diffAt } from './context-diff';

const requestsOf = (t: TraceState, key: SessionKey) =>
  [...(t.sessions.get(key)?.requests ?? [])].map((id) => t.requests.get(id)!);
const items = (t: TraceState, ids: readonly number[]) => ids.map((id) => t.items.get(id) as Item);
const texts = (t: TraceState, requestId: number) =>
  contextAt(t, requestId)!.messages.map((m) => `${m.role} ${m.kind} ${m.preview.slice(0, 24)}`);

describe('contextAt on the Trace files', () => {
  const t = referenceTraces();
  const main = requestsOf(t, '');

  it('the first request: system prompt and tools of its context, the user prompt, sizes', () => {
    const c = contextAt(t, main[0]!.id)!;
    expect(c.systemPrompt?.chars).toBe(12791);
    expect(c.tools?.specs.map((s) => s.name)).toContain('run_subagent');
    expect(c.tools?.specs).toHaveLength(10);
    expect(c.window).toBe(128000);
    expect(c.messages.map((m) => [m.role, m.kind])).toEqual([['user', 'text']]);
    const [prompt] = c.messages;
    expect(prompt!.preview.startsWith('ARCTIC_TASK')).toBe(true);
    expect(prompt!.tokens).toBe(Math.ceil(prompt!.chars / 4));
    expect(c.total.chars).toBe(12791 + c.tools!.chars + prompt!.chars);
    // The estimate lands near what the provider counted (6,187 input tokens).
    expect(c.reported).toBe(6187);
    expect(Math.abs(c.total.tokens - 6187) / 6187).toBeLessThan(0.1);
  });

  it('a tool call and its output are separate messages, the output after the calls of its turn', () => {
    const c = contextAt(t, main[7]!.id)!;
    const tail = c.messages.slice(-5).map((m) => m.kind);
    expect(tail).toEqual([
      'text',
      'tool_call',
      'tool_call',
      'tool_call_output',
      'tool_call_output',
    ]);
  });

  it('what a failed attempt left behind is in no context, and the view knows the attempt', () => {
    const malformed = main.find((r) => r.status === 'malformed')!;
    const left = items(t, [...t.sessions.get('')!.items]).filter(
      (i) => i.requestId === malformed.id && i.kind === 'message',
    );
    expect(left).toHaveLength(1);
    for (const r of main) {
      const keys = contextAt(t, r.id)!.messages.map((m) => m.itemId);
      expect(keys).not.toContain(left[0]!.id);
    }
    const attempt = contextAt(t, malformed.id)!.attempt;
    expect(attempt).toEqual({
      turn: 3,
      compaction: false,
      attempt: 2,
      ofTurn: 3,
      status: 'malformed',
      committed: false,
    });
    const retried = main[main.indexOf(malformed) + 1]!;
    expect(texts(t, retried.id)).toEqual(texts(t, malformed.id));
  });

  it("the compaction's own request reads the transcript and the compaction prompt", () => {
    const c = contextAt(t, main[8]!.id)!;
    expect(c.messages.at(-1)!.preview.startsWith('Summarize the task transcript')).toBe(true);
    expect(c.messages).toHaveLength(19);
  });

  it('after the compaction: the summary, then the new user turn, in a new model context', () => {
    const c = contextAt(t, main.at(-1)!.id)!;
    expect(c.context).toBe(2);
    expect(c.start).toMatchObject({ kind: 'meta', compactionId: 0 });
    expect(texts(t, main.at(-1)!.id)).toEqual([
      'user text [context_summary]\nThe us',
      'user text ARCTIC_FOLLOWUP: are you',
    ]);
    expect(c.tools?.specs).toHaveLength(10);
  });

  it("a child's context has its own system prompt and tool list", () => {
    const child = requestsOf(t, CHILD_ID);
    const c = contextAt(t, child.at(-1)!.id)!;
    expect(c.tools?.specs.map((s) => s.name)).not.toContain('run_subagent');
    expect(c.messages.map((m) => m.kind)).toEqual([
      'text',
      'thinking',
      'text',
      'tool_call',
      'tool_call_output',
    ]);
  });

  it('is memoized per trace version', () => {
    expect(contextAt(t, main[3]!.id)).toBe(contextAt(t, main[3]!.id));
  });
});

describe('contextAt on the live stream', () => {
  const t = referenceStream();
  const main = requestsOf(t, '');

  it('after the compaction (no session_meta on the stream): its summary, then what followed', () => {
    const c = contextAt(t, main.at(-1)!.id)!;
    expect(c.start).toMatchObject({ kind: 'compaction', compactionId: 0 });
    expect(c.messages.map((m) => m.kind)).toEqual(['summary', 'text']);
    expect(c.messages[1]!.preview.startsWith('ARCTIC_FOLLOWUP')).toBe(true);
    expect(c.tools?.specs).toHaveLength(10);
  });

  it('before it, the same messages as the Trace files', () => {
    const files = referenceTraces();
    const fromFiles = requestsOf(files, '');
    for (const i of [0, 1, 4, 7]) {
      const a = contextAt(t, main[i]!.id)!.messages.map((m) => [m.role, m.kind, m.chars]);
      const b = contextAt(files, fromFiles[i]!.id)!.messages.map((m) => [m.role, m.kind, m.chars]);
      expect(a).toEqual(b);
    }
  });
});

describe('contextAt as a live session grows', () => {
  it('stays the same object while nothing before its request changes, and equals a fresh build', () => {
    const inputs = referenceStreamInputs();
    let live = initialTraceState();
    let kept = 0;
    let rebuilt = 0;
    const seen = new Map<number, ReturnType<typeof contextAt>>();
    for (let k = 0; k < inputs.length; k++) {
      live = applyInputs(live, [inputs[k]!]);
      // A state built from scratch shares no object with the live one: its contexts are new.
      const fresh = applyInputs(initialTraceState(), inputs.slice(0, k + 1));
      for (const { id } of live.requests) {
        const c = contextAt(live, id);
        expect(c).toEqual(contextAt(fresh, id));
        expect(diffAt(live, id)).toEqual(diffAt(fresh, id));
        if (seen.has(id) && seen.get(id) === c) kept++;
        else rebuilt++;
        seen.set(id, c);
      }
    }
    // Most steps append after every request begun so far.
    expect(kept).toBeGreaterThan(rebuilt * 5);
  });

  it('takes in a tool output read after the next request began but stamped before it', () => {
    const { begin, call, end, meta, output, text } = createTraceBuilder();
    const first = recs([meta('s'), text('user', 'go'), begin(), call('c1', 'exec_command', '{}')]);
    const ended = recs([end('completed')]);
    // Stamped now, before the next request begins; read after it.
    const late = recs([output('c1', 'done')]);
    const waiting = applyInputs(initialTraceState(), [...first, ...ended, ...recs([begin()])]);
    const next = [...waiting.requests].at(-1)!.id;
    const kinds = (t: TraceState) => contextAt(t, next)!.messages.map((m) => m.kind);
    expect(kinds(waiting)).toEqual(['text', 'tool_call']);
    expect(kinds(applyInputs(waiting, late))).toEqual(['text', 'tool_call', 'tool_call_output']);
  });
});
