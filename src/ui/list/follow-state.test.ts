import { describe, expect, it } from 'vitest';
import type { ScrollSample } from './follow-scroll';
import {
  initialFollow,
  newRowsOf,
  nextFollow,
  type FollowInput,
  type FollowState,
} from './follow-state';

/** A 1000 px list in a 200 px box, scrolled to `top`. */
const at = (top: number, height = 1000): FollowInput => ({
  kind: 'scroll',
  sample: { top, height, client: 200 } satisfies ScrollSample,
});
const run = (s: FollowState, steps: [FollowInput, number][]): FollowState =>
  steps.reduce((acc, [input, rows]) => nextFollow(acc, input, rows), s);

describe('follow mode', () => {
  it('a scroll up stops following and counts the rows that arrive after it', () => {
    const s = run(initialFollow(true, 10), [
      [at(800), 10],
      [at(700), 12],
    ]);
    expect(s.following).toBe(false);
    expect(newRowsOf(s, 12)).toBe(0);
    expect(newRowsOf(s, 15)).toBe(3);
  });

  it('content growing under the reader is not a scroll of theirs', () => {
    const s = run(initialFollow(true, 10), [
      [at(800), 10],
      [at(750, 1200), 11],
    ]);
    expect(s.following).toBe(true);
    expect(newRowsOf(s, 20)).toBe(0);
  });

  it('a wheel turn upward stops, even with no scroll sample; downward does not', () => {
    expect(nextFollow(initialFollow(true, 5), { kind: 'wheel', deltaY: 40 }, 5).following).toBe(
      true,
    );
    const s = nextFollow(initialFollow(true, 5), { kind: 'wheel', deltaY: -1 }, 7);
    expect(s.following).toBe(false);
    expect(newRowsOf(s, 9)).toBe(2);
  });

  it('a wheel turn holds against a late sample at the end; coming back after leaving resumes', () => {
    // The follow loop's last jump to the end reports its scroll after the wheel turn: stopped
    // before the list moved, a sample at the end is not the reader coming back.
    let s = run(initialFollow(true, 5), [
      [at(800), 5],
      [{ kind: 'wheel', deltaY: -100 }, 5],
      [at(900, 1100), 6],
    ]);
    expect(s.following).toBe(false);
    s = run(s, [
      [at(500, 1100), 6],
      [at(900, 1100), 7],
    ]);
    expect(s.following).toBe(true);
  });

  it('a second stop keeps counting from the first', () => {
    const s = run(initialFollow(true, 5), [
      [{ kind: 'stop' }, 5],
      [{ kind: 'wheel', deltaY: -10 }, 8],
      [{ kind: 'stop' }, 9],
    ]);
    expect(newRowsOf(s, 10)).toBe(5);
  });

  it('resume follows again, and forgets the old sample so the next scroll is not a move up', () => {
    let s = run(initialFollow(true, 5), [
      [at(800), 5],
      [at(100), 5],
      [{ kind: 'resume' }, 8],
    ]);
    expect(s.following).toBe(true);
    expect(newRowsOf(s, 30)).toBe(0);
    s = nextFollow(s, at(50), 30);
    expect(s.following).toBe(true);
  });

  it('reaching the bottom again resumes; the count starts over at the next stop', () => {
    const s = run(initialFollow(true, 5), [
      [at(800), 5],
      [at(500), 5],
      [at(800), 9],
      [at(600), 12],
    ]);
    expect(s.following).toBe(false);
    expect(newRowsOf(s, 13)).toBe(1);
  });

  it('a document left scrolled away starts stopped, counting from its rows on opening', () => {
    const s = initialFollow(false, 40);
    expect(s.following).toBe(false);
    expect(newRowsOf(s, 41)).toBe(1);
  });
});
