import { describe, expect, it } from 'vitest';
import { parseJsonl } from './parse-jsonl';
import { synthesizeFragments } from './synthesize-fragments';
import type { SseItem } from './types';
import { applyInputs, initialTraceState } from '../store/reducer';
import type { TraceInput } from '../store/model';
import { SESSION_A, TRACE_FILES, readFixture } from '../../test/support/fixtures';

const traceItems: SseItem[] = parseJsonl('p', readFixture(SESSION_A + TRACE_FILES[0])).records.map(
  (r, index) => ({ kind: 'record', envelope: r.envelope, known: r.known, at: { index } }),
);

const inputs = (items: SseItem[]): TraceInput[] =>
  items.flatMap((i) => (i.kind === 'record' ? [{ kind: 'record', envelope: i.envelope }] : []));

describe('synthesizeFragments', () => {
  it('streams every message of a Trace and ends in the same conversation', () => {
    const { items, times } = synthesizeFragments(traceItems, 30);
    expect(items.length).toBeGreaterThan(traceItems.length * 2);
    expect(times).toHaveLength(items.length);
    const whole = applyInputs(initialTraceState(), inputs(traceItems));
    const streamed = applyInputs(initialTraceState(), inputs(items));
    const content = (s: typeof whole) =>
      [...s.items].map((i) =>
        i.kind === 'message' ? i.content : i.kind === 'tool' ? i.args + i.outputText : i.kind,
      );
    expect(content(streamed)).toEqual(content(whole));
    expect(streamed.violations.size).toBe(whole.violations.size);
  });

  it('paces pieces at the token rate and pushes later items back by as much', () => {
    const text = traceItems.find(
      (i) =>
        i.kind === 'record' &&
        i.envelope.payload.type === 'text' &&
        i.envelope.payload.role === 'assistant',
    )!;
    const { items, times } = synthesizeFragments([text], 10);
    const deltas = items.filter(
      (i) =>
        i.kind === 'record' &&
        (i.envelope.payload as { event_type?: string }).event_type === 'delta',
    );
    const len =
      (text.kind === 'record' && (text.envelope.payload as { text: string }).text.length) || 0;
    expect(deltas).toHaveLength(Math.ceil(len / 12));
    // 3 tokens per delta at 10 tokens/s: 300 ms apart.
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBe(300);
    expect(times.at(-1)).toBe(times.at(-2));
  });
});
