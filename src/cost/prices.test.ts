import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRICES, parsePriceTable, priceFor } from './prices';
import { breakdownOf, costOf } from './usage-cost';

describe('prices', () => {
  it('finds a dated or provider-prefixed id under its family, the longest family first', () => {
    expect(priceFor(BUILT_IN_PRICES, 'claude-sonnet-4-5-20250929')).toBe(
      BUILT_IN_PRICES['claude-sonnet-4'],
    );
    expect(priceFor(BUILT_IN_PRICES, 'openai/gpt-4o-mini-2024-07-18')).toBe(
      BUILT_IN_PRICES['gpt-4o-mini'],
    );
    expect(priceFor(BUILT_IN_PRICES, 'gpt-4.1')).toBe(BUILT_IN_PRICES['gpt-4.1']);
    expect(priceFor(BUILT_IN_PRICES, 'gpt-4')).toBeUndefined();
    expect(priceFor(BUILT_IN_PRICES, 'fake-model')).toBeUndefined();
    // Asked again (every request is priced), the same answers.
    expect(priceFor(BUILT_IN_PRICES, 'openai/gpt-4o-mini-2024-07-18')).toBe(
      BUILT_IN_PRICES['gpt-4o-mini'],
    );
    expect(priceFor(BUILT_IN_PRICES, 'fake-model')).toBeUndefined();
  });

  it('prices no model by what every object inherits', () => {
    for (const model of ['constructor', '__proto__', 'toString', 'anthropic/hasOwnProperty'])
      expect(priceFor(BUILT_IN_PRICES, model)).toBeUndefined();
  });

  it('plain input is what the total leaves after cache and output; each kind has its price', () => {
    const b = breakdownOf({ cache_read: 1000, cache_write: 2000, output: 500, total: 4500 });
    expect(b.input).toBe(1000);
    const cost = costOf(b, { input: 3, cache_read: 0.3, cache_write: 3.75, output: 15 });
    expect(cost).toBeCloseTo((1000 * 3 + 1000 * 0.3 + 2000 * 3.75 + 500 * 15) / 1e6, 12);
  });

  it('reads back a stored table and refuses anything else', () => {
    expect(parsePriceTable(JSON.stringify(BUILT_IN_PRICES))).toEqual(BUILT_IN_PRICES);
    expect(parsePriceTable(null)).toBeUndefined();
    expect(
      parsePriceTable('{"m":{"input":-1,"cache_read":0,"cache_write":0,"output":0}}'),
    ).toBeUndefined();
    expect(parsePriceTable('[')).toBeUndefined();
  });
});
