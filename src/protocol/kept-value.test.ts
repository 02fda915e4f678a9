import { describe, expect, it } from 'vitest';
import {
  isDataValue,
  keptTextHead,
  keptTextRef,
  keptValueOf,
  keptValueRef,
  valueLength,
  valueStart,
} from './kept-value';

describe('kept value references', () => {
  const kept = {
    nonce: '00112233aabbccdd',
    start: 100,
    end: 300_100,
    head: 'data:image/png;base64,',
  };

  it('read back what they were written from, and stand for a value of their range', () => {
    const ref = keptValueRef(kept);
    expect(keptValueOf(ref)).toEqual(kept);
    expect(isDataValue(ref)).toBe(true);
    expect(valueLength(ref)).toBe(300_000);
    expect(valueLength('plain')).toBe(5);
  });

  it('are not made of strings that only look like one', () => {
    for (const s of [
      'omniscope-kept:not-hex:1:2:data:image/png;base64,',
      'omniscope-kept:00112233aabbccdd:9:3:data:image/png;base64,',
      'omniscope-kept:00112233aabbccdd:1:2',
      'https://example.com/omniscope-kept:00112233aabbccdd:1:2:x',
    ])
      expect(keptValueOf(s)).toBeNull();
    expect(isDataValue('https://example.com/a.png')).toBe(false);
  });

  it('of a text carry its size and preview, and are not images', () => {
    const text = { length: 50_000, lines: 812, preview: 'line 1: a, b: c\nline 2' };
    const ref = keptValueRef({ ...kept, head: keptTextHead(text) });
    expect(keptTextRef(ref)).toEqual(text);
    expect(isDataValue(ref)).toBe(false);
    expect(valueLength(ref)).toBe(50_000);
    expect(valueStart(ref, 6)).toBe('line 1');
    expect(keptTextRef(keptValueRef(kept))).toBeNull();
    expect(keptTextRef('text:1:1,plain')).toBeNull();
  });
});
