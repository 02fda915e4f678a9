import { describe, expect, it } from 'vitest';
import type { TraceInput } from '../store/model';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { Attributor } from './attribute';
import { EventLog } from './event-log';
import { analyseFragments, firstDifference, overallVerdict } from './fragments';
import { captureInputs } from '../../test/support/capture-inputs';
import { TimeTravel } from './time-travel';

const { fragmentsOf, model, text } = createTraceBuilder();

function logOf(inputs: TraceInput[], arrivals?: number[]) {
  const log = new EventLog();
  inputs.forEach((input, i) => log.append([input], arrivals?.[i] ?? 0));
  return log;
}
const all = (log: EventLog) => [...Array(log.count).keys()];

describe('analyseFragments', () => {
  it('finds every streamed message of the reference capture whole and matching', () => {
    const log = logOf(captureInputs());
    const state = new TimeTravel(log).stateAt(log.count);
    new Attributor().advance(log, state);
    const verdicts = [...state.items].map((item) =>
      overallVerdict(analyseFragments(log, log.eventsOf(item.id))),
    );
    expect(verdicts.filter((v) => v === 'true').length).toBeGreaterThan(10);
    expect(verdicts).not.toContain('false');
    // The compaction summary streams with no complete text after it (PROTOCOL.md §12).
    expect(verdicts.filter((v) => v === 'cut')).toHaveLength(1);
  });

  it('lists pieces with sizes and times, and the characters per second', () => {
    const m = text('assistant', 'abcdefghij');
    const inputs = [...fragmentsOf(m, [4]), m].map((envelope): TraceInput => ({
      kind: 'record',
      envelope,
    }));
    const [a] = analyseFragments(logOf(inputs, [100, 100, 300, 2000, 2000]), [0, 1, 2, 3, 4], 1000);
    expect(a?.pieces.map((p) => [p.kind, p.text, p.at])).toEqual([
      ['start', '', 0],
      ['delta', 'abcd', 0],
      ['delta', 'efghij', 200],
      ['stop', '', 1900],
      ['complete', 'abcdefghij', 1900],
    ]);
    expect(a).toMatchObject({ verdict: 'match', clock: 'arrival', streamed: 'abcdefghij' });
    expect(a?.gaps).toEqual([{ after: 2, ms: 1700 }]);
    expect(a?.rate.map((r) => r.cps)).toEqual([0, 8, 20, 0]);
  });

  it('times pieces read from a file by their records, not by when the file was read', () => {
    const b = createTraceBuilder({ step: 250 });
    const pieces = b.fragmentsOf(b.text('assistant', 'abcdefghij'), [4]);
    const inputs = [...pieces, b.text('assistant', 'abcdefghij')].map(
      (envelope, line): TraceInput => ({ kind: 'record', envelope, at: { file: 'a.jsonl', line } }),
    );
    // Read in two batches a few milliseconds apart: that is the reader's disk, not the stream.
    const [a] = analyseFragments(logOf(inputs, [5, 5, 9, 9, 9]), [0, 1, 2, 3, 4]);
    expect(a?.clock).toBe('record');
    expect(a?.pieces.map((p) => p.at)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('shows where the pieces and the complete message part ways', () => {
    const m = text('assistant', 'hello world');
    const wrong = fragmentsOf(text('assistant', 'hello wurld'), [3]);
    const inputs = [...wrong, m].map((envelope): TraceInput => ({ kind: 'record', envelope }));
    const [a] = analyseFragments(logOf(inputs), all(logOf(inputs)));
    expect(a).toMatchObject({ verdict: 'mismatch', firstDifference: 7 });
    expect(overallVerdict(analyseFragments(logOf(inputs), [0, 1, 2, 3, 4]))).toBe('false');
  });

  it('calls a fragment with no complete message cut, and a lone complete message whole', () => {
    const m = text('assistant', 'never finished');
    const cut = fragmentsOf(m, [5]).map((envelope): TraceInput => ({ kind: 'record', envelope }));
    expect(analyseFragments(logOf(cut), [0, 1, 2, 3])[0]?.verdict).toBe('cut');
    const whole = logOf([
      { kind: 'record', envelope: model({ type: 'thinking', role: 'assistant', thinking: 'x' }) },
    ]);
    expect(analyseFragments(whole, [0])[0]?.verdict).toBe('whole');
    expect(overallVerdict(analyseFragments(whole, [0]))).toBeUndefined();
  });

  it('compares strings up to the first differing position', () => {
    expect(firstDifference('abc', 'abc')).toBeUndefined();
    expect(firstDifference('abc', 'abd')).toBe(2);
    expect(firstDifference('ab', 'abc')).toBe(2);
  });
});
