import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packFrom, type Packed } from './lane-pack';

/** The lane of each interval, in the order given, packed from scratch. */
function packLanes(intervals: readonly { start: number; end: number }[]): number[] {
  const groups = intervals.map(({ start, end }) => ({ start, end, lane: 0 }));
  packFrom(groups, -Infinity);
  return groups.map((g) => g.lane);
}

const interval = fc
  .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 10 }))
  .map(([start, length]) => ({ start, end: start + length }));

describe('packLanes', () => {
  it('keeps one after another on one lane', () => {
    expect(
      packLanes([
        { start: 0, end: 5 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([0, 0]);
  });

  it('puts overlapping intervals on separate lanes and reuses a lane once it is free', () => {
    const lanes = packLanes([
      { start: 0, end: 10 },
      { start: 2, end: 4 },
      { start: 3, end: 12 },
      { start: 5, end: 6 },
    ]);
    expect(lanes).toEqual([0, 1, 2, 1]);
  });

  it('answers in the order given whatever the start order', () => {
    expect(
      packLanes([
        { start: 4, end: 8 },
        { start: 0, end: 6 },
      ]),
    ).toEqual([1, 0]);
  });

  it('packed again from the first interval that changed, gives what packing all of them gives', () => {
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), interval), { maxLength: 5 }),
        fc.array(interval, { maxLength: 5 }),
        fc.nat(),
        (first, changes, added, dropped) => {
          const before: Packed[] = first.map((i) => ({ ...i, lane: 0 }));
          packFrom(before, -Infinity);
          const after = before.slice(0, before.length - (dropped % 3));
          let from = Infinity;
          for (const g of before.slice(after.length)) from = Math.min(from, g.start);
          for (const [at, next] of changes) {
            const k = at % Math.max(1, after.length);
            const old = after[k];
            if (!old) continue;
            from = Math.min(from, old.start, next.start);
            after[k] = { ...next, lane: 0 };
          }
          for (const next of added) {
            from = Math.min(from, next.start);
            after.push({ ...next, lane: 0 });
          }
          const { lanes } = packFrom(after, from);
          expect(after.map((g) => g.lane)).toEqual(packLanes(after));
          expect(lanes).toBe(Math.max(0, ...packLanes(after).map((l) => l + 1)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
