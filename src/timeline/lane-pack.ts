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
 * What the groups before index `upTo` leave on each lane, kept from one packing to the next: a
 * live task holds hundreds of thousands of groups, nearly all begun before what changed.
 */
export interface KeptPrefix {
  upTo: number;
  /** Per lane, the start and end of its last group in start order (ties: the later one). */
  lastStart: number[];
  laneEnds: number[];
}

export const newKeptPrefix = (): KeptPrefix => ({ upTo: 0, lastStart: [], laneEnds: [] });

function fold(kept: Omit<KeptPrefix, 'upTo'>, g: Packed): void {
  const last = kept.lastStart[g.lane];
  if (last === undefined || last <= g.start) {
    kept.lastStart[g.lane] = g.start;
    kept.laneEnds[g.lane] = g.end;
  }
}

/**
 * Packs `groups` (in their list order, which breaks ties of start) as first fit in start order
 * would, keeping the lanes of those that start before `from`: they, and their order, must be
 * what the last packing saw. A group with no start (a call without spans) takes no lane. With
 * `prefix`, every group before index `prefix.before` starts before `from`, and `prefix.kept`
 * sums up the groups before its `upTo` as the last packing left them.
 */
export function packFrom(
  groups: readonly Packed[],
  from: number,
  prefix?: { before: number; kept: KeptPrefix },
): Packing {
  // Where the kept intervals leave each lane: the end of the last one on it in start order.
  const sums = { lastStart: [] as number[], laneEnds: [] as number[] };
  let first = 0;
  if (prefix) {
    const { before, kept } = prefix;
    if (kept.upTo > before) Object.assign(kept, newKeptPrefix());
    for (let i = kept.upTo; i < before; i++) {
      const g = groups[i] as Packed;
      if (g.start !== Infinity) fold(kept, g);
    }
    kept.upTo = first = before;
    sums.lastStart = [...kept.lastStart];
    sums.laneEnds = [...kept.laneEnds];
  }
  const rest: number[] = [];
  for (let i = first; i < groups.length; i++) {
    const g = groups[i] as Packed;
    if (!(g.start < from)) {
      if (g.start !== Infinity) rest.push(i);
      continue;
    }
    fold(sums, g);
  }
  rest.sort((a, b) => (groups[a] as Packed).start - (groups[b] as Packed).start || a - b);
  const free = new LaneEnds(sums.laneEnds, sums.laneEnds.length + rest.length);
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
