import { describe, expect, it } from 'vitest';
import { nextFollowing, type ScrollSample } from './follow-scroll';

const at = (top: number, height = 1000, client = 400): ScrollSample => ({ top, height, client });

describe('nextFollowing', () => {
  it('stops at once when the reader scrolls up a single pixel', () => {
    expect(nextFollowing(true, at(500), at(499))).toBe(false);
  });

  it('keeps following when the offset moves because the content changed', () => {
    expect(nextFollowing(true, at(600), at(500, 1200))).toBe(true);
  });

  it('keeps following while scrolling down', () => {
    expect(nextFollowing(true, at(300), at(350))).toBe(true);
  });

  it('resumes once the reader is back at the bottom', () => {
    expect(nextFollowing(false, at(100), at(600))).toBe(true);
    expect(nextFollowing(false, at(100), at(597))).toBe(true);
  });

  it('stays stopped in the middle of the list', () => {
    expect(nextFollowing(false, at(100), at(300))).toBe(false);
  });

  it('treats a list shorter than its box as being at the bottom', () => {
    expect(nextFollowing(false, null, at(0, 200, 400))).toBe(true);
  });
});
