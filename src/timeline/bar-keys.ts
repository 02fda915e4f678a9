// The arrow keys among the timeline's bars (one Tab stop for all of them, WAI-ARIA's roving
// tabindex): left and right along a lane, up and down to the nearest bar of the next lane that
// has one, Home and End to the lane's first and last.

/** Where a bar is drawn: its lane and its left and right edges on the track. */
export interface BarPlace {
  readonly lane: number;
  readonly left: number;
  readonly right: number;
}

const center = (b: BarPlace) => (b.left + b.right) / 2;

/** The indices of the bars on `lane`, left to right (drawn order breaks a tie). */
function laneOrder(bars: readonly BarPlace[], lane: number): number[] {
  return bars
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => b.lane === lane)
    .sort((x, y) => x.b.left - y.b.left || x.i - y.i)
    .map(({ i }) => i);
}

/** The bar of the nearest lane past `from`'s (`step` ±1) closest to it in time. */
function acrossLanes(bars: readonly BarPlace[], from: BarPlace, step: 1 | -1): number | undefined {
  const lanes = bars.map((b) => b.lane).filter((l) => (l - from.lane) * step > 0);
  if (lanes.length === 0) return undefined;
  const lane = step > 0 ? Math.min(...lanes) : Math.max(...lanes);
  const distance = (i: number) => Math.abs(center(bars[i] as BarPlace) - center(from));
  return laneOrder(bars, lane).reduce((best, i) => (distance(i) < distance(best) ? i : best));
}

/** The bar `key` moves to from bar `from`; undefined for another key or at an edge. */
export function nextBar(bars: readonly BarPlace[], from: number, key: string): number | undefined {
  const here = bars[from];
  if (!here) return undefined;
  const lane = laneOrder(bars, here.lane);
  const at = lane.indexOf(from);
  switch (key) {
    case 'ArrowRight':
      return lane[at + 1];
    case 'ArrowLeft':
      return at > 0 ? lane[at - 1] : undefined;
    case 'Home':
      return lane[0];
    case 'End':
      return lane[lane.length - 1];
    case 'ArrowDown':
      return acrossLanes(bars, here, 1);
    case 'ArrowUp':
      return acrossLanes(bars, here, -1);
    default:
      return undefined;
  }
}

/** A bar by its lane and the time it spans. */
export interface TimedBar {
  readonly lane: number;
  readonly start: number;
  readonly end: number;
}

/** How far apart in time two bars are: 0 when they overlap. */
const gap = (a: TimedBar, b: TimedBar) => Math.max(0, a.start - b.end, b.start - a.end);

/**
 * The bar to hand the focus to when `gone`, focused, is drawn no more (zoomed or panned out of
 * the range, or folded into a block): its lane's closest in time, else the nearest lane's.
 */
export function nearestBar<T extends TimedBar>(bars: readonly T[], gone: TimedBar): T | undefined {
  const far = (b: T) => [Math.abs(b.lane - gone.lane), gap(b, gone)] as const;
  return bars.reduce<T | undefined>((best, b) => {
    if (!best) return b;
    const [lanes, time] = far(b);
    const [bestLanes, bestTime] = far(best);
    return lanes < bestLanes || (lanes === bestLanes && time < bestTime) ? b : best;
  }, undefined);
}
