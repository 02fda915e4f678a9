import { describe, expect, it } from 'vitest';
import { p95ByWindow } from './frame-windows';

describe('p95ByWindow', () => {
  it('gives each stretch of the stream its own p95, a short last one included', () => {
    // Two seconds of 16.7 ms frames with a few of two vsyncs in the second, then a short tail.
    const calm = Array.from({ length: 60 }, () => 16.7);
    const busy = Array.from({ length: 60 }, (_, i) => (i % 10 === 0 ? 33.3 : 16.7));
    expect(p95ByWindow([...calm, ...busy, 50], 1000)).toEqual([16.7, 33.3, 50]);
  });

  it('has nothing to say of no frames', () => {
    expect(p95ByWindow([], 1000)).toEqual([]);
  });
});
