import { describe, expect, it } from 'vitest';
import { sidewaysMore } from './use-more-sideways';

describe('sidewaysMore', () => {
  it('names the edges past which more lies, with a pixel of slack for rounding', () => {
    expect(sidewaysMore(0, 300, 300)).toBeUndefined();
    expect(sidewaysMore(0, 300, 300.5)).toBeUndefined();
    expect(sidewaysMore(0, 300, 900)).toBe('right');
    expect(sidewaysMore(300, 300, 900)).toBe('both');
    expect(sidewaysMore(600, 300, 900)).toBe('left');
    expect(sidewaysMore(599.5, 300, 900)).toBe('left');
  });
});
