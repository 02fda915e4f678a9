import { describe, expect, it } from 'vitest';
import { PVec } from './pvec';

describe('PVec', () => {
  it('keeps an edited vector intact and hands back the same one when nothing was written', () => {
    const e = PVec.empty<number>().edit();
    for (let i = 0; i < 1500; i++) e.push(i);
    const a = e.done();
    const b = a.edit();
    b.set(700, -1);
    b.push(1500);
    const c = b.done();
    expect([a.get(700), a.size, c.get(700), c.size]).toEqual([700, 1500, -1, 1501]);
    expect(c.edit().done()).toBe(c);
  });
});
