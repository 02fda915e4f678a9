// A session's request spans, or its call spans, in layout order, kept as arrays from one trace
// state to the next: the spans of an entry that changed are written where they stand, and only
// entries added, dropped or grown are listed again from there on. A layout's spans are then these
// arrays joined (a copy of memory, not a pass over a million objects), its range the lists'
// extents, kept per entry and worked out again only from the first entry that changed, and a
// span that joins or leaves the critical path is one write.
import type { Span } from './types';
import { firstIndex } from './first-index';
import type { SpanNode } from './span-node';

export interface SpanList {
  nodes: SpanNode[];
  /** What each node is drawn as: its placed span, or its critical copy. */
  spans: Span[];
  /** Per entry, how many nodes the entries up to it hold. */
  ends: number[];
  /** The first entry to list again, Infinity when none. */
  from: number;
  /** Nodes listed or written since the list was last drawn: each is to be drawn again. */
  dirty: SpanNode[];
  /**
   * Per entry, the earliest start and latest end of the nodes up to it: a layout's range read
   * every node of a 385,000-span task per update. Good before entry `reachFrom`.
   */
  reachStart: number[];
  reachEnd: number[];
  /** Per entry, the latest start of the nodes up to it: where spans begun at a moment can be. */
  reachLast: number[];
  reachFrom: number;
}

export const newSpanList = (): SpanList => ({
  nodes: [],
  spans: [],
  ends: [],
  from: Infinity,
  dirty: [],
  reachStart: [],
  reachEnd: [],
  reachLast: [],
  reachFrom: 0,
});

/** Brings the per-entry reach up to date from the first entry that changed. */
function reach(list: SpanList): void {
  const { ends, nodes, reachStart, reachEnd, reachLast } = list;
  for (let k = list.reachFrom; k < ends.length; k++) {
    let start = k > 0 ? (reachStart[k - 1] as number) : Infinity;
    let end = k > 0 ? (reachEnd[k - 1] as number) : -Infinity;
    let last = k > 0 ? (reachLast[k - 1] as number) : -Infinity;
    for (let i = k > 0 ? (ends[k - 1] as number) : 0; i < (ends[k] as number); i++) {
      const n = nodes[i] as SpanNode;
      if (n.start < start) start = n.start;
      if (n.end > end) end = n.end;
      if (n.start > last) last = n.start;
    }
    reachStart[k] = start;
    reachEnd[k] = end;
    reachLast[k] = last;
  }
  list.reachFrom = reachStart.length = reachEnd.length = reachLast.length = ends.length;
}

/** The earliest start and latest end among the list's nodes; none for an empty list. */
export function extentOf(list: SpanList): { start: number; end: number } {
  reach(list);
  const last = list.ends.length - 1;
  return last < 0
    ? { start: Infinity, end: -Infinity }
    : { start: list.reachStart[last] as number, end: list.reachEnd[last] as number };
}

/** The first entry that may hold a node begun at or after `at`: every one before begins earlier. */
export function firstEntryFrom(list: SpanList, at: number): number {
  reach(list);
  const { ends, reachLast } = list;
  return firstIndex(ends.length, (j) => (reachLast[j] as number) >= at);
}

/** The first node that may begin at or after `at`: every node before it begins earlier. */
export function firstBeginningFrom(list: SpanList, at: number): number {
  const k = firstEntryFrom(list, at);
  return k > 0 ? (list.ends[k - 1] as number) : 0;
}

/** A list holding `node` alone, as one entry. */
export function holdAlone(list: SpanList, node: SpanNode): void {
  list.nodes = [node];
  list.spans = [node.placed as Span];
  list.ends = [1];
  list.reachFrom = 0;
  node.list = list;
  node.index = 0;
}

/** Entry `k` now holds `nodes` in place of `before`. */
export function replaceEntry(
  list: SpanList,
  k: number,
  before: readonly SpanNode[],
  nodes: readonly SpanNode[],
): void {
  if (k >= list.from || k >= list.ends.length || before.length !== nodes.length) {
    list.from = Math.min(list.from, k);
    return;
  }
  const at = k > 0 ? (list.ends[k - 1] as number) : 0;
  list.reachFrom = Math.min(list.reachFrom, k);
  nodes.forEach((node, j) => {
    if (node === before[j]) return;
    list.nodes[at + j] = node;
    node.list = list;
    node.index = at + j;
    list.dirty.push(node);
  });
}

/** Lists again the entries from the first that changed; `entries` are the nodes of each. */
export function relist(list: SpanList, entries: readonly { nodes: readonly SpanNode[] }[]): void {
  const from = Math.min(list.from, list.ends.length, entries.length);
  list.from = Infinity;
  if (from === list.ends.length && from === entries.length) return;
  const at = from > 0 ? (list.ends[from - 1] as number) : 0;
  list.nodes.length = list.spans.length = at;
  list.ends.length = from;
  list.reachFrom = Math.min(list.reachFrom, from);
  for (let k = from; k < entries.length; k++) {
    for (const node of (entries[k] as { nodes: readonly SpanNode[] }).nodes) {
      node.list = list;
      node.index = list.nodes.push(node) - 1;
      list.spans.push(node.placed as Span);
      list.dirty.push(node);
    }
    list.ends.push(list.nodes.length);
  }
}

/** Draws `node` on `lane`: placed anew if its lane moved, written into its list. */
export function draw(node: SpanNode, lane: number): void {
  if (node.at !== lane || !node.placed) {
    node.at = lane;
    node.placed = { ...node.draft, lane, critical: false };
    node.critical = undefined;
  }
  show(node);
}

/** Writes what `node` is drawn as into its list, if it still stands there. */
export function show(node: SpanNode): void {
  const list = node.list;
  if (!list || list.nodes[node.index] !== node) return;
  const placed = node.placed as Span;
  list.spans[node.index] = node.onPath ? (node.critical ??= { ...placed, critical: true }) : placed;
}
