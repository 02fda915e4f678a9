import { describe, expect, it } from 'vitest';
import { periodLabels, periodTicks } from './chart-dates';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('the time axis of the spend chart', () => {
  it('labels each bar while the labels fit, then every n-th', () => {
    const xs = Array.from({ length: 30 }, (_, i) => day('2026-11-01') + i * 86_400);
    expect(periodTicks(xs.slice(0, 5), 800)).toEqual(xs.slice(0, 5));
    // 30 labels 64 px apart need 1,920 px: on 640, every third.
    const ticks = periodTicks(xs, 640);
    expect(ticks).toHaveLength(10);
    expect(ticks[1]).toBe(xs[3]);
  });

  it('names a day by month and day, the year where it starts or changes', () => {
    const labels = periodLabels('en')([day('2026-12-30'), day('2026-12-31'), day('2027-01-01')]);
    expect(labels).toEqual(['Dec 30, 2026', 'Dec 31', 'Jan 1, 2027']);
    expect(periodLabels('zh')([day('2026-12-02')])).toEqual(['2026年12月2日']);
  });
});
