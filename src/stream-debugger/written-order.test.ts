import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import type { TraceInput } from '../store/model';
import type { LoggedInput } from './event-log';
import { sequenceOf, writtenOrder } from './written-order';

interface Written {
  sequence: string;
  time?: number;
}
const w = (sequence: string, time?: number): Written => ({
  sequence,
  ...(time === undefined ? {} : { time }),
});
/** The order of `events` as plain indices. */
const orderOf = (events: readonly Written[]): number[] => {
  const names = [...new Set(events.map((e) => e.sequence))];
  const sequences = events.map((e) => names.indexOf(e.sequence));
  return [
    ...writtenOrder(
      sequences,
      events.map((e) => e.time ?? NaN),
    ),
  ];
};

describe('writtenOrder', () => {
  it('merges sequences by time, each in its own order, a tie to the event read first', () => {
    // Read file after file: a parent (0–3), then its child (4–6).
    const events = [w('p', 1), w('p', 3), w('p', 5), w('p', 7), w('c', 2), w('c', 5), w('c', 6)];
    expect(orderOf(events)).toEqual([0, 4, 1, 2, 5, 6, 3]);
  });

  it('keeps an event without a time after the one before it in its sequence', () => {
    const events = [w('p', 1), w('p'), w('p', 9), w('c'), w('c', 4), w('c')];
    // The child's first event goes with its first timed one; its last after that.
    expect(orderOf(events)).toEqual([0, 1, 3, 4, 5, 2]);
  });

  it('keeps each sequence in order even when its clock goes back', () => {
    const events = [w('p', 5), w('p', 1), w('c', 3)];
    expect(orderOf(events)).toEqual([2, 0, 1]);
  });

  it('orders a segment of the log in place', () => {
    expect([...writtenOrder([0, 0, 1, 1, 0], [9, 5, 2, 3, 0], 1, 4)]).toEqual([2, 3, 1]);
  });

  it('leaves one sequence as it was read', () => {
    expect(orderOf([w('s', 9), w('s', 1), w('s')])).toEqual([0, 1, 2]);
  });
});

describe('sequenceOf', () => {
  const b = createTraceBuilder();
  const line = (origin: string[] | undefined, file: string): LoggedInput => ({
    kind: 'record',
    envelope: b.text('user', 'x', origin ? { origin } : undefined),
    at: { file, line: 1 },
  });

  it("puts a session's rotated Trace files in one sequence, its children in their own", () => {
    // A rotated file repeats the session_meta with its first timestamp: it must not move back.
    expect(sequenceOf(line(undefined, 's_001.jsonl'))).toBe(
      sequenceOf(line(undefined, 's_002.jsonl')),
    );
    expect(sequenceOf(line(['c'], 'c_001.jsonl'))).not.toBe(
      sequenceOf(line(undefined, 's_001.jsonl')),
    );
  });

  it("keeps a stream's events, whatever their session, in one sequence", () => {
    const event = (origin: string[] | undefined): TraceInput => ({
      kind: 'record',
      envelope: b.text('user', 'x', origin ? { origin } : undefined),
      at: { file: 'stream.sse', eventId: '1-1' },
    });
    const server: LoggedInput = {
      kind: 'server',
      event: b.makeTaskState(),
      at: { file: 'stream.sse' },
    };
    const parent = event(undefined) as LoggedInput;
    expect(sequenceOf(event(['c']) as LoggedInput)).toBe(sequenceOf(parent));
    expect(sequenceOf(server)).toBe(sequenceOf(parent));
  });
});
