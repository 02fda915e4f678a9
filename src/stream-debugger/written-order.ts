// The order events were written in. A load reads a parent's Trace files before its children's,
// but each session's files (rotated in turn) and each stream hold their own events in the order
// they were written: merging those sequences by record timestamp gives the order of writing, so
// time travel over a session read from several files shows at each moment what had been written.
import { sessionKeyOf } from '../store/session-key';
import type { LoggedInput } from './event-log';
import { MinHeap } from './min-heap';

/**
 * The sequence an event was written in: a Trace file's record (a line, no SSE id) belongs to its
 * session's files, which carry its origin; anything else came in a stream (a capture, a live
 * connection, a replay), which is one sequence, in arrival order.
 */
export function sequenceOf(input: LoggedInput): string {
  const at = input.at;
  if (input.kind === 'record' && at?.file !== undefined && at.line !== undefined && !at.eventId)
    return `trace\n${sessionKeyOf(input.envelope.origin)}`;
  return `stream\n${at?.file ?? ''}`;
}

/**
 * Events `from`…`to` − 1 in the order written: each sequence (`sequences[i]`, a number) keeps its
 * own order; across sequences the earlier time goes first, a tie to the event read first. An event
 * with no time (`times[i]` NaN) takes the time of the one before it in its sequence (the first
 * ones of a sequence, the time of its first timed event), so it stays where it was written.
 * Sequences are already in order, so they are merged, not sorted: O(n log k) for k sequences.
 */
export function writtenOrder(
  sequences: ArrayLike<number>,
  times: ArrayLike<number>,
  from = 0,
  to = sequences.length,
): Int32Array {
  const order = new Int32Array(Math.max(0, to - from));
  const lists = new Map<number, number[]>();
  for (let i = from; i < to; i++) {
    const seq = sequences[i] ?? 0;
    const list = lists.get(seq);
    if (list) list.push(i);
    else lists.set(seq, [i]);
  }
  if (lists.size <= 1) {
    for (let j = 0; j < order.length; j++) order[j] = from + j;
    return order;
  }
  const heads = [...lists.values()];
  const keys = new Float64Array(order.length);
  for (const list of heads) {
    const first = list.find((i) => !Number.isNaN(times[i] ?? NaN));
    let last = first === undefined ? -Infinity : (times[first] ?? -Infinity);
    for (const i of list) {
      const t = times[i] ?? NaN;
      if (!Number.isNaN(t)) last = t;
      keys[i - from] = last;
    }
  }
  mergeSequences(heads, keys, from, order, 0);
  return order;
}

/**
 * Writes the events of `lists` (each a sequence's events, in its order) into `out` from `at`,
 * merged: the earlier key (`keys[i - offset]`) first, a tie to the lower index.
 */
export function mergeSequences(
  lists: readonly (readonly number[])[],
  keys: ArrayLike<number>,
  offset: number,
  out: Int32Array,
  at: number,
): void {
  const next = new Int32Array(lists.length);
  const head = (h: number) => lists[h]?.[next[h] ?? 0] ?? -1;
  const before = (a: number, b: number) => {
    const x = head(a);
    const y = head(b);
    const kx = keys[x - offset] ?? 0;
    const ky = keys[y - offset] ?? 0;
    return kx !== ky ? kx < ky : x < y;
  };
  const heap = new MinHeap(lists.length, before);
  for (let h = 0; h < lists.length; h++) if (head(h) >= 0) heap.push(h);
  for (let j = at; heap.size > 0; j++) {
    const h = heap.peek();
    out[j] = head(h);
    next[h] = (next[h] ?? 0) + 1;
    if (head(h) < 0) heap.pop();
    else heap.siftDown(0);
  }
}
