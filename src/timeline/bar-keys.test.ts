import { describe, expect, it } from 'vitest';
import { nearestBar, nextBar, type BarPlace, type TimedBar } from './bar-keys';

const bar = (lane: number, left: number, right = left + 10): BarPlace => ({ lane, left, right });

// Lane 0: two requests; lane 1: a tool under the second; lane 3 (2 has none drawn): one far right.
const BARS = [bar(0, 0), bar(0, 50), bar(1, 55), bar(3, 200), bar(1, 5)];

describe('nextBar', () => {
  it('moves along a lane left to right, whatever order the bars were drawn in', () => {
    expect(nextBar(BARS, 4, 'ArrowRight')).toBe(2);
    expect(nextBar(BARS, 2, 'ArrowLeft')).toBe(4);
    expect(nextBar(BARS, 2, 'ArrowRight')).toBeUndefined();
    expect(nextBar(BARS, 0, 'ArrowLeft')).toBeUndefined();
    expect(nextBar(BARS, 2, 'Home')).toBe(4);
    expect(nextBar(BARS, 4, 'End')).toBe(2);
  });

  it('moves down and up to the nearest bar in time, past lanes with none drawn', () => {
    expect(nextBar(BARS, 1, 'ArrowDown')).toBe(2);
    expect(nextBar(BARS, 0, 'ArrowDown')).toBe(4);
    expect(nextBar(BARS, 2, 'ArrowDown')).toBe(3);
    expect(nextBar(BARS, 3, 'ArrowUp')).toBe(2);
    expect(nextBar(BARS, 0, 'ArrowUp')).toBeUndefined();
    expect(nextBar(BARS, 3, 'ArrowDown')).toBeUndefined();
  });

  it('leaves other keys alone', () => {
    expect(nextBar(BARS, 0, 'Enter')).toBeUndefined();
    expect(nextBar([], 0, 'ArrowRight')).toBeUndefined();
  });
});

describe('nearestBar', () => {
  const timed = (lane: number, start: number, end = start + 10): TimedBar => ({ lane, start, end });

  it("hands the focus to its lane's bar closest in time, one overlapping it first", () => {
    const drawn = [timed(0, 100), timed(0, 300), timed(1, 0, 60)];
    expect(nearestBar(drawn, timed(0, 20))).toBe(drawn[0]);
    expect(nearestBar(drawn, timed(0, 280))).toBe(drawn[1]);
    expect(nearestBar([timed(0, 0, 500), timed(0, 240)], timed(0, 250))).toEqual(timed(0, 0, 500));
  });

  it('else to the nearest lane with a bar drawn; none drawn, none', () => {
    const drawn = [timed(0, 0), timed(3, 500), timed(4, 20)];
    expect(nearestBar(drawn, timed(2, 20))).toBe(drawn[1]);
    expect(nearestBar(drawn, timed(5, 500))).toBe(drawn[2]);
    expect(nearestBar([], timed(0, 0))).toBeUndefined();
  });
});
