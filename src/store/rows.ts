// The row model (as in Jaeger): sessions + view state → one flat list of rows. The virtualized
// list only ever sees rows; child sessions are nested by depth, not by DOM nesting.
import type { Item, ItemId, SessionInfo, SessionKey, TraceState } from './model';

/**
 * What an item row draws, fixed when its item is made: the list guesses the heights of a million
 * rows from it without reaching each row's item, and the keys know what a row does without it.
 */
export type ItemLook = Item['kind'] | 'text' | 'thinking';

export type ItemRow = {
  key: string;
  kind: 'item';
  itemId: ItemId;
  look: ItemLook;
  session: SessionKey;
  depth: number;
};
export type Row =
  | ItemRow
  /** The header of a child session's card, drawn where the child was spawned. */
  | { key: string; kind: 'child'; session: SessionKey; depth: number; collapsed: boolean }
  /** Stands for a run of item rows the filters hide (`from`…`to`: their first and last item). */
  | {
      key: string;
      kind: 'hidden';
      session: SessionKey;
      depth: number;
      count: number;
      from: ItemId;
      to: ItemId;
    }
  /** Stands for a compaction's own request and prompt, hidden until asked for. */
  | {
      key: string;
      kind: 'internals';
      compactionId: number;
      session: SessionKey;
      depth: number;
      count: number;
      shown: boolean;
    };

export interface RowOptions {
  /** Child sessions whose cards are collapsed. */
  collapsed: ReadonlySet<SessionKey>;
  /** Compactions whose internal messages are shown. */
  internalsShown: ReadonlySet<number>;
  /** The session drawn at depth 0 ('' for the main one; a child when focused). */
  root: SessionKey;
}

/** The compaction an item is an internal of (its own request, prompt, thinking), if any. */
function internalOf(
  t: TraceState,
  compactionId: number | undefined,
  id: ItemId,
): number | undefined {
  if (compactionId === undefined) return undefined;
  const c = t.compactions.get(compactionId);
  if (!c || id === c.beginItem || id === c.endItem || id === c.summaryItem) return undefined;
  return c.id;
}

/** The items a compaction's internals row stands for, in order (they follow its begin item). */
export function internalItems(t: TraceState, compactionId: number): ItemId[] {
  const c = t.compactions.get(compactionId);
  const s = c && t.sessions.get(c.session);
  const ids: ItemId[] = [];
  if (!c || !s) return ids;
  for (let i = s.items.lowerBound(c.beginItem); i < s.items.size; i++) {
    const id = s.items.get(i) as ItemId;
    if (t.items.get(id)?.compactionId !== compactionId) break;
    if (internalOf(t, compactionId, id) !== undefined) ids.push(id);
  }
  return ids;
}

/** The child session drawn right after item `id` (the call that spawned it), if any. */
function spawnedAt(t: TraceState, it: Item, id: ItemId): SessionKey | undefined {
  const child = it.kind === 'tool' || it.kind === 'subagent' ? it.childKey : undefined;
  return child !== undefined && t.sessions.get(child)?.spawnItem === id ? child : undefined;
}

/**
 * The rows of one build: a prefix of a buffer that later builds may extend in place, so a live
 * append costs its new rows rather than a copy of every row. Each build that changed anything
 * hands back a new list; one that changed nothing, the same list.
 */
export class RowList {
  constructor(
    private readonly buffer: readonly Row[],
    readonly length: number,
  ) {}

  at(i: number): Row | undefined {
    return i >= 0 && i < this.length ? this.buffer[i] : undefined;
  }

  findIndex(pred: (row: Row) => boolean): number {
    for (let i = 0; i < this.length; i++) if (pred(this.buffer[i] as Row)) return i;
    return -1;
  }

  toArray(): Row[] {
    return this.buffer.slice(0, this.length);
  }

  /** This list is `prev` with rows appended (a live append), not a rebuild. */
  extends(prev: RowList): boolean {
    return this.buffer === prev.buffer && this.length >= prev.length;
  }

  sameAs(buffer: readonly Row[]): boolean {
    return this.buffer === buffer && this.length === buffer.length;
  }
}

interface Segment {
  fingerprint: string;
  rows: Row[];
  /** What an append may continue from: item count, layout, children, the open internals row. */
  size: number;
  layout: number;
  children: string;
  internals: Extract<Row, { kind: 'internals' }> | undefined;
  /** Unplaced children were drawn after the last item: an append cannot simply extend. */
  trailing: boolean;
}

/**
 * A builder that keeps each session's rows until that session (or a child drawn in it) gains
 * an item or changes layout: a streaming delta, which only grows an item, rebuilds nothing.
 */
