import { describe, expect, it } from 'vitest';
import { lookUp, rawText } from './look-up';

const TABLE = { allow: 'allowed', deny: 'denied' } as const;

describe('lookUp', () => {
  it('finds listed values', () => {
    expect(lookUp(TABLE, 'allow')).toBe('allowed');
  });

  it('misses values the table does not list, inherited names included', () => {
    for (const v of ['maybe', 'constructor', '__proto__', 'toString', 'hasOwnProperty', ''])
      expect(lookUp(TABLE, v)).toBeUndefined();
  });

  it('misses values that are not strings', () => {
    for (const v of [undefined, null, 1, true, ['allow'], { allow: 1 }])
      expect(lookUp(TABLE, v)).toBeUndefined();
  });
});

describe('rawText', () => {
  it('shows strings as they are and anything else as JSON', () => {
    expect(rawText('maybe')).toBe('maybe');
    expect(rawText(42)).toBe('42');
    expect(rawText(null)).toBe('null');
    expect(rawText({ a: [1] })).toBe('{"a":[1]}');
    expect(rawText(undefined)).toBe('(missing)');
  });
});
