import { describe, expect, it } from 'vitest';
import { formatCount, formatTokens } from '../common/format';
import { figureText } from './figure-text';

describe('figureText', () => {
  it('is exact where two different values round to the same label', () => {
    expect(figureText(1265, 1255, formatTokens, formatCount)).toBe('1,265');
    expect(figureText(1255, 1265, formatTokens, formatCount)).toBe('1,255');
  });

  it('stays rounded when the labels already differ, the values are equal, or one side is missing', () => {
    expect(figureText(1265, 2400, formatTokens, formatCount)).toBe('1.3k');
    expect(figureText(1265, 1265, formatTokens, formatCount)).toBe('1.3k');
    expect(figureText(1265, undefined, formatTokens, formatCount)).toBe('1.3k');
  });
});
