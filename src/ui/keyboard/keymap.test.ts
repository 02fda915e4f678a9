import { describe, expect, it } from 'vitest';
import { actionOf, SHORTCUTS } from './keymap';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('actionOf', () => {
  it('maps the plain keys', () => {
    expect(actionOf(key('j'), false)).toBe('next-row');
    expect(actionOf(key('G'), false)).toBe('bottom');
    expect(actionOf(key('?'), false)).toBe('help');
    expect(actionOf(key('x'), false)).toBeUndefined();
  });

  it('leaves keys alone while typing, except Ctrl/⌘+F', () => {
    expect(actionOf(key('j'), true)).toBeUndefined();
    expect(actionOf(key('f', { ctrlKey: true }), true)).toBe('search');
    expect(actionOf(key('f', { metaKey: true }), false)).toBe('search');
  });

  it('keeps modified keys for the browser and the other features', () => {
    expect(actionOf(key('c', { ctrlKey: true }), false)).toBeUndefined();
    expect(actionOf(key('i'), false)).toBeUndefined();
    expect(actionOf(key(','), false)).toBeUndefined();
  });

  it('lists every action in the help', () => {
    const listed = new Set(SHORTCUTS.map((s) => s.action));
    for (const k of ['/', 'n', 'N', 'j', 'k', '[', ']', 'o', 'c', 'g', 'G', 'f', 'Escape', '?']) {
      const a = actionOf(key(k), false);
      expect(a && listed.has(a)).toBe(true);
    }
  });
});
