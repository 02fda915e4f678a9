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
    let cursor = from;
    for (;;) {
      const best = latestBefore(siblings, cursor, path);
      if (!best) return;
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
 * Among spans begun before `cursor`, the one running latest up to it. Of those that reach it, one
 * that ended right there handed over; else the one running longest is the cause (the request that
 * streamed a call), not a parallel call that happened to be running too.
 */
function latestBefore(
  spans: readonly Timed[],
  cursor: number,
  taken: ReadonlySet<string>,
): Timed | undefined {
  let best: Timed | undefined;
  let bestReach = -Infinity;
  for (const s of spans) {
    if (taken.has(s.id) || !(s.start < cursor)) continue;
    const reach = Math.min(s.end, cursor);
    if (
      reach > bestReach ||
      (reach === bestReach && best !== undefined && handsOver(s, best, cursor))
    ) {
      best = s;
      bestReach = reach;
    }
  }
  return best;
}

const handsOver = (s: Timed, best: Timed, cursor: number): boolean =>
  best.end <= cursor ? false : s.end <= cursor || s.start < best.start;
