import { describe, expect, it } from 'vitest';
import { jsonTokens, prettyJson } from './json-tokens';

describe('jsonTokens', () => {
  it('classifies keys, strings, numbers and literals and keeps every character', () => {
    const text = prettyJson({ a: 'x:"y"', b: -1.5e3, c: [true, null] });
    const tokens = jsonTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.filter((t) => t.kind === 'key').map((t) => t.text)).toEqual([
      '"a"',
      '"b"',
      '"c"',
    ]);
    expect(tokens.find((t) => t.kind === 'string')?.text).toBe('"x:\\"y\\""');
    expect(tokens.find((t) => t.kind === 'number')?.text).toBe('-1500');
    expect(tokens.filter((t) => t.kind === 'literal').map((t) => t.text)).toEqual(['true', 'null']);
  });
  it('stringifies anything without throwing', () => {
    expect(prettyJson(undefined)).toBe('undefined');
    expect(prettyJson(BigInt(1))).toBe('1');
  });
});
