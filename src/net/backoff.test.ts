import { describe, expect, it } from 'vitest';
import { backoffDelay, serverRetryBackoff } from './backoff';

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
  it('floors a server’s retry: at 1 s, and grows from it', () => {
    for (const retry of [0, 1, 13, 999]) {
      const o = serverRetryBackoff(retry);
      expect(backoffDelay(0, o, () => 0)).toBe(1000);
      expect(backoffDelay(0, o, () => 1)).toBe(1000);
      expect(backoffDelay(1, o, () => 0)).toBe(1000);
      expect(backoffDelay(1, o, () => 1)).toBe(2000);
      expect(backoffDelay(4, o, () => 1)).toBe(16_000);
    }
  });
  it('never waits less than a server’s retry: value, jitter included', () => {
    const o = serverRetryBackoff(5000);
    expect(backoffDelay(0, o, () => 0)).toBe(5000);
    expect(backoffDelay(2, o, () => 0)).toBe(10_000);
    expect(backoffDelay(9, o, () => 0)).toBe(15_000);
  });
});
