// Parallel intervals packed into as few lanes as possible, each interval on the first lane free
// at its start (first fit in start order, which is optimal for intervals). A live task packs
// again after every batch; intervals that begin before the first one that changed keep their
// lanes, so only those from there on are sorted and placed again.

export interface Packed {
  start: number;
  end: number;
  /** Its lane: read for the intervals kept, written for the others. */
  lane: number;
}

export interface Packing {
  lanes: number;
  /** The groups given a lane (again), by index. */
  placed: number[];
}

/**
 * Packs `groups` (in their list order, which breaks ties of start) as first fit in start order
 * would, keeping the lanes of those that start before `from`: they, and their order, must be
 * what the last packing saw. A group with no start (a call without spans) takes no lane.
 */
export function packFrom(groups: readonly Packed[], from: number): Packing {
  // Where the kept intervals leave each lane: the end of the last one on it in start order.
  const laneEnds: number[] = [];
  const lastOn: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as Packed;
    if (!(g.start < from)) {
      if (g.start !== Infinity) rest.push(i);
      continue;
    }
    const last = lastOn[g.lane];
    if (last === undefined || (groups[last] as Packed).start <= g.start) {
      lastOn[g.lane] = i;
      laneEnds[g.lane] = g.end;
    }
  }
  rest.sort((a, b) => (groups[a] as Packed).start - (groups[b] as Packed).start || a - b);
  const free = new LaneEnds(laneEnds, laneEnds.length + rest.length);
  for (const i of rest) {
    const g = groups[i] as Packed;
    g.lane = free.take(g.start, g.end);
  }
  return { lanes: free.count, placed: rest };
}

/**
 * The end of each lane, in a tree of minimums, so the first lane free at a moment is found in
 * a few steps: a live task can hold thousands of lanes, one per call still running.
 */
class LaneEnds {
  private readonly leaves: number;
  private readonly tree: Float64Array;
  count: number;

  constructor(ends: readonly (number | undefined)[], most: number) {
    let leaves = 1;
    while (leaves < Math.max(1, most)) leaves *= 2;
    this.leaves = leaves;
    this.tree = new Float64Array(2 * leaves).fill(Infinity);
    this.count = ends.length;
    // A lane no kept interval used is free from the start.
    for (let l = 0; l < ends.length; l++) this.tree[leaves + l] = ends[l] ?? -Infinity;
    for (let n = leaves - 1; n > 0; n--)
      this.tree[n] = Math.min(this.tree[2 * n] as number, this.tree[2 * n + 1] as number);
  }

  /** Puts an interval on the first lane free at its start (a new lane if none is) and returns it. */
  take(start: number, end: number): number {
    let lane: number;
    if ((this.tree[1] as number) <= start) {
      let n = 1;
      while (n < this.leaves) n = (this.tree[2 * n] as number) <= start ? 2 * n : 2 * n + 1;
      lane = n - this.leaves;
    } else lane = this.count++;
    let n = this.leaves + lane;
    this.tree[n] = end;
    for (n >>= 1; n > 0; n >>= 1)
      this.tree[n] = Math.min(this.tree[2 * n] as number, this.tree[2 * n + 1] as number);
    return lane;
  }
}
