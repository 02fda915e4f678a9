import { describe, expect, it } from 'vitest';
import { followPick, markedEntry, type OutlinePick } from './outline-pick';

describe('an entry picked in the outline', () => {
  // Entries 0..9; entry 8's row is item 80, which the list cannot bring to its top: it stops
  // with item 72 (of entry 7) at the top.
  const picked: OutlinePick = { root: '', index: 8, landing: undefined };

  it('stays marked where the list stopped short of bringing it to the top', () => {
    const landed = followPick(picked, 72, 7);
    expect(landed).toEqual({ ...picked, landing: 72 });
    expect(markedEntry(landed, '', 7)).toBe(8);
    // A list already at its end does not move: the pick holds as it was.
    expect(markedEntry(picked, '', 7)).toBe(8);
  });

  it('lets go once the reader scrolls up from there, or past it', () => {
    const landed = followPick(picked, 72, 7);
    expect(followPick(landed, 65, 6)).toBeNull();
    expect(followPick(landed, 90, 9)).toBeNull();
    expect(markedEntry(null, '', 6)).toBe(6);
  });

  it('is no pick of another session on screen', () => {
    expect(markedEntry(picked, 'child', 7)).toBe(7);
  });
});
