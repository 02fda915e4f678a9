import { describe, expect, it } from 'vitest';
import { childSessionKey, originOf, sessionIdOf, sessionKeyOf } from './session-key';

describe('session keys', () => {
  it('writes the ids PenguinHarness writes as they are', () => {
    expect(sessionKeyOf(undefined)).toBe('');
    expect(sessionKeyOf(['child-1', 'grand'])).toBe('child-1/grand');
  });

  it('keeps an id holding "/" apart from a chain of two', () => {
    expect(sessionKeyOf(['a/b'])).not.toBe(sessionKeyOf(['a', 'b']));
    expect(sessionKeyOf(['a\\', 'b'])).not.toBe(sessionKeyOf(['a\\/b']));
  });

  it('reads back the chain and the own id of any key', () => {
    for (const origin of [[], ['x'], ['a/b'], ['a', 'b'], ['a\\', '/b\\/']]) {
      const key = sessionKeyOf(origin);
      expect(originOf(key)).toEqual(origin);
      expect(sessionIdOf(key)).toBe(origin.at(-1) ?? '');
      if (origin.length > 0)
        expect(childSessionKey(sessionKeyOf(origin.slice(0, -1)), origin.at(-1)!)).toBe(key);
    }
  });
});
