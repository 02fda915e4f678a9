import { describe, expect, it } from 'vitest';
import { PVec } from './pvec';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function build(n: number): PVec<number> {
  const e = PVec.empty<number>().edit();
  for (const i of range(n)) e.push(i);
  return e.done();
}

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

  it('owns an element an earlier version holds by copying it once, and a pushed one without a copy', () => {
    const e = PVec.empty<{ n: number }>().edit();
    e.push({ n: 1 });
    const a = e.done();
    const b = a.edit();
    const owned = b.own(0);
    owned.n = 2;
    expect(b.own(0)).toBe(owned);
    b.push({ n: 3 });
    const pushed = b.get(1);
    expect(b.own(1)).toBe(pushed);
    const c = b.done();
    expect([a.get(0)?.n, c.get(0)?.n, c.get(1)?.n]).toEqual([1, 2, 3]);
  });

  it('pushes across chunk boundaries and reads back in order', () => {
    const v = build(1300);
    expect(v.size).toBe(1300);
    expect([v.get(0), v.get(511), v.get(512), v.get(1299), v.get(1300)]).toEqual([
      0,
      511,
      512,
      1299,
      undefined,
    ]);
    expect([...v]).toEqual(range(1300));
  });

  it('an edit never changes the vector it came from', () => {
    const v = build(1000);
    const e = v.edit();
    e.set(3, -3);
    e.set(700, -700);
    e.push(1000);
    const w = e.done();
    expect([v.size, v.get(3), v.get(700), v.get(1000)]).toEqual([1000, 3, 700, undefined]);
    expect([w.size, w.get(3), w.get(700), w.get(1000)]).toEqual([1001, -3, -700, 1000]);
    // Untouched values are shared, touched ones are the editor's.
    expect(w.get(100)).toBe(v.get(100));
  });

  it('an editor reads its own writes and iterates what it holds', () => {
    const e = build(3).edit();
    e.set(1, 10);
    e.push(3);
    expect(e.get(1)).toBe(10);
    expect([...e]).toEqual([0, 10, 2, 3]);
  });

  it('refuses to set outside the vector', () => {
    const e = build(2).edit();
    expect(() => e.set(2, 0)).toThrow(RangeError);
    expect(() => e.set(-1, 0)).toThrow(RangeError);
  });

  it('names the indices an edit wrote and the ones it appended, nothing else', () => {
    const v = build(1500);
    const e = v.edit();
    e.set(3, -3);
    e.set(1200, -1);
    e.push(1500);
    const seen: number[] = [];
    e.done().changedSince(v, (i) => seen.push(i));
    expect(seen).toEqual([3, 1200, 1500]);
    const all: number[] = [];
    build(3).changedSince(PVec.empty(), (i) => all.push(i));
    expect(all).toEqual([0, 1, 2]);
    expect(v.lowerBound(700)).toBe(700);
    expect(v.lowerBound(-5)).toBe(0);
  });

  it('grown past its first chunk in batches, reads, iterates and diffs as the array it holds', () => {
    // Chunks after the first are made whole at once: nothing past `size` may show.
    const model: number[] = [];
    let v = PVec.empty<number>();
    for (const batch of [700, 1, 333, 512, 1, 1000]) {
      const e = v.edit();
      if (model.length > 600) e.set(600, -model.length);
      if (model.length > 600) model[600] = -model.length;
      for (let i = 0; i < batch; i++) e.push(model.push(model.length) - 1);
      const next = e.done();
      const seen: number[] = [];
      next.changedSince(v, (i) => seen.push(i));
      const appended = range(batch).map((i) => model.length - batch + i);
      expect(seen).toEqual(v.size > 600 ? [600, ...appended] : appended);
      v = next;
      expect([...v]).toEqual(model);
      expect([v.size, v.last(), v.get(v.size), v.get(v.size + 1)]).toEqual([
        model.length,
        model.at(-1),
        undefined,
        undefined,
      ]);
    }
  });
});
