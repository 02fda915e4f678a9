import { describe, expect, it } from 'vitest';
import { compactions } from '../../../test/cases/compactions';
import { contextOccupancy, parseContextWindow } from './usage';
import { traceOf } from '../../../test/support/test-trace';

describe('parseContextWindow', () => {
  it('reads numbers and the string forms producers send', () => {
    expect(parseContextWindow(128000)).toBe(128000);
    expect(parseContextWindow('200000')).toBe(200000);
    expect(parseContextWindow('128k')).toBe(128000);
    expect(parseContextWindow('1M')).toBe(1000000);
    expect(parseContextWindow('1,000,000')).toBe(1000000);
    expect(parseContextWindow('lots')).toBeUndefined();
    expect(parseContextWindow(0)).toBeUndefined();
    expect(parseContextWindow(undefined)).toBeUndefined();
  });
});

describe('contextOccupancy', () => {
  it('takes the last request that reported usage', () => {
    const t = traceOf(compactions());
    // The last request never ended; the one before it used 3000 + 80 + 12.
    expect(contextOccupancy(t, '')).toEqual({ used: 3092, window: 128000, ratio: 3092 / 128000 });
  });
  it('is unknown for an unknown session', () => {
    expect(contextOccupancy(traceOf(compactions()), 'nope')).toBeUndefined();
  });
});
