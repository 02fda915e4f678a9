// The axis under a zoomed range: ticks as offsets from the task's start, until the range is so
// narrow that those read the same ("+1h 13m" five times, zoomed into a block of a long task).
// Then the first keeps its offset and the others say how far past it they are.
import type { TimeRange } from './view-range';

export const TICKS = [0, 0.25, 0.5, 0.75, 1] as const;

export function axisLabels(
  shown: TimeRange,
  start: number,
  format: (ms: number) => string,
): string[] {
  const at = TICKS.map((f) => shown.from + (shown.to - shown.from) * f);
  const offsets = at.map((t) => `+${format(t - start)}`);
  if (new Set(offsets).size === offsets.length) return offsets;
  return at.map((t, i) => (i === 0 ? (offsets[0] as string) : `+${format(t - (at[0] as number))}`));
}
