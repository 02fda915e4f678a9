// The critical path: walking back from the span that ends last, each step takes the span that
// was running latest before the current one began (its cause, or what it waited on). A span with
// spans inside it (a subagent call) is walked through its inner spans first.
import type { Span } from './types';

type Timed = Pick<Span, 'id' | 'start' | 'end' | 'parent'>;

/** The ids of the spans on the critical path. */
export function criticalPath(spans: readonly Timed[]): Set<string> {
  const inside = new Map<string | undefined, Timed[]>();
  const ids = new Set(spans.map((s) => s.id));
  for (const s of spans) {
    const parent = s.parent !== undefined && ids.has(s.parent) ? s.parent : undefined;
    const list = inside.get(parent);
    if (list) list.push(s);
    else inside.set(parent, [s]);
  }
  const path = new Set<string>();
  const walk = (siblings: readonly Timed[], from: number) => {
    const pick = picker(siblings);
    let cursor = from;
    for (let best = pick(cursor); best; best = pick(cursor)) {
      path.add(best.id);
      const inner = inside.get(best.id);
      if (inner) walk(inner, Math.min(best.end, cursor));
      cursor = best.start;
    }
  };
  walk(inside.get(undefined) ?? [], Infinity);
  return path;
}

/**
 * For a cursor that only moves back: among spans begun before it, the one running latest up to
 * it. Of those that reach it, one that ended right there handed over; else the one running
 * longest is the cause (the request that streamed a call), not a parallel call running too.
 * Spans are sorted by start once, so each step is a binary search, not a scan.
 */
function picker(spans: readonly Timed[]): (cursor: number) => Timed | undefined {
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  // The latest end among the first i + 1 spans, and which span holds it (first to reach it).
  const maxEnd: number[] = [];
  const maxAt: number[] = [];
  byStart.forEach((s, i) => {
    const prev = i > 0 ? (maxEnd[i - 1] as number) : -Infinity;
    maxEnd.push(Math.max(prev, s.end));
    maxAt.push(s.end > prev ? i : (maxAt[i - 1] as number));
  });
  // The spans by end, then by start order: the first to end at a moment, by a binary search. (A
  // map from end to span, keyed by timestamps, cost a live task of 385k spans 0.6 s a layout.)
  const endOf = (i: number) => (byStart[i] as Timed).end;
  const byEnd = byStart.map((_, i) => i).sort((a, b) => endOf(a) - endOf(b) || a - b);
  const endingAt = (cursor: number): number | undefined => {
    const at = byEnd[firstIndex(byEnd.length, (k) => endOf(byEnd[k] as number) >= cursor)];
    return at !== undefined && endOf(at) === cursor ? at : undefined;
  };
  return (cursor) => {
    const begun = firstIndex(byStart.length, (i) => !((byStart[i] as Timed).start < cursor));
    if (begun === 0) return undefined;
    if ((maxEnd[begun - 1] as number) < cursor) return byStart[maxAt[begun - 1] as number];
    const handedOver = endingAt(cursor);
    if (handedOver !== undefined && handedOver < begun) return byStart[handedOver];
    return byStart[firstIndex(begun, (i) => (maxEnd[i] as number) > cursor)];
  };
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
