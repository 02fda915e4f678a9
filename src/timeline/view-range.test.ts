import { describe, expect, it } from 'vitest';
import { panRange, zoomRange } from './view-range';

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