export function createRowBuilder(): (t: TraceState, o: RowOptions) => RowList {
  let segments = new Map<string, Segment>();
  let lastOptions: RowOptions | undefined;
  let lastTrace: TraceState | undefined;
  let lastResult = new RowList([], 0);
  return (t, o) => {
    const sameView =
      lastOptions &&
      lastOptions.collapsed === o.collapsed &&
      lastOptions.internalsShown === o.internalsShown &&
      lastOptions.root === o.root;
    // Another view, or another trace (a new document, a resync): nothing can be reused.
    if (!sameView || lastTrace?.lineage !== t.lineage) segments = new Map();
    lastOptions = o;
    lastTrace = t;

    const childrenPrint = (s: SessionInfo): string => {
      let fp = '';
      for (const child of s.children) {
        const c = t.sessions.get(child);
        if (c) fp += `(${o.collapsed.has(child) ? 'x' : fingerprint(c)})`;
      }
      return fp;
    };
    const fingerprint = (s: SessionInfo): string =>
      `${s.items.size}.${s.layout}${childrenPrint(s)}`;

    const segment = (key: SessionKey, depth: number): readonly Row[] => {
      const s = t.sessions.get(key);
      if (!s) return [];
      const children = childrenPrint(s);
      const fp = `${s.items.size}.${s.layout}${children}`;
      const cacheKey = `${depth}|${key}`;
      const cached = segments.get(cacheKey);
      if (cached?.fingerprint === fp) return cached.rows;
      // A live session mostly gains items at its end: extend its rows in place instead of
      // rebuilding; earlier lists keep their length, so they never see the new rows.
      const extend =
        cached !== undefined &&
        !cached.trailing &&
        cached.layout === s.layout &&
        cached.children === children &&
        cached.size < s.items.size;
      const rows: Row[] = extend ? cached.rows : [];
      const placed = new Set<SessionKey>();
      let internals = extend ? cached.internals : undefined;
      for (let i = extend ? cached.size : 0; i < s.items.size; i++) {
        const id = s.items.get(i) as ItemId;
        const it = t.items.get(id);
        if (!it) continue;
        const comp = internalOf(t, it.compactionId, id);
        if (comp !== undefined) {
          if (internals?.compactionId !== comp) {
            const shown = o.internalsShown.has(comp);
            internals = {
              key: `x${comp}`,
              kind: 'internals',
              compactionId: comp,
              session: key,
              depth,
              count: 0,
              shown,
            };
            rows.push(internals);
          }
          internals.count += 1;
          if (!internals.shown) continue;
        }
        const look =
          it.kind === 'message' && (it.type === 'text' || it.type === 'thinking')
            ? it.type
            : it.kind;
        rows.push({ key: `i${id}`, kind: 'item', itemId: id, look, session: key, depth });
        const child = spawnedAt(t, it, id);
        if (child !== undefined) {
          placed.add(child);
          pushChild(rows, child, depth + 1);
        }
      }
      let trailing = false;
      if (!extend)
        for (const child of s.children)
          if (!placed.has(child)) {
            trailing = true;
            pushChild(rows, child, depth + 1);
          }
      segments.set(cacheKey, {
        fingerprint: fp,
        rows,
        size: s.items.size,
        layout: s.layout,
        children,
        internals,
        trailing,
      });
      return rows;
    };

    const pushChild = (rows: Row[], child: SessionKey, depth: number) => {
      const collapsed = o.collapsed.has(child);
      rows.push({ key: `c${child}`, kind: 'child', session: child, depth, collapsed });
      if (!collapsed) for (const r of segment(child, depth)) rows.push(r);
    };

    // The same list while nothing changed, so the list skips its work too.
    const rows = segment(o.root, 0);
    if (!lastResult.sameAs(rows)) lastResult = new RowList(rows, rows.length);
    return lastResult;
  };
}

/**
 * The ids of every item in the order `createRowBuilder` draws them with every child card open
 * and every compaction's internals shown, read straight from the sessions: no row is made, a
 * quarter of the builder's time at a million records. For a trace that grows no more (the
 * builder's kept rows serve a live one's appends).
 */
export function itemOrder(t: TraceState): Int32Array {
  const ids: ItemId[] = [];
  const walk = (key: SessionKey) => {
    const s = t.sessions.get(key);
    if (!s) return;
    const placed = new Set<SessionKey>();
    for (let i = 0; i < s.items.size; i++) {
      const id = s.items.get(i) as ItemId;
      const it = t.items.get(id);
      if (!it) continue;
      ids.push(id);
      const child = spawnedAt(t, it, id);
      if (child !== undefined) {
        placed.add(child);
        walk(child);
      }
    }
    for (const child of s.children) if (!placed.has(child)) walk(child);
  };
  walk('');
  return Int32Array.from(ids);
}
