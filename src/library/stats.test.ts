import { describe, expect, it } from 'vitest';
import { periodRange, spendSeries, weekStart, type SpendRow } from './stats';

const row = (day: string, key: string | null, cost: number): SpendRow => ({
  day,
  key,
  sessions: 1,
  total_tokens: cost * 1000,
  cost_usd: cost,
});

describe('library stats folding', () => {
  it('starts ISO weeks on Monday, across a month and a year end', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(periodRange('2026-12-28', 'week')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodRange('2026-03-04', 'day')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
  });

  it('folds days into one series per key, largest first, empty periods kept', () => {
    const rows = [
      row('2026-03-02', 'acme', 1),
      row('2026-03-02', 'zeta', 4),
      row('2026-03-04', 'acme', 2),
      row('2026-03-11', null, 8),
    ];
    const days = spendSeries(rows, 'day', 'cost');
    expect(days.periods).toHaveLength(10);
    expect(days.keys).toEqual([null, 'zeta', 'acme']);
    expect(days.values[2]?.slice(0, 3)).toEqual([1, 0, 2]);
    const weeks = spendSeries(rows, 'week', 'tokens');
    expect(weeks).toEqual({
      periods: ['2026-03-02', '2026-03-09'],
      keys: [null, 'zeta', 'acme'],
      values: [
        [0, 8000],
        [4000, 0],
        [3000, 0],
      ],
    });
  });
});
