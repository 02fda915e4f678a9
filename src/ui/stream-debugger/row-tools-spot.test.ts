import { describe, expect, it } from 'vitest';
import { rowToolsSpot } from './row-tools-spot';

const TOOLS = { width: 100, height: 20 };

describe('rowToolsSpot', () => {
  it('keeps bottom right when nothing of the row is there', () => {
    const row = { width: 800, height: 200 };
    const time = { left: 700, top: 8, width: 80, height: 16 };
    expect(rowToolsSpot(row, TOOLS, [time])).toEqual({ left: 700, top: 180, ...TOOLS });
  });

  it('on a one-line divider, sits left of its context button and time', () => {
    const row = { width: 800, height: 30 };
    const context = { left: 640, top: 6, width: 46, height: 18 };
    const time = { left: 700, top: 7, width: 76, height: 16 };
    expect(rowToolsSpot(row, TOOLS, [context, time])).toEqual({ left: 536, top: 10, ...TOOLS });
  });

  it('goes to the top line when the bottom one is full of controls', () => {
    const row = { width: 300, height: 60 };
    const bottom = [0, 100, 200].map((left) => ({ left, top: 40, width: 100, height: 20 }));
    expect(rowToolsSpot(row, TOOLS, bottom)).toEqual({ left: 200, top: 0, ...TOOLS });
  });

  it('falls back to bottom right on a row with no free spot', () => {
    const row = { width: 150, height: 20 };
    const all = [{ left: 0, top: 0, width: 150, height: 20 }];
    expect(rowToolsSpot(row, TOOLS, all)).toEqual({ left: 50, top: 0, ...TOOLS });
  });
});
