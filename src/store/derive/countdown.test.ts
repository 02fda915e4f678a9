import { describe, expect, it } from 'vitest';
import { countdownSeconds, remainingMs } from './countdown';

describe('countdown', () => {
  it('ticks down to zero and stays there', () => {
    const due = 10_000;
    expect(
      [6_000, 8_001, 9_999, 10_000, 12_000].map((now) => countdownSeconds(remainingMs(due, now))),
    ).toEqual([4, 2, 1, 0, 0]);
  });
});
