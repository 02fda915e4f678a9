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

/**
 * Packs `groups` (in their list order, which breaks ties of start) as first fit in start order
 * would, keeping the lanes of those that start before `from`: they, and their order, must be
 * what the last packing saw. Returns the number of lanes.
 */
export function packFrom(groups: readonly Packed[], from: number): number {
  // Where the kept intervals leave each lane: the end of the last one on it in start order.
  const laneEnds: number[] = [];
  const lastOn: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as Packed;
    if (!(g.start < from)) {
      rest.push(i);
      continue;
    }
    const last = lastOn[g.lane];
    if (last === undefined || (groups[last] as Packed).start <= g.start) {
      lastOn[g.lane] = i;
      laneEnds[g.lane] = g.end;
    }
  }
  rest.sort((a, b) => (groups[a] as Packed).start - (groups[b] as Packed).start || a - b);
  for (const i of rest) {
    const g = groups[i] as Packed;
    let lane = laneEnds.findIndex((end) => end <= g.start);
    if (lane < 0) lane = laneEnds.push(g.end) - 1;
    else laneEnds[lane] = g.end;
    g.lane = lane;
  }
  return laneEnds.length;
}
