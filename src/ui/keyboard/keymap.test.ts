import { describe, expect, it } from 'vitest';
import { actionOf, helpLines, shortcuts } from './keymap';

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
    expect(actionOf(key('e'), false)).toBe('next-error');
    expect(actionOf(key('E'), false)).toBe('prev-error');
    expect(actionOf(key('x'), false)).toBeUndefined();
  });

  it('leaves keys alone while typing, except Ctrl/⌘+F', () => {
    expect(actionOf(key('j'), true)).toBeUndefined();
    expect(actionOf(key('f', { ctrlKey: true }), true)).toBe('search');
    expect(actionOf(key('f', { metaKey: true }), false)).toBe('search');
  });

  it('keeps modified keys for the browser and the other features', () => {
    expect(actionOf(key('c', { ctrlKey: true }), false)).toBeUndefined();
    expect(actionOf(key('i', { ctrlKey: true }), false)).toBeUndefined();
    expect(actionOf(key(',', { altKey: true }), false)).toBeUndefined();
  });

  it('maps the panels and time travel from the same table', () => {
    expect(actionOf(key('i'), false)).toBe('panel:inspector');
    expect(actionOf(key(','), false)).toBe('travel-back');
    expect(actionOf(key('.'), false)).toBe('travel-forward');
  });
});

describe('the shortcuts table', () => {
  const plainKeys = shortcuts().flatMap((s) => s.plain ?? s.keys);

  it('gives each key one action', () => {
    expect(new Set(plainKeys).size).toBe(plainKeys.length);
  });

  it('dispatches every key it lists to its own action', () => {
    for (const s of shortcuts())
      for (const k of s.plain ?? s.keys) expect(actionOf(key(k), false)).toBe(s.action);
  });

  it('lists each label once in the help, with every key under it', () => {
    const lines = helpLines();
    expect(new Set(lines.map((l) => l.label)).size).toBe(lines.length);
    expect(lines.find((l) => l.label === 'timeTravel')?.keys).toEqual([',', '.']);
  });
});
