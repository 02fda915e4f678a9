import { describe, expect, it } from 'vitest';
import { AppendIndex } from './append-index';

describe('AppendIndex', () => {
  it('a version sees only the keys of its own items', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('', 'a', 0);
    const v1 = e.done(1);
    const e2 = v1.edit(1);
    e2.set('', 'b', 1);
    const v2 = e2.done(2);
    expect([v1.get('', 'a'), v1.get('', 'b')]).toEqual([0, undefined]);
    expect([v2.get('', 'a'), v2.get('', 'b')]).toEqual([0, 1]);
  });

  it('keeps scopes apart, even where joining scope and key would give one string', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('a\nb', 'c', 0);
    e.set('a', 'b\nc', 1);
    const v = e.done(2);
    expect([v.get('a\nb', 'c'), v.get('a', 'b\nc'), v.get('a', 'c')]).toEqual([0, 1, undefined]);
  });

  it('lists its entries in the order their items were created, across scopes', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('child', 'x', 0);
    e.set('', 'y', 1);
    e.set('child', 'z', 2);
    expect(e.done(3).entries()).toEqual([
      ['child', 'x', 0],
      ['', 'y', 1],
      ['child', 'z', 2],
    ]);
  });

  it('writing to an older version copies, so a branch cannot corrupt the newest one', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('', 'a', 0);
    const v1 = e.done(1);
    const head = v1.edit(1);
    head.set('', 'b', 1);
    const v2 = head.done(2);
    const branch = v1.edit(1);
    branch.set('s', 'c', 1);
    const v2b = branch.done(2);
    expect([v2.get('', 'b'), v2.get('s', 'c')]).toEqual([1, undefined]);
    expect([v2b.get('', 'b'), v2b.get('s', 'c')]).toEqual([undefined, 1]);
    expect(v2b.entries()).toEqual([
      ['', 'a', 0],
      ['s', 'c', 1],
    ]);
  });

  it('an editor answers a key it just set or found as its map does, scope included', () => {
    const e = AppendIndex.empty().edit(0);
    e.set('', 'a', 0);
    e.set('s', 'a', 1);
    // Each lookup below follows one of another key or scope: a remembered key must not answer it.
    const asked: [string, string][] = [
      ['s', 'a'],
      ['', 'a'],
      ['', 'a'],
      ['s', 'a'],
      ['', 'b'],
      ['s', 'a'],
      ['t', 'a'],
    ];
    const v = e.done(2);
    expect(asked.map(([scope, key]) => e.get(scope, key))).toEqual(
      asked.map(([scope, key]) => v.get(scope, key)),
    );
    expect(asked.map(([scope, key]) => e.get(scope, key))).toEqual([
      1,
      0,
      0,
      1,
      undefined,
      1,
      undefined,
    ]);
  });

  it("lists an editor's ids ascending, across scopes, without a newer version's", () => {
    const e = AppendIndex.empty().edit(0);
    e.set('child', 'x', 0);
    e.set('', 'y', 1);
    e.set('child', 'z', 2);
    const v = e.done(3);
    const next = v.edit(3);
    next.set('', 'w', 3);
    expect(next.ids()).toEqual([0, 1, 2, 3]);
    expect(v.edit(3).ids()).toEqual([0, 1, 2]);
  });
});
