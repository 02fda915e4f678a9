import { describe, expect, it } from 'vitest';
import { isDark, nextThemePref, readThemePref } from './theme';

describe('theme', () => {
  it('defaults to the system and ignores junk in storage', () => {
    expect(readThemePref({ getItem: () => null })).toBe('system');
    expect(readThemePref({ getItem: () => 'purple' })).toBe('system');
    expect(readThemePref({ getItem: () => 'dark' })).toBe('dark');
  });

  it('flips what is shown on every click, coming back to the system', () => {
    expect(nextThemePref('system', false)).toBe('dark');
    expect(nextThemePref('dark', false)).toBe('system');
    expect(nextThemePref('light', false)).toBe('dark');
    expect(nextThemePref('system', true)).toBe('light');
    expect(nextThemePref('light', true)).toBe('system');
    expect(nextThemePref('dark', true)).toBe('light');
  });

  it('resolves the system choice', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('light', true)).toBe(false);
  });
});
