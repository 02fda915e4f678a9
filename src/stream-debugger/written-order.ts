// The order events were written in. A load reads a parent's Trace files before its children's,
// but each session's files (rotated in turn) and each stream hold their own events in the order
// they were written: merging those sequences by record timestamp gives the order of writing, so
// time travel over a session read from several files shows at each moment what had been written.
import { sessionKeyOf } from '../store/session-key';
import type { LoggedInput } from './event-log';

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

export interface Written {
  sequence: string;
  /** The record's own time (ms), if it has a usable one. */
  time: number | undefined;
}

/** A min-heap of sequence heads by (time, event index). */
class Heads {
  private readonly heap: { time: number; index: number; seq: number }[] = [];

  get size(): number {
    return this.heap.length;
  }

  private less(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return false;
    return x.time !== y.time ? x.time < y.time : x.index < y.index;
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }

  push(head: { time: number; index: number; seq: number }): void {
    this.heap.push(head);
    for (let i = this.heap.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  pop(): { time: number; index: number; seq: number } | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (!top || !last || this.heap.length === 0) return top;
    this.heap[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let min = i;
      if (l < this.heap.length && this.less(l, min)) min = l;
      if (r < this.heap.length && this.less(r, min)) min = r;
      if (min === i) break;
      this.swap(i, min);
      i = min;
    }
    return top;
  }
}

/**
 * Event indices (0-based in `events`) in the order written: each sequence keeps its own order;
 * across sequences the earlier time goes first, a tie to the event read first. An event with no
 * time takes the time of the one before it in its sequence (the first ones of a sequence, the
 * time of its first timed event), so it stays where it was written. Sequences are already in
 * order, so they are merged, not sorted: O(n log k) for k sequences.
 */
export function writtenOrder(events: readonly Written[]): number[] {
  const sequences = new Map<string, number[]>();
  for (let i = 0; i < events.length; i++) {
    const key = events[i]?.sequence ?? '';
    const seq = sequences.get(key);
    if (seq) seq.push(i);
    else sequences.set(key, [i]);
  }
  if (sequences.size <= 1) return events.map((_, i) => i);
  const lists = [...sequences.values()];
  const times = new Float64Array(events.length);
  for (const list of lists) {
    const first = list.find((i) => events[i]?.time !== undefined);
    let last = first === undefined ? -Infinity : (events[first]?.time ?? -Infinity);
    for (const i of list) {
      last = events[i]?.time ?? last;
      times[i] = last;
    }
  }
  const next = lists.map(() => 0);
  const heads = new Heads();
  const advance = (seq: number) => {
    const index = lists[seq]?.[next[seq] ?? 0];
    if (index === undefined) return;
    next[seq] = (next[seq] ?? 0) + 1;
    heads.push({ time: times[index] ?? -Infinity, index, seq });
  };
  lists.forEach((_, seq) => advance(seq));
  const order: number[] = [];
  for (let head = heads.pop(); head; head = heads.pop()) {
    order.push(head.index);
    advance(head.seq);
  }
  return order;
}
