import { describe, expect, it } from 'vitest';
import { rowAfterKey } from './row-keys';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('rowAfterKey', () => {
  it('moves down with ArrowDown and j, up with ArrowUp and k', () => {
    expect(rowAfterKey(key('ArrowDown'), 3, 10)).toBe(4);
    expect(rowAfterKey(key('j'), 3, 10)).toBe(4);
    expect(rowAfterKey(key('ArrowUp'), 3, 10)).toBe(2);
    expect(rowAfterKey(key('k'), 3, 10)).toBe(2);
  });

  it('stays within the rows', () => {
    expect(rowAfterKey(key('k'), 0, 10)).toBe(0);
    expect(rowAfterKey(key('ArrowDown'), 9, 10)).toBe(9);
    expect(rowAfterKey(key('j'), 0, 0)).toBeUndefined();
  });

  it('leaves other keys and modified arrows alone', () => {
    expect(rowAfterKey(key('Enter'), 3, 10)).toBeUndefined();
    expect(rowAfterKey(key('x'), 3, 10)).toBeUndefined();
    expect(rowAfterKey(key('ArrowDown', { altKey: true }), 3, 10)).toBeUndefined();
    expect(rowAfterKey(key('j', { ctrlKey: true }), 3, 10)).toBeUndefined();
  });
});
