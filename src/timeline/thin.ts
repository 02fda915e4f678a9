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
  /** How many of its members are of each kind. */
  kinds: Partial<Record<SpanKind, number>>;
  /** Whether one of its members is on the critical path. */
  critical: boolean;
}

export interface ThinSpans {
  spans: readonly Span[];
  clusters: readonly SpanCluster[];
}

interface Column {
  lane: number;
  column: number;
  first: Span;
  start: number;
  end: number;
  count: number;
  kind: SpanKind | 'mixed';
  kinds: Partial<Record<SpanKind, number>>;
  critical: boolean;
}

/**
 * The spans of `spans` that `shows` keeps, as the track of `widthPx` pixels showing `range` can
 * draw them. A million-row task has hundreds of thousands of spans and this runs per layout:
 * one pass, numeric keys, no list per column.
 */
export function thinSpans(
  spans: readonly Span[],
  range: TimeRange,
  widthPx: number,
  shows: (s: Span) => boolean,
): ThinSpans {
  const shown = spans.filter(shows);
  const columns = Math.floor(widthPx / COLUMN_PX);
  if (columns <= 0 || shown.length <= columns) return { spans: shown, clusters: [] };
  const msPerColumn = (range.to - range.from) / columns;
  // A span may start before the range and reach into it: columns from -1 on, so the key's
  // column part is column + 1 of columns + 2.
  const stride = columns + 2;
  const kept: Span[] = [];
  const shared = new Map<number, Column>();
  for (const s of shown) {
    if (s.end - s.start >= msPerColumn) {
      kept.push(s);
      continue;
    }
    const column = Math.max(-1, Math.floor((s.start - range.from) / msPerColumn));
    const key = s.lane * stride + column + 1;
    const c = shared.get(key);
    if (!c) {
      shared.set(key, {
        lane: s.lane,
        column,
        first: s,
        start: s.start,
        end: s.end,
        count: 1,
        kind: s.kind,
        kinds: { [s.kind]: 1 },
        critical: s.critical,
      });
      continue;
    }
    c.kinds[s.kind] = (c.kinds[s.kind] ?? 0) + 1;
    c.start = Math.min(c.start, s.start);
    c.end = Math.max(c.end, s.end);
    c.count += 1;
    if (c.kind !== s.kind) c.kind = 'mixed';
    c.critical ||= s.critical;
  }
  const clusters: SpanCluster[] = [];
  for (const { first, lane, column, ...c } of shared.values()) {
    if (c.count === 1) {
      kept.push(first);
      continue;
    }
    const from = range.from + column * msPerColumn;
    clusters.push({ key: `${lane}:${column}`, lane, ...c, cell: { from, to: from + msPerColumn } });
  }
  return { spans: kept, clusters };
}
