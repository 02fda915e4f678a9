import { describe, expect, it } from 'vitest';
import { batchesOf, newBytesOf } from './batches';

const file = (path: string, size: number) => ({ path, size, mtimeMs: 0 });

describe('batchesOf', () => {
  it('cuts files in order where a batch would pass its limit, a larger file alone', () => {
    const files = [file('a', 3), file('b', 3), file('c', 9), file('d', 2), file('e', 2)];
    const cuts = (limit: (n: number) => number) =>
      batchesOf(files, (f) => f.size, limit).map((b) => b.map((f) => f.path).join(''));
    expect(cuts(() => 6)).toEqual(['ab', 'c', 'de']);
    // Each batch twice its last: 2, 4, 8…
    expect(cuts((n) => 2 * 2 ** n)).toEqual(['a', 'b', 'c', 'de']);
  });

  it('counts only what a file gained since the index read it', () => {
    const gained = newBytesOf(new Map([['a', { bytesRead: 5 }]]));
    expect([gained(file('a', 8)), gained(file('a', 3)), gained(file('b', 8))]).toEqual([3, 0, 8]);
  });
});
