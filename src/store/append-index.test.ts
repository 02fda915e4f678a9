import { describe, expect, it } from 'vitest';
import { AppendIndex } from './append-index';

describe('AppendIndex', () => {
  it('a version sees only the keys of its own items', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('a', 0);
    const v1 = e.done(1);
    const e2 = v1.edit(1);
    e2.set('b', 1);
    const v2 = e2.done(2);
    expect([v1.get('a'), v1.get('b')]).toEqual([0, undefined]);
    expect([v2.get('a'), v2.get('b')]).toEqual([0, 1]);
  });

  it('writing to an older version copies, so a branch cannot corrupt the newest one', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('a', 0);
    const v1 = e.done(1);
    const head = v1.edit(1);
    head.set('b', 1);
    const v2 = head.done(2);
    const branch = v1.edit(1);
    branch.set('c', 1);
    const v2b = branch.done(2);
    expect([v2.get('b'), v2.get('c')]).toEqual([1, undefined]);
    expect([v2b.get('b'), v2b.get('c')]).toEqual([undefined, 1]);
    expect([...v2b.entries()].map(([k]) => k).sort()).toEqual(['a', 'c']);
  });
});
