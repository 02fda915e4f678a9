import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the base, keeping between half and all of each step', () => {
    expect(backoffDelay(0, {}, () => 0)).toBe(500);
    expect(backoffDelay(0, {}, () => 1)).toBe(1000);
    expect(backoffDelay(3, {}, () => 1)).toBe(8000);
    expect(backoffDelay(3, {}, () => 0)).toBe(4000);
  });
  it('caps at about 30 s however many attempts failed', () => {
    expect(backoffDelay(5, {}, () => 1)).toBe(30_000);
    expect(backoffDelay(500, {}, () => 1)).toBe(30_000);
    expect(backoffDelay(500, {}, () => 0)).toBe(15_000);
  });
  it('starts from the server’s retry: value when given', () => {
    expect(backoffDelay(0, { baseMs: 3000 }, () => 1)).toBe(3000);
    expect(backoffDelay(1, { baseMs: 3000 }, () => 1)).toBe(6000);
  });
});
