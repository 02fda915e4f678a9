import { describe, expect, it } from 'vitest';
import { countLines } from '../../protocol/text-lines';
import {
  base64Size,
  dataUrlInfo,
  durationBetween,
  formatBytes,
  formatClock,
  formatCount,
  formatDuration,
  formatElapsed,
  formatTokens,
  headLines,
  httpHost,
} from './format';

describe('formatBytes', () => {
  it('picks a unit and keeps one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024)).toBe('200 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(-1)).toBe('?');
  });
});

describe('formatTokens', () => {
  it('abbreviates thousands and millions without trailing .0', () => {
    expect(formatTokens(950)).toBe('950');
    expect(formatTokens(6237)).toBe('6.2k');
    expect(formatTokens(6000)).toBe('6k');
    expect(formatTokens(45703)).toBe('46k');
    expect(formatTokens(1_250_000)).toBe('1.3M');
  });
  it('goes on to billions and trillions, and never shows 1000 of a unit', () => {
    expect(formatTokens(999_999)).toBe('1M');
    expect(formatTokens(2_500_000_000)).toBe('2.5B');
    expect(formatTokens(1e12)).toBe('1T');
    expect(formatTokens(100_000_000_000)).toBe('100B');
  });
  it('formats full counts with separators', () => {
    expect(formatCount(45703)).toBe('45,703');
  });
});

describe('formatDuration', () => {
  it('covers ms, seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(340)).toBe('340 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(12_900)).toBe('12 s');
    expect(formatDuration(125_000)).toBe('2m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatDuration(Number.NaN)).toBe('?');
  });
  it('counts whole seconds for live timers', () => {
    expect(formatElapsed(999)).toBe('0s');
    expect(formatElapsed(7_500)).toBe('7s');
    expect(formatElapsed(65_000)).toBe('1m 05s');
  });
  it('measures between ISO timestamps', () => {
    expect(durationBetween('2026-12-02T09:53:14.572Z', '2026-12-02T09:53:15.110Z')).toBe(538);
    expect(durationBetween(undefined, '2026-12-02T09:53:15.110Z')).toBeUndefined();
    expect(durationBetween('x', '2026-12-02T09:53:15.110Z')).toBeUndefined();
    expect(durationBetween('2026-12-02T09:53:16Z', '2026-12-02T09:53:15Z')).toBeUndefined();
  });
  it('formats clock times', () => {
    expect(formatClock('2026-12-02T09:53:14.121Z', true)).toBe('09:53:14.121');
    expect(formatClock('nonsense')).toBe('nonsense');
  });
});

describe('base64 and data URLs', () => {
  it('computes the decoded size from the length and padding', () => {
    expect(base64Size(btoa('a'))).toBe(1);
    expect(base64Size(btoa('ab'))).toBe(2);
    expect(base64Size(btoa('abc'))).toBe(3);
    expect(base64Size(btoa('hello world!!'))).toBe(13);
    expect(base64Size('')).toBe(0);
  });
  it('reads the header of a data URL', () => {
    const url = `data:image/png;base64,${btoa('12345')}`;
    expect(dataUrlInfo(url)).toEqual({ mime: 'image/png', base64: true, dataStart: 22, size: 5 });
    expect(dataUrlInfo('data:,hi')).toMatchObject({ mime: 'text/plain', base64: false, size: 2 });
    expect(dataUrlInfo('https://x/y.png')).toBeUndefined();
  });
  it('accepts only http(s) hosts', () => {
    expect(httpHost('https://example.com:8080/a.png')).toBe('example.com:8080');
    expect(httpHost('javascript:alert(1)')).toBeUndefined();
    expect(httpHost('not a url')).toBeUndefined();
  });
});

describe('lines', () => {
  it('counts lines with or without a trailing newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('a\nb\n')).toBe(2);
  });
  it('takes the head by lines and by characters', () => {
    expect(headLines('a\nb\nc\nd', 2, 100)).toBe('a\nb');
    expect(headLines('a\nb', 5, 100)).toBe('a\nb');
    expect(headLines('x'.repeat(50), 3, 10)).toBe('x'.repeat(10));
  });
});
