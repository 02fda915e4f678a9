import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrowingOrder } from './growing-order';
import { writtenOrder } from './written-order';

/** The order a GrowingOrder of events `from`… holds after growing to each of `ends` in turn. */
function grown(sequences: number[], times: number[], from: number, ends: number[]): number[] {
  const order = new GrowingOrder(from);
  for (const end of ends) order.grow(sequences, times, end);
  return Array.from({ length: order.size }, (_, i) => order.eventAt(i));
}

/** Sequences written in turn, with times that mostly go up, or none. */
const written = fc
  .array(
    fc.record({
      sequence: fc.integer({ min: 0, max: 3 }),
      time: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
    }),
    { maxLength: 60 },
  )
  .map((events) => ({
    sequences: events.map((e) => e.sequence),
    times: events.map((e) => e.time ?? NaN),
  }));

describe('GrowingOrder', () => {
  it('grown step by step, holds the order worked out at once (random interleavings and times)', () => {
    fc.assert(
      fc.property(
        written,
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 5 }),
        ({ sequences, times }, cuts, skip) => {
          const from = Math.min(skip, sequences.length);
          const ends = [...cuts.map((c) => Math.min(c, sequences.length)), sequences.length]
            .filter((e) => e >= from)
            .sort((a, b) => a - b);
          const order = new GrowingOrder(from);
          let before: number[] = [];
          for (const end of ends) {
            const changed = order.grow(sequences, times, end);
            const now = Array.from({ length: order.size }, (_, i) => order.eventAt(i));
            expect(now).toEqual([...writtenOrder(sequences, times, from, end)]);
            // Steps before the one it says changed hold the events they held; that one does not.
            expect(now.slice(0, changed)).toEqual(before.slice(0, changed));
            if (changed < before.length) expect(now[changed]).not.toBe(before[changed]);
            else expect(changed).toBe(before.length);
            before = now;
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('merges only the new events of a single stream', () => {
    const order = new GrowingOrder(0);
    expect(order.grow([0, 0, 0], [5, NaN, 1], 3)).toBe(0);
    expect(order.grow([0, 0, 0, 0, 0], [5, NaN, 1, 0, 9], 5)).toBe(3);
  });

  it("puts a child's file read after its parent's where it was written", () => {
    // The parent (0–3) read first, then its child's records arrive one by one.
    const sequences = [0, 0, 0, 0, 1, 1];
    const times = [1, 3, 5, 7, 2, 6];
    expect(grown(sequences, times, 0, [4, 5, 6])).toEqual([0, 4, 1, 2, 5, 3]);
    const order = new GrowingOrder(0);
    order.grow(sequences, times, 5);
    // The child's second record (time 6) goes after the parent's at 5: steps 0–3 stay.
    expect(order.grow(sequences, times, 6)).toBe(4);
  });

  it('moves a sequence whose events had no time when its first time comes', () => {
    const sequences = [0, 0, 1, 1];
    const times = [1, 9, NaN, 4];
    expect(grown(sequences, times, 0, [3, 4])).toEqual([...writtenOrder(sequences, times)]);
    expect(grown(sequences, times, 0, [3, 4])).toEqual([0, 2, 3, 1]);
  });
});
