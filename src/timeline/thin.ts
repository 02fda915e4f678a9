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
  /** Members of each kind, in fields: a literal keyed by the first member's kind was made per
   * column, a shape of its own for each. */
  request: number;
  retryWait: number;
  approvalWait: number;
  tool: number;
  subagent: number;
  critical: boolean;
}

const KIND_FIELD = {
  request: 'request',
  'retry-wait': 'retryWait',
  'approval-wait': 'approvalWait',
  tool: 'tool',
  subagent: 'subagent',
} as const satisfies Record<SpanKind, keyof Column>;

function newColumn(s: Span, column: number): Column {
  const c: Column = {
    lane: s.lane,
    column,
    first: s,
    start: s.start,
    end: s.end,
    count: 1,
    kind: s.kind,
    request: 0,
    retryWait: 0,
    approvalWait: 0,
    tool: 0,
    subagent: 0,
    critical: s.critical,
  };
  c[KIND_FIELD[s.kind]] = 1;
  return c;
}

function join(c: Column, s: Span): void {
  c[KIND_FIELD[s.kind]] += 1;
  if (s.start < c.start) c.start = s.start;
  if (s.end > c.end) c.end = s.end;
  c.count += 1;
  if (c.kind !== s.kind) c.kind = 'mixed';
  c.critical ||= s.critical;
}

function kindsOf(c: Column): Partial<Record<SpanKind, number>> {
  const kinds: Partial<Record<SpanKind, number>> = {};
  for (const [kind, field] of Object.entries(KIND_FIELD) as [SpanKind, keyof Column][]) {
    const n = c[field] as number;
    if (n > 0) kinds[kind] = n;
  }
  return kinds;
}

/**
 * The spans of `spans` that `shows` keeps, as the track of `widthPx` pixels showing `range` can
 * draw them. A million-row task has hundreds of thousands of spans and this runs per layout:
 * one pass with no list of the spans shown, numeric keys, the last column found kept at hand
 * (spans come lane by lane in time order, so the next one mostly falls in the same column).
 */
export function thinSpans(
  spans: readonly Span[],
  range: TimeRange,
  widthPx: number,
  shows: (s: Span) => boolean,
): ThinSpans {
  const columns = Math.floor(widthPx / COLUMN_PX);
  if (columns <= 0 || spans.length <= columns) return { spans: spans.filter(shows), clusters: [] };
  const msPerColumn = (range.to - range.from) / columns;
  // A span may start before the range and reach into it: columns from -1 on, so the key's
  // column part is column + 1 of columns + 2.
  const stride = columns + 2;
  const kept: Span[] = [];
  const shared = new Map<number, Column>();
  let shown = 0;
  let lastKey = -1;
  let last: Column | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i] as Span;
    if (!shows(s)) continue;
    shown += 1;
    if (s.end - s.start >= msPerColumn) {
      kept.push(s);
      continue;
    }
    const column = Math.max(-1, Math.floor((s.start - range.from) / msPerColumn));
    const key = s.lane * stride + column + 1;
    const c = key === lastKey ? last : shared.get(key);
    if (c) join(c, s);
    else shared.set(key, (last = newColumn(s, column)));
    if (c) last = c;
    lastKey = key;
  }
  // As few shown as the track has columns: each is drawn as itself.
  if (shown <= columns) return { spans: spans.filter(shows), clusters: [] };
  const clusters: SpanCluster[] = [];
  for (const c of shared.values()) {
    if (c.count === 1) {
      kept.push(c.first);
      continue;
    }
    const from = range.from + c.column * msPerColumn;
    clusters.push({
      key: `${c.lane}:${c.column}`,
      lane: c.lane,
      start: c.start,
      end: c.end,
      cell: { from, to: from + msPerColumn },
      count: c.count,
      kind: c.kind,
      kinds: kindsOf(c),
      critical: c.critical,
    });
  }
  return { spans: kept, clusters };
}
