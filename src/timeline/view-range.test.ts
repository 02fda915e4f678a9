import { describe, expect, it } from 'vitest';
import { liveEnd, panRange, zoomRange } from './view-range';

const bounds = { from: 0, to: 1000 };

describe('view range', () => {
  it('zooms in around the pointer and back out to the whole task, never beyond', () => {
    const zoomed = zoomRange(bounds, 0.5, 0.8, bounds);
    expect(zoomed).toEqual({ from: 400, to: 900 });
    expect(zoomRange(zoomed, 4, 0.5, bounds)).toEqual(bounds);
  });

  it('pans by a share of what is shown and stops at the task’s edges', () => {
    const r = { from: 100, to: 300 };
    expect(panRange(r, 0.5, bounds)).toEqual({ from: 200, to: 400 });
    expect(panRange(r, -5, bounds)).toEqual({ from: 0, to: 200 });
    expect(panRange(r, 50, bounds)).toEqual({ from: 800, to: 1000 });
  });
});

describe('liveEnd', () => {
  it('ends past the latest moment by less than a quarter of the task', () => {
    for (const length of [0, 3, 40, 999, 60_000, 3_600_000]) {
      const end = liveEnd(1000, 1000 + length);
      expect(end).toBeGreaterThanOrEqual(1000 + length);
      // Never narrower than the narrowest range (5 ms).
      expect(end - (1000 + length)).toBeLessThanOrEqual(Math.max(length / 4, 5));
    }
  });

  it('stays put while the clock ticks, and moves once it passes', () => {
    const hour = 3_600_000;
    const ends = [0, 250, 500, 750, 1000].map((tick) => liveEnd(0, hour + tick));
    expect(new Set(ends).size).toBe(1);
    expect(liveEnd(0, ends[0]! + 1)).toBeGreaterThan(ends[0]!);
  });
});
