// One usage record split into its four kinds, and what it costs.
import type { TokenCounts } from '../protocol/types';
import type { Price } from './prices';

export interface TokenBreakdown {
  /** Input not read from or written to the cache: total − cache read − cache write − output. */
  input: number;
  cache_read: number;
  cache_write: number;
  output: number;
  total: number;
}

export const NO_TOKENS: TokenBreakdown = {
  input: 0,
  cache_read: 0,
  cache_write: 0,
  output: 0,
  total: 0,
};

/** The protocol's `total` covers every kind; what the other three leave is plain input. */
export function breakdownOf(u: TokenCounts): TokenBreakdown {
  const { cache_read, cache_write, output, total } = u;
  return {
    input: Math.max(0, total - cache_read - cache_write - output),
    cache_read,
    cache_write,
    output,
    total,
  };
}

export function addTokens(a: TokenBreakdown, b: TokenBreakdown): TokenBreakdown {
  return {
    input: a.input + b.input,
    cache_read: a.cache_read + b.cache_read,
    cache_write: a.cache_write + b.cache_write,
    output: a.output + b.output,
    total: a.total + b.total,
  };
}

/** US dollars. */
export function costOf(b: TokenBreakdown, price: Price): number {
  const micro =
    b.input * price.input +
    b.cache_read * price.cache_read +
    b.cache_write * price.cache_write +
    b.output * price.output;
  return micro / 1_000_000;
}
