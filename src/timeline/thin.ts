// A long task has far more spans than its track has pixels: tens of thousands of bars cost the
// page most of a second a frame to render and lay out, and show nothing a few thousand would not.
// Once the spans outnumber the track's columns, spans narrower than a column that start in the
// same column of the same lane become one cluster; every other span is drawn as itself. Spans on
// a lane never overlap, so a lane then holds at most one element per column (wide spans take a
// column each at least), whatever the task's size.
import type { Span, SpanKind } from './types';
import type { TimeRange } from './view-range';

/** A column's width in pixels: the narrowest span drawn as itself once spans are thinned. */
export const COLUMN_PX = 2;

export interface SpanCluster {
  /** Its lane and column: stable while the range shown stays. */
  key: string;
  lane: number;
  /** Where its members start and end. */
  start: number;
  end: number;
  /** The column it is drawn in: clusters side by side never cover one another. */
  cell: TimeRange;
  count: number;
  /** Its members' kind when they share one. */
  kind: SpanKind | 'mixed';
  /** Whether one of its members is on the critical path. */
  critical: boolean;
}

export interface ThinSpans {
  spans: readonly Span[];
  clusters: readonly SpanCluster[];
}

/** `spans` as the track of `widthPx` pixels showing `range` can draw them. */
export function thinSpans(spans: readonly Span[], range: TimeRange, widthPx: number): ThinSpans {
  const columns = Math.floor(widthPx / COLUMN_PX);
  if (columns <= 0 || spans.length <= columns) return { spans, clusters: [] };
  const msPerColumn = (range.to - range.from) / columns;
  const kept: Span[] = [];
  const shared = new Map<string, { column: number; members: Span[] }>();
  for (const s of spans) {
    if (s.end - s.start >= msPerColumn) {
      kept.push(s);
      continue;
    }
    const column = Math.floor((s.start - range.from) / msPerColumn);
    const key = `${s.lane}:${column}`;
    const found = shared.get(key);
    if (found) found.members.push(s);
    else shared.set(key, { column, members: [s] });
  }
  const clusters: SpanCluster[] = [];
  for (const [key, { column, members }] of shared) {
    const first = members[0] as Span;
    if (members.length === 1) {
      kept.push(first);
      continue;
    }
    const from = range.from + column * msPerColumn;
    clusters.push(clusterOf(key, { from, to: from + msPerColumn }, first, members));
  }
  return { spans: kept, clusters };
}

function clusterOf(
  key: string,
  cell: TimeRange,
  first: Span,
  members: readonly Span[],
): SpanCluster {
  let { start, end } = first;
  let kind: SpanCluster['kind'] = first.kind;
  let critical = false;
  for (const m of members) {
    start = Math.min(start, m.start);
    end = Math.max(end, m.end);
    if (m.kind !== kind) kind = 'mixed';
    critical ||= m.critical;
  }
  return { key, lane: first.lane, start, end, cell, count: members.length, kind, critical };
}
