import { describe, expect, it } from 'vitest';
import { compileQuery, countMatches, splitMatches } from './matcher';

const regexOf = (text: string, o: { caseSensitive?: boolean; regex?: boolean } = {}) => {
  const c = compileQuery({
    text,
    caseSensitive: o.caseSensitive ?? false,
    regex: o.regex ?? false,
  });
  if (!c?.ok) throw new Error('expected a valid query');
  return c.regex;
};

describe('compileQuery', () => {
  it('is case-insensitive by default and takes the text literally', () => {
    expect(countMatches('Foo foo FOO', regexOf('foo'))).toBe(3);
    expect(countMatches('a.b axb', regexOf('a.b'))).toBe(1);
    expect(countMatches('(x) (x)', regexOf('(x)'))).toBe(2);
  });

  it('matches case when asked', () => {
    expect(countMatches('Foo foo FOO', regexOf('foo', { caseSensitive: true }))).toBe(1);
  });

  it('reads a regular expression when asked, and says why an invalid one is not', () => {
    expect(countMatches('call_1 call_22 call_x', regexOf('call_\\d+', { regex: true }))).toBe(2);
    const bad = compileQuery({ text: 'a(b', caseSensitive: false, regex: true });
    expect(bad).toMatchObject({ ok: false });
    expect(bad && !bad.ok && bad.error).toMatch(/group|parenthes/i);
  });

  it('gives nothing for an empty query', () => {
    expect(compileQuery({ text: '', caseSensitive: false, regex: false })).toBeNull();
  });
});

describe('occurrences', () => {
  it('counts non-overlapping occurrences and steps over empty matches', () => {
    expect(countMatches('aaaa', regexOf('aa'))).toBe(2);
    expect(countMatches('baab', regexOf('a*', { regex: true }))).toBe(1);
  });

  it('splits text into plain and matched runs that join back to the text', () => {
    const parts = splitMatches('Error: an error here', regexOf('error'));
    expect(parts).toEqual([
      { text: 'Error', match: true },
      { text: ': an ', match: false },
      { text: 'error', match: true },
      { text: ' here', match: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Error: an error here');
  });

  it('marks at most the first `limit` matches, leaving the rest plain', () => {
    const parts = splitMatches('a.a.a.a', regexOf('a'), 2);
    expect(parts.filter((p) => p.match)).toHaveLength(2);
    expect(parts.map((p) => p.text).join('')).toBe('a.a.a.a');
  });
});
