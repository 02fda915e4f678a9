// The row model (as in Jaeger): sessions + view state → one flat list of rows. The virtualized
// list only ever sees rows; child sessions are nested by depth, not by DOM nesting.
import type { ItemId, SessionKey, TraceState } from './model';

export type ItemRow = {
  key: string;
  kind: 'item';
  itemId: ItemId;
  session: SessionKey;
  depth: number;
};
export type Row =
  | ItemRow
  /** The header of a child session's card, drawn where the child was spawned. */
  | { key: string; kind: 'child'; session: SessionKey; depth: number; collapsed: boolean }
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

/**
 * Item rows are the same objects from one build to the next (keyed by id and depth), so a
 * rebuild per frame allocates the list, not a row per item.
 */
export function createRowBuilder(): (t: TraceState, o: RowOptions) => Row[] {
  let cache = new Map<number, ItemRow>();
  let cachedFor: TraceState | undefined;
  return (t, o) => {
    // A different trace (a new document or a resync) cannot reuse rows of the old one.
    if (cachedFor && cachedFor.items.size > t.items.size) cache = new Map();
    cachedFor = t;
    const rows: Row[] = [];
    const itemRow = (id: ItemId, session: SessionKey, depth: number): ItemRow => {
      const k = id * 64 + Math.min(depth, 63);
      let r = cache.get(k);
      if (!r || r.session !== session) {
        r = { key: `i${id}`, kind: 'item', itemId: id, session, depth };
        cache.set(k, r);
      }
      return r;
    };
    const walk = (key: SessionKey, depth: number) => {
      const s = t.sessions.get(key);
      if (!s) return;
      const placed = s.children.length ? new Set<SessionKey>() : undefined;
      let internals: Extract<Row, { kind: 'internals' }> | undefined;
      for (const id of s.items) {
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
        rows.push(itemRow(id, key, depth));
        const child = it.kind === 'tool' || it.kind === 'subagent' ? it.childKey : undefined;
        if (child !== undefined && t.sessions.get(child)?.spawnItem === id) {
          placed?.add(child);
          emitChild(child, depth + 1);
        }
      }
      for (const child of s.children) if (!placed?.has(child)) emitChild(child, depth + 1);
    };
    const emitChild = (child: SessionKey, depth: number) => {
      const collapsed = o.collapsed.has(child);
      rows.push({ key: `c${child}`, kind: 'child', session: child, depth, collapsed });
      if (!collapsed) walk(child, depth);
    };
    walk(o.root, 0);
    return rows;
  };
}

export const buildRows = (t: TraceState, o: RowOptions): Row[] => createRowBuilder()(t, o);
