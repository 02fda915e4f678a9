import { describe, expect, it } from 'vitest';
import { inWindow, LANE_BLOCK, laneWindow } from './lane-window';

describe('laneWindow', () => {
  it('draws the lanes shown, whole blocks of them, with a block of margin each side', () => {
    // 300 px of 20 px lanes: lanes 0-14 shown.
    expect(laneWindow(0, 300, 1000, 20)).toEqual({ first: 0, last: 2 * LANE_BLOCK - 1 });
    // Scrolled to lane 100: shown 100-114, in the block 96-111 and the next; one block before.
    const at100 = laneWindow(100 * 20, 300, 1000, 20);
    expect(at100.first).toBeLessThanOrEqual(100 - LANE_BLOCK + LANE_BLOCK / 2);
    expect(at100.last).toBeGreaterThanOrEqual(114 + LANE_BLOCK / 2);
    expect(at100.last - at100.first + 1).toBeLessThanOrEqual(4 * LANE_BLOCK);
  });

  it('stays the same while a scroll stays within a block', () => {
    // Lanes 96-110 and 97-111 shown: the same blocks.
    expect(laneWindow(97 * 20, 300, 1000, 20)).toEqual(laneWindow(96 * 20, 300, 1000, 20));
    expect(laneWindow(98 * 20, 300, 1000, 20)).not.toEqual(laneWindow(96 * 20, 300, 1000, 20));
  });

  it('never goes past the last lane, nor before the first', () => {
    expect(laneWindow(990 * 20, 300, 1000, 20).last).toBe(999);
    expect(laneWindow(0, 300, 3, 20)).toEqual({ first: 0, last: 2 });
    expect(laneWindow(-50, 300, 1000, 20).first).toBe(0);
  });

  it('keeps the spans of the lanes in the window', () => {
    const spans = [0, 5, 40, 41, 90].map((lane) => ({ lane }));
    expect(inWindow(spans, { first: 5, last: 41 }).map((s) => s.lane)).toEqual([5, 40, 41]);
  });
});
