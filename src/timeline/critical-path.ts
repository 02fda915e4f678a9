// The critical path: walking back from the span that ends last, each step takes the span that
// was running latest before the current one began (its cause, or what it waited on). A span with
// spans inside it (a subagent call) is walked through its inner spans first.
//
// A live task is walked again after every batch, and its path runs through most of its spans.
// What a step picks at a moment depends only on the spans begun before that moment: so when
// nothing that began before some moment changed, the walk is new only until it reaches, before
// that moment, a moment the last walk stood at, and from there it is the last walk's.
import { firstIndex } from './first-index';
import type { Span } from './types';

export type Timed = Pick<Span, 'id' | 'start' | 'end'> & { parent?: string | undefined };

/**
 * Outermost spans in layout order: an array, or one that says where its spans begun at or after
 * a moment can start (a live task's lists hold hundreds of thousands, nearly all begun earlier).
 */
export type Block<T> = readonly T[] | { nodes: readonly T[]; firstFrom(at: number): number };

export interface CriticalPath<T extends Timed> {
  /**
   * Walks the path through `top` (the outermost spans, in layout order, in blocks) and the spans inside them
   * (`inner`, by parent id). Every span of `top` that begins before `from`, and all inside it,
   * must be the same as at the last call, in the same order. `mark` hears of each span that left
   * the path and then of each that joined it (a span may do both).
   */
  update(
    top: readonly Block<T>[],
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
  const sorted = new Sorted<T>();
  // The last walk, from its last step back to its first (so a new walk rewrites only the end of
  // these arrays): the moment before each step, and how many spans the path holds from that
  // step's span to its end; the path's spans.
  const cursors: number[] = [];
  const tails: number[] = [];
  const path: T[] = [];

  const resort = (top: readonly Block<T>[], from: number) => {
    sorted.keep(firstIndex(sorted.byStart.length, (i) => (sorted.byStart[i] as T).start >= from));
    // The spans from `from` on, in layout order, which breaks ties of start (the sort is stable).
    const rest: T[] = [];
    for (const block of top) {
      const listed = 'nodes' in block;
      const nodes = listed ? block.nodes : block;
      const first = listed ? block.firstFrom(from) : 0;
      for (let i = first; i < nodes.length; i++) {
        const s = nodes[i] as T;
        if (s.start >= from) rest.push(s);
      }
    }
    rest.sort((a, b) => a.start - b.start);
    for (const s of rest) sorted.push(s);
  };

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
        const best = sorted.pick(cursor);
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
  const sorted = new Sorted<T>();
  for (const s of [...siblings].sort((a, b) => a.start - b.start)) sorted.push(s);
  for (let cursor = from, best = sorted.pick(cursor); best; best = sorted.pick(cursor)) {
    out.push(best);
    const inside = inner.get(best.id);
    if (inside) walkInside(inside, inner, Math.min(best.end, cursor), out);
    cursor = best.start;
  }
}

/**
 * Spans sorted by start (then layout order), with the latest end among the first i + 1 and which
 * span holds it, and the first span by that order to end at each moment.
 */
class Sorted<T extends Timed> {
  readonly byStart: T[] = [];
  private readonly maxEnd: number[] = [];
  private readonly maxAt: number[] = [];
  private readonly endsAt = new Map<number, number>();

  /** Adds a span that starts no earlier than the last. */
  push(s: T): void {
    const i = this.byStart.push(s) - 1;
    const prev = i > 0 ? (this.maxEnd[i - 1] as number) : -Infinity;
    this.maxEnd.push(Math.max(prev, s.end));
    this.maxAt.push(s.end > prev ? i : (this.maxAt[i - 1] as number));
    if (!this.endsAt.has(s.end)) this.endsAt.set(s.end, i);
  }

  /** Keeps the first `n` spans. */
  keep(n: number): void {
    for (let i = n; i < this.byStart.length; i++) {
      const end = (this.byStart[i] as T).end;
      if ((this.endsAt.get(end) ?? -1) >= n) this.endsAt.delete(end);
    }
    this.byStart.length = this.maxEnd.length = this.maxAt.length = n;
  }

  /**
   * For a cursor that only moves back: among spans begun before it, the one running latest up
   * to it. Of those that reach it, one that ended right there handed over; else the one running
   * longest is the cause (the request that streamed a call), not a parallel call running too.
   */
  pick(cursor: number): T | undefined {
    const { byStart, maxEnd, maxAt } = this;
    const begun = firstIndex(byStart.length, (i) => !((byStart[i] as T).start < cursor));
    if (begun === 0) return undefined;
    if ((maxEnd[begun - 1] as number) < cursor) return byStart[maxAt[begun - 1] as number];
    const handedOver = this.endsAt.get(cursor);
    if (handedOver !== undefined && handedOver < begun) return byStart[handedOver];
    return byStart[firstIndex(begun, (i) => (maxEnd[i] as number) > cursor)];
  }
}
