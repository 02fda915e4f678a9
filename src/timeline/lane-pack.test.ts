import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newKeptPrefix, packFrom, type Packed } from './lane-pack';

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

  it('packed again with the groups before the change summed up from the last time, gives the same', () => {
    // Lists whose starts mostly rise, as a live task's do; each round changes or adds from some
    // point on, and the groups before the first that begins at or after it are passed as kept.
    const round = fc.tuple(fc.nat(), fc.array(interval, { maxLength: 6 }));
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 30 }),
        fc.array(round, { maxLength: 6 }),
        (first, rounds) => {
          let groups: Packed[] = first.map((i) => ({ ...i, lane: 0 }));
          const kept = newKeptPrefix();
          const pack = (from: number) => {
            let before = 0;
            let latest = -Infinity;
            // Every group before `before` starts before `from`, as a list's reach tells.
            for (let i = 0; i < groups.length; i++) {
              latest = Math.max(latest, (groups[i] as Packed).start);
              if (latest >= from) break;
              before = i + 1;
            }
            return packFrom(groups, from, { before, kept });
          };
          pack(-Infinity);
          for (const [cut, fresh] of rounds) {
            const at = cut % (groups.length + 1);
            const gone = groups.slice(at);
            groups = [...groups.slice(0, at), ...fresh.map((i) => ({ ...i, lane: 0 }))];
            const from = Math.min(...[...gone, ...fresh].map((g) => g.start));
            const { lanes } = pack(from);
            expect(groups.map((g) => g.lane)).toEqual(packLanes(groups));
            expect(lanes).toBe(Math.max(0, ...packLanes(groups).map((l) => l + 1)));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
