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
const COUNT_FIELDS = Object.values(KIND_FIELD);

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

/** One column holding the members of both, which are left as they are. */
function merged(a: Column, b: Column): Column {
  const c: Column = { ...a };
  for (const field of COUNT_FIELDS) c[field] += b[field];
  if (b.start < c.start) c.start = b.start;
  if (b.end > c.end) c.end = b.end;
  c.count += b.count;
  if (c.kind !== b.kind) c.kind = 'mixed';
  c.critical ||= b.critical;
  return c;
}

function kindsOf(c: Column): Partial<Record<SpanKind, number>> {
  const kinds: Partial<Record<SpanKind, number>> = {};
  for (const [kind, field] of Object.entries(KIND_FIELD) as [SpanKind, keyof Column][]) {
    const n = c[field] as number;
    if (n > 0) kinds[kind] = n;
  }
  return kinds;
}

/** What some of the spans come to on the grid: those drawn whole, and the columns of the rest. */
interface Sorted {
  wide: Span[];
  cells: Map<number, Column>;
  shown: number;
  lastKey: number;
  last: Column | undefined;
}

const newSorted = (): Sorted => ({
  wide: [],
  cells: new Map(),
  shown: 0,
  lastKey: -1,
  last: undefined,
});

/** The columns of a track of `columns` showing `range`. */
class Grid {
  readonly msPerColumn: number;
  /** A span may start before the range and reach into it: columns from -1 on, so a key's
   * column part is column + 1 of columns + 2. */
  private readonly stride: number;

  constructor(
    readonly range: TimeRange,
    columns: number,
  ) {
    this.msPerColumn = (range.to - range.from) / columns;
    this.stride = columns + 2;
  }

  /** Sorts one span shown: whole if it is as wide as a column, else into its column. The last
   * column found is kept at hand: spans come lane by lane in time order. */
  add(s: Span, into: Sorted): void {
    into.shown += 1;
    if (s.end - s.start >= this.msPerColumn) {
      into.wide.push(s);
      return;
    }
    const column = Math.max(-1, Math.floor((s.start - this.range.from) / this.msPerColumn));
    const key = s.lane * this.stride + column + 1;
    const c = key === into.lastKey ? into.last : into.cells.get(key);
    if (c) join(c, s);
    else into.cells.set(key, newColumn(s, column));
    into.lastKey = key;
    into.last = c ?? into.cells.get(key);
  }

  /** A column as drawn: its one member whole, or the cluster of them. */
  emit(c: Column, out: { spans: Span[]; clusters: SpanCluster[] }): void {
    if (c.count === 1) {
      out.spans.push(c.first);
      return;
    }
    const from = this.range.from + c.column * this.msPerColumn;
    out.clusters.push({
      key: `${c.lane}:${c.column}`,
      lane: c.lane,
      start: c.start,
      end: c.end,
      cell: { from, to: from + this.msPerColumn },
      count: c.count,
      kind: c.kind,
      kinds: kindsOf(c),
      critical: c.critical,
    });
  }
}

/**
 * The spans of `spans` that `shows` keeps, as the track of `widthPx` pixels showing `range` can
 * draw them: one pass with no list of the spans shown. The definition `createThinner`, which the
 * timeline thins through, answers as.
 */
export function thinSpans(
  spans: readonly Span[],
  range: TimeRange,
  widthPx: number,
  shows: (s: Span) => boolean,
): ThinSpans {
  const columns = Math.floor(widthPx / COLUMN_PX);
  if (columns <= 0 || spans.length <= columns) return { spans: spans.filter(shows), clusters: [] };
  const grid = new Grid(range, columns);
  const sorted = newSorted();
  for (let i = 0; i < spans.length; i++)
    if (shows(spans[i] as Span)) grid.add(spans[i] as Span, sorted);
  // As few shown as the track has columns: each is drawn as itself.
  if (sorted.shown <= columns) return { spans: spans.filter(shows), clusters: [] };
  const out = { spans: sorted.wide, clusters: [] as SpanCluster[] };
  for (const c of sorted.cells.values()) grid.emit(c, out);
  return out;
}

/** What the timeline shows of a span: in the range, and settled unless nothing runs. */
export const shownIn =
  (range: TimeRange, running: boolean) =>
  (s: Span): boolean =>
    !(running && s.open) && s.end >= range.from && s.start <= range.to;

/**
 * Thins a live task's settled spans layout after layout (`thinSpans` with `shownIn`), each from
 * what changed since the last. A layout's spans are its lists joined (`segments`: their lengths,
 * in order); a list keeps its spans as the same objects while they stay, and a live update
 * changes its last few. So each list's spans up to the first that differs from the last
 * layout's stay sorted into columns, and only those after are sorted again. The answer is
 * `thinSpans`'s, in another order.
 */
export type Thinner = (
  spans: readonly Span[],
  segments: readonly number[],
  range: TimeRange,
  widthPx: number,
  running: boolean,
) => ThinSpans;

interface Last {
  spans: readonly Span[];
  segments: readonly number[];
  grid: Grid;
  running: boolean;
}

export function createThinner(): Thinner {
  let last: Last | undefined;
  /** Per list: its first `upTo` spans, sorted. */
  let kept: { upTo: number; sorted: Sorted }[] = [];
  return (spans, segments, range, widthPx, running) => {
    const shows = shownIn(range, running);
    const columns = Math.floor(widthPx / COLUMN_PX);
    if (columns <= 0 || spans.length <= columns)
      return { spans: spans.filter(shows), clusters: [] };
    const before =
      last &&
      last.running === running &&
      last.grid.range.from === range.from &&
      last.grid.range.to === range.to &&
      last.grid.msPerColumn === (range.to - range.from) / columns
        ? last
        : undefined;
    if (!before) kept = [];
    const grid = before ? before.grid : new Grid(range, columns);
    const fresh: Sorted[] = [];
    let shown = 0;
    let at = 0;
    let was = 0;
    segments.forEach((length, k) => {
      // Where this list's spans first differ from the last layout's.
      const most = Math.min(length, before?.segments[k] ?? 0);
      let same = 0;
      while (same < most && spans[at + same] === before?.spans[was + same]) same += 1;
      let keep = kept[k];
      if (!keep || same < keep.upTo) kept[k] = keep = { upTo: 0, sorted: newSorted() };
      for (let i = keep.upTo; i < same; i++) {
        const s = spans[at + i] as Span;
        if (shows(s)) grid.add(s, keep.sorted);
      }
      keep.upTo = same;
      const rest = newSorted();
      for (let i = same; i < length; i++) {
        const s = spans[at + i] as Span;
        if (shows(s)) grid.add(s, rest);
      }
      fresh[k] = rest;
      shown += keep.sorted.shown + rest.shown;
      at += length;
      was += before?.segments[k] ?? 0;
    });
    kept.length = segments.length;
    last = { spans, segments, grid, running };
    if (shown <= columns) return { spans: spans.filter(shows), clusters: [] };
    const out = { spans: [] as Span[], clusters: [] as SpanCluster[] };
    // The kept columns are merged into copies, never changed: the next layout sorts into them.
    const cells = new Map<number, Column>();
    const gather = ({ wide, cells: own }: Sorted) => {
      for (const s of wide) out.spans.push(s);
      for (const [key, c] of own) {
        const other = cells.get(key);
        cells.set(key, other ? merged(other, c) : c);
      }
    };
    kept.forEach(({ sorted }, k) => {
      gather(sorted);
      gather(fresh[k] as Sorted);
    });
    for (const c of cells.values()) grid.emit(c, out);
    return out;
  };
}
