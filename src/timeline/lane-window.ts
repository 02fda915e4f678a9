// The lanes a timeline draws: those its scroll box shows, with a margin. A live task can hold
// thousands of lanes (every call still running has one); drawn whole, each update restyled and
// laid out every bar of every lane, while the panel shows about fifteen.

/** Lanes `first` to `last`, both included. */
export interface LaneWindow {
  first: number;
  last: number;
}

/**
 * Lanes are added and dropped this many at a time, and this many more are drawn on each side:
 * a scroll of a few lanes changes nothing, and the next lanes are drawn before they show.
 */
export const LANE_BLOCK = 16;

/**
 * The lanes of `count` to draw when the lanes' box is scrolled `top` pixels past its first lane
 * and shows `height` pixels of lanes `laneHeight` tall: whole blocks of LANE_BLOCK lanes, so the
 * window moves in steps, with a block of margin before and after.
 */
export function laneWindow(
  top: number,
  height: number,
  count: number,
  laneHeight: number,
): LaneWindow {
  const firstShown = Math.max(0, Math.floor(top / laneHeight));
  const lastShown = Math.max(firstShown, Math.ceil((top + height) / laneHeight) - 1);
  const first = Math.max(0, (Math.floor(firstShown / LANE_BLOCK) - 1) * LANE_BLOCK);
  const last = Math.min(count - 1, (Math.floor(lastShown / LANE_BLOCK) + 2) * LANE_BLOCK - 1);
  return { first, last };
}

/** The items of `items` on a lane of `window`, in order. */
export function inWindow<T extends { lane: number }>(
  items: readonly T[],
  window: LaneWindow,
): readonly T[] {
  return items.filter((x) => x.lane >= window.first && x.lane <= window.last);
}
