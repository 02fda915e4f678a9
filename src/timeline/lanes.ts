// Parallel intervals packed into as few lanes as possible, each interval on the first lane free
// at its start (first fit in start order, which is optimal for intervals).

export interface Interval {
  start: number;
  end: number;
}

/** The lane of each interval, in the order given. */
export function packLanes(intervals: readonly Interval[]): number[] {
  const order = intervals
    .map((_, i) => i)
    .sort((a, b) => startOf(intervals, a) - startOf(intervals, b));
  const laneEnds: number[] = [];
  const lanes = new Array<number>(intervals.length).fill(0);
  for (const i of order) {
    const { start, end } = intervals[i] as Interval;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane < 0) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    lanes[i] = lane;
  }
  return lanes;
}

const startOf = (intervals: readonly Interval[], i: number) => (intervals[i] as Interval).start;
