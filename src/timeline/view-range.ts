// The part of a task's time on screen, zoomed and panned within the task's own range.

export interface TimeRange {
  from: number;
  to: number;
}

/** The narrowest range shown, so a zoom never divides by nothing. */
const MIN_SPAN = 5;

/** Clamps a range into `bounds`, keeping its length where it fits. */
export function clampRange(r: TimeRange, bounds: TimeRange): TimeRange {
  const whole = Math.max(bounds.to - bounds.from, MIN_SPAN);
  const length = Math.min(Math.max(r.to - r.from, MIN_SPAN), whole);
  const from = Math.min(Math.max(r.from, bounds.from), bounds.from + whole - length);
  return { from, to: from + length };
}

/** Zooms by `factor` (< 1 in, > 1 out) around `at`, a fraction 0…1 of the range. */
export function zoomRange(r: TimeRange, factor: number, at: number, bounds: TimeRange): TimeRange {
  const pivot = r.from + (r.to - r.from) * at;
  return clampRange(
    { from: pivot - (pivot - r.from) * factor, to: pivot + (r.to - pivot) * factor },
    bounds,
  );
}

/** Moves by `by`, a fraction of the range's length (negative: earlier). */
export function panRange(r: TimeRange, by: number, bounds: TimeRange): TimeRange {
  const shift = (r.to - r.from) * by;
  return clampRange({ from: r.from + shift, to: r.to + shift }, bounds);
}

/**
 * The end of the fitted range while something still runs: a step past the latest moment, the
 * step a power of two near an eighth of the task, so the range moves by steps instead of with
 * each tick of the clock (each move redraws every bar).
 */
export function liveEnd(start: number, end: number): number {
  const length = Math.max(end - start, MIN_SPAN);
  const step = 2 ** Math.floor(Math.log2(length / 8));
  return start + Math.ceil(length / step) * step;
}
