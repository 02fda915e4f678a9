import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { compileQuery } from './matcher';
import { RE2_DESCRIPTIONS, regexReasonText, splitRegexReason } from './regex-reason';

const reasonOf = (text: string) => {
  const c = compileQuery({ text, caseSensitive: false, regex: true });
  if (c === null || c.ok) throw new Error(`expected ${text} to be invalid`);
  return c.error;
};

describe('an invalid regular expression’s reason', () => {
  it('is said in Chinese in the Chinese interface, the pattern kept as typed', () => {
    expect(regexReasonText(reasonOf('(notes'), CATALOGS.zh.search.reason)).toBe(
      '缺少右括号 )：`(notes`',
    );
    expect(regexReasonText(reasonOf('a)'), CATALOGS.zh.search.reason)).toBe('多余的右括号 )：`a)`');
    expect(regexReasonText(reasonOf('[a'), CATALOGS.zh.search.reason)).toMatch(/^缺少右方括号/);
    expect(regexReasonText(reasonOf('a**'), CATALOGS.zh.search.reason)).toMatch(/^重复运算符/);
  });

  it('reads in English as re2js wrote it', () => {
    for (const text of ['(notes', 'a)', '[a', 'a**', '(?<n>a)(?<n>b)', 'x{2000}', 'a\\'])
      expect(regexReasonText(reasonOf(text), CATALOGS.en.search.reason)).toBe(reasonOf(text));
  });

  it('names each of re2js’s descriptions, with or without the pattern; any other stays as is', () => {
    for (const description of RE2_DESCRIPTIONS) {
      expect(splitRegexReason(description)).toEqual({ description, pattern: null });
      expect(splitRegexReason(`${description}: \`a: \`b\``)).toEqual({
        description,
        pattern: 'a: `b',
      });
      expect(CATALOGS.zh.search.reason({ description, pattern: null })).toMatch(/\p{Script=Han}/u);
    }
    expect(regexReasonText('the worker failed', CATALOGS.zh.search.reason)).toBe(
      'the worker failed',
    );
  });
});
