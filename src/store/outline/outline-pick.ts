// The entry the reader picked in the outline stays marked where the list cannot scroll its row to
// the top (an entry near the end): the entry under the list's top row is then an earlier one.
import type { ItemId, SessionKey } from '../model';

export interface OutlinePick {
  root: SessionKey;
  index: number;
  /** The list's top row once the jump landed: the reader scrolling above it lets go of the pick. */
  landing: ItemId | undefined;
}

/**
 * The pick after the list's top row moved to `top` (whose entry is `topEntry`): kept while the
 * jump lands and while the list rests there, dropped once the reader scrolls up from where it
 * landed or down past the picked entry.
 */
export function followPick(
  pick: OutlinePick | null,
  top: ItemId | undefined,
  topEntry: number,
): OutlinePick | null {
  if (!pick || top === undefined) return pick;
  if (topEntry > pick.index) return null;
  if (pick.landing !== undefined && top < pick.landing) return null;
  return top === pick.landing ? pick : { ...pick, landing: top };
}

/** The entry to mark: the picked one while it holds (see followPick), else the top row's. */
export function markedEntry(pick: OutlinePick | null, root: SessionKey, topEntry: number): number {
  return pick && pick.root === root && topEntry <= pick.index ? pick.index : topEntry;
}
