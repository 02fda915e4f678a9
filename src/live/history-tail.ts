// A history answered with no `live` cursor (the task was idle when the server read it) says
// nothing of where the stream stood: records the server sent before it read the history can
// still be on their way when the answer lands. They are the history's last complete records in
// its order (the stream's order is the Trace's, PROTOCOL.md §9), so each is known by content
// from where the last one matched; the first complete record the history lacks ends the tail.
// A partial waits beside them (with what came after it), since only the complete record that
// follows says whether its fragment is one the history already closed.
import { contentKey, isPartial } from '../ingest/live-merge';
import type { AnyEnvelope } from '../protocol/types';
import type { Arrived } from './live-inputs';

/** Records in flight are the last few the server wrote: more than this are not looked for. */
const TAIL = 512;

export interface HistoryTail {
  /** Content keys of the history's last complete records, in order. */
  keys: readonly string[];
  /** Where the next record in flight is looked for. */
  next: number;
  /** Held since the last record matched: a partial, and whatever followed it. */
  held: readonly Arrived[];
}

export function historyTail(messages: readonly AnyEnvelope[]): HistoryTail | null {
  const keys: string[] = [];
  for (let i = messages.length - 1; i >= 0 && keys.length < TAIL; i--) {
    const env = messages[i] as AnyEnvelope;
    if (!isPartial(env)) keys.push(contentKey(env));
  }
  return keys.length > 0 ? { keys: keys.reverse(), next: 0, held: [] } : null;
}

/** What one item does to the tail: what to apply now, and the tail left (null once ended). */
export interface TailStep {
  tail: HistoryTail | null;
  release: readonly Arrived[];
}

const isPartialItem = (a: Arrived): boolean =>
  a.item.kind === 'record' && isPartial(a.item.envelope);

export function passTail(tail: HistoryTail, arrived: Arrived): TailStep {
  const { item } = arrived;
  const holding = tail.held.length > 0;
  if (item.kind !== 'record' || isPartial(item.envelope))
    return holding || item.kind === 'record'
      ? { tail: { ...tail, held: [...tail.held, arrived] }, release: [] }
      : { tail, release: [arrived] };
  const at = tail.keys.indexOf(contentKey(item.envelope), tail.next);
  if (at < 0) return { tail: null, release: [...tail.held, arrived] };
  // The history holds it, and the fragments held before it: what else was held goes on.
  const release = tail.held.filter((a) => !isPartialItem(a));
  const next = at + 1;
  return { tail: next < tail.keys.length ? { ...tail, next, held: [] } : null, release };
}

/** `items` through the tail, in order. */
export function passAll(tail: HistoryTail | null, items: readonly Arrived[]): TailStep {
  let left = tail;
  const release: Arrived[] = [];
  for (const a of items) {
    if (!left) release.push(a);
    else {
      const r = passTail(left, a);
      left = r.tail;
      release.push(...r.release);
    }
  }
  return { tail: left, release };
}
