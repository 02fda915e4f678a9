import { describe, expect, it } from 'vitest';
import { isAtOrBefore, isNewEventId, parseEventId } from './sse-ids';

describe('parseEventId', () => {
  it('splits on the last dash, so epochs may hold dashes', () => {
    expect(parseEventId('85c3bf63-17')).toEqual({ epoch: '85c3bf63', seq: 17 });
    expect(parseEventId('a-b-c-9')).toEqual({ epoch: 'a-b-c', seq: 9 });
  });
  it('rejects other shapes', () => {
    expect(parseEventId('17')).toBeNull();
    expect(parseEventId('abc-')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
  });
});

describe('isNewEventId', () => {
  it('orders by sequence within an epoch, numerically', () => {
    expect(isNewEventId('e-10', 'e-9')).toBe(true);
    expect(isNewEventId('e-9', 'e-10')).toBe(false);
    expect(isNewEventId('e-9', 'e-9')).toBe(false);
  });
  it('takes anything after nothing, and another epoch as new', () => {
    expect(isNewEventId('e-1', null)).toBe(true);
    expect(isNewEventId('f-1', 'e-99')).toBe(true);
  });
  it('compares other ids by identity only', () => {
    expect(isNewEventId('x', 'x')).toBe(false);
    expect(isNewEventId('y', 'x')).toBe(true);
  });
});

describe('isAtOrBefore', () => {
  it('is true only within the cursor’s epoch, up to the cursor', () => {
    expect(isAtOrBefore('e-17', 'e-17')).toBe(true);
    expect(isAtOrBefore('e-3', 'e-17')).toBe(true);
    expect(isAtOrBefore('e-18', 'e-17')).toBe(false);
    expect(isAtOrBefore('f-3', 'e-17')).toBe(false);
    expect(isAtOrBefore(undefined, 'e-17')).toBe(false);
    expect(isAtOrBefore('e-3', null)).toBe(false);
  });
});
