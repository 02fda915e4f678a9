// The critical path: walking back from the span that ends last, each step takes the span that
// was running latest before the current one began (its cause, or what it waited on). A span with
// spans inside it (a subagent call) is walked through its inner spans first.
//
// A live task is walked again after every batch, and its path runs through most of its spans.
// What a step picks at a moment depends only on the spans begun before that moment: so when
// nothing that began before some moment changed, the walk is new only until it reaches, before
// that moment, a moment the last walk stood at, and from there it is the last walk's.
import type { Span } from './types';

export type Timed = Pick<Span, 'id' | 'start' | 'end'> & { parent?: string | undefined };

export interface CriticalPath<T extends Timed> {
  /**
   * Walks the path through `top` (the outermost spans, in layout order, in blocks) and the spans inside them
   * (`inner`, by parent id). Every span of `top` that begins before `from`, and all inside it,
   * must be the same as at the last call, in the same order. `mark` hears of each span that left
   * the path and then of each that joined it (a span may do both).
   */
  update(
    top: readonly (readonly T[])[],
    inner: ReadonlyMap<string, readonly T[]>,
    from: number,
    mark: (span: T, on: boolean) => void,
  ): void;
}

/** The ids of the spans on the critical path of `spans`. */
export function criticalPath(spans: readonly Timed[]): Set<string> {
  const ids = new Set(spans.map((s) => s.id));
  const top: Timed[] = [];
  const inner = new Map<string, Timed[]>();
  for (const s of spans) {
    if (s.parent === undefined || !ids.has(s.parent)) top.push(s);
    else pushTo(inner, s.parent, s);
  }
  const path = new Set<string>();
  createCriticalPath().update([top], inner, -Infinity, (s, on) => {
    if (on) path.add(s.id);
  });
  return path;
}

export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function createCriticalPath<T extends Timed>(): CriticalPath<T> {
  // The outermost spans sorted by start (then layout order); the latest end among the first
  // i + 1 and which span holds it; the first span by that order to end at each moment.
  const byStart: T[] = [];
  const maxEnd: number[] = [];
  const maxAt: number[] = [];
  const endsAt = new Map<number, number>();
  // The last walk, from its last step back to its first (so a new walk rewrites only the end of
  // these arrays): the moment before each step, and how many spans the path holds from that
  // step's span to its end; the path's spans.
  const cursors: number[] = [];
  const tails: number[] = [];
  const path: T[] = [];

  const resort = (top: readonly (readonly T[])[], from: number) => {
    const kept = firstIndex(byStart.length, (i) => (byStart[i] as T).start >= from);
    for (let i = kept; i < byStart.length; i++) {
      const end = (byStart[i] as T).end;
      if ((endsAt.get(end) ?? -1) >= kept) endsAt.delete(end);
    }
    // The spans from `from` on, in layout order, which breaks ties of start (the sort is stable).
    const rest: T[] = [];
    for (const block of top) for (const s of block) if (s.start >= from) rest.push(s);
    rest.sort((a, b) => a.start - b.start);
    byStart.length = maxEnd.length = maxAt.length = kept;
    for (const s of rest) {
      const i = byStart.push(s) - 1;
      const prev = i > 0 ? (maxEnd[i - 1] as number) : -Infinity;
      maxEnd.push(Math.max(prev, s.end));
      maxAt.push(s.end > prev ? i : (maxAt[i - 1] as number));
      if (!endsAt.has(s.end)) endsAt.set(s.end, i);
    }
  };

  const pickTop = (cursor: number) =>
    pickFrom(byStart, maxEnd, maxAt, (end) => endsAt.get(end), cursor);

  return {
    update(top, inner, from, mark) {
      resort(top, from);
      const walked: T[] = [];
      const stepCursors: number[] = [];
      const stepAt: number[] = [];
      // How many steps and spans of the last walk, from its end, the new one ends with.
      let keptSteps = 0;
      let keptSpans = 0;
      let cursor = Infinity;
      for (;;) {
        if (cursor <= from) {
          // Before `from` the last walk picked the same; join it where it stood here too.
          const k = firstIndex(cursors.length, (j) => (cursors[j] as number) >= cursor);
          if (cursors[k] === cursor) {
            keptSteps = k + 1;
            keptSpans = tails[k] as number;
            break;
          }
        }
        const best = pickTop(cursor);
        if (!best) break;
        stepCursors.push(cursor);
        stepAt.push(walked.length);
        walked.push(best);
        const inside = inner.get(best.id);
        if (inside) walkInside(inside, inner, Math.min(best.end, cursor), walked);
        cursor = best.start;
      }
      for (let j = keptSpans; j < path.length; j++) mark(path[j] as T, false);
      cursors.length = tails.length = keptSteps;
      path.length = keptSpans;
      for (let j = walked.length - 1; j >= 0; j--) {
        mark(walked[j] as T, true);
        path.push(walked[j] as T);
      }
      for (let s = stepCursors.length - 1; s >= 0; s--) {
        cursors.push(stepCursors[s] as number);
        tails.push(keptSpans + walked.length - (stepAt[s] as number));
      }
    },
  };
}

/** The walk through spans inside another, each list sorted afresh: they are a subagent's few. */
function walkInside<T extends Timed>(
  siblings: readonly T[],
  inner: ReadonlyMap<string, readonly T[]>,
  from: number,
  out: T[],
): void {
  const byStart = [...siblings].sort((a, b) => a.start - b.start);
  const maxEnd: number[] = [];
  const maxAt: number[] = [];
  const endsAt = new Map<number, number>();
  byStart.forEach((s, i) => {
    const prev = i > 0 ? (maxEnd[i - 1] as number) : -Infinity;
    maxEnd.push(Math.max(prev, s.end));
    maxAt.push(s.end > prev ? i : (maxAt[i - 1] as number));
    if (!endsAt.has(s.end)) endsAt.set(s.end, i);
  });
  let cursor = from;
  for (
    let best = pickFrom(byStart, maxEnd, maxAt, (e) => endsAt.get(e), cursor);
    best;
    best = pickFrom(byStart, maxEnd, maxAt, (e) => endsAt.get(e), cursor)
  ) {
    out.push(best);
    const inside = inner.get(best.id);
    if (inside) walkInside(inside, inner, Math.min(best.end, cursor), out);
    cursor = best.start;
  }
}

/**
 * For a cursor that only moves back: among spans begun before it, the one running latest up to
 * it. Of those that reach it, one that ended right there handed over; else the one running
 * longest is the cause (the request that streamed a call), not a parallel call running too.
 */
function pickFrom<T extends Timed>(
  byStart: readonly T[],
  maxEnd: readonly number[],
  maxAt: readonly number[],
  endingAt: (end: number) => number | undefined,
  cursor: number,
): T | undefined {
  const begun = firstIndex(byStart.length, (i) => !((byStart[i] as T).start < cursor));
  if (begun === 0) return undefined;
  if ((maxEnd[begun - 1] as number) < cursor) return byStart[maxAt[begun - 1] as number];
  const handedOver = endingAt(cursor);
  if (handedOver !== undefined && handedOver < begun) return byStart[handedOver];
  return byStart[firstIndex(begun, (i) => (maxEnd[i] as number) > cursor)];
}

/** The first index in 0…n where a monotone predicate holds (n when it never does). */
function firstIndex(n: number, holds: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
