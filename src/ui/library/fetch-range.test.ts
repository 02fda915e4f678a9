import { describe, expect, it } from 'vitest';
import { fetchRange } from './library-client';

/** A server holding `n` items that gives at most `max` at once, and the asks it was sent. */
function server(n: number, max: number) {
  const asked: [number, number][] = [];
  const page = (offset: number, limit: number) => {
    asked.push([offset, limit]);
    const items = Array.from(
      { length: Math.max(0, Math.min(limit, max, n - offset)) },
      (_, i) => offset + i,
    );
    return Promise.resolve({ items });
  };
  return { asked, page };
}

describe('fetchRange', () => {
  it('asks in pages of at most pageMax, from the offset given', async () => {
    const s = server(1000, 500);
    const got = await fetchRange(s.page, (a) => a.items, 10, 700, 500);
    expect(got.items).toEqual(Array.from({ length: 700 }, (_, i) => 10 + i));
    expect(s.asked).toEqual([
      [10, 500],
      [510, 200],
    ]);
  });

  it('stops at a short answer: all that follow, without asking past the end', async () => {
    const s = server(121, 500);
    const got = await fetchRange(s.page, (a) => a.items, 0, Infinity, 500);
    expect(got.items).toHaveLength(121);
    expect(s.asked).toEqual([[0, 500]]);
  });
});
