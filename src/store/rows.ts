// The row model (as in Jaeger): sessions + view state → one flat list of rows. The virtualized
// list only ever sees rows; child sessions are nested by depth, not by DOM nesting.
import type { ItemId, SessionKey, TraceState } from './model';

export type Row =
  | { key: string; kind: 'item'; itemId: ItemId; session: SessionKey; depth: number }
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

function isInternal(t: TraceState, id: ItemId): number | undefined {
  const it = t.items.get(id);
  if (it?.compactionId === undefined) return undefined;
  const c = t.compactions.get(it.compactionId);
  if (!c || id === c.beginItem || id === c.endItem || id === c.summaryItem) return undefined;
  return c.id;
}

export function buildRows(t: TraceState, o: RowOptions): Row[] {
  const rows: Row[] = [];
  const walk = (key: SessionKey, depth: number) => {
    const s = t.sessions.get(key);
    if (!s) return;
    const placed = new Set<SessionKey>();
    let internals: Extract<Row, { kind: 'internals' }> | undefined;
    for (const id of s.items) {
      const comp = isInternal(t, id);
      if (comp !== undefined) {
        if (internals?.compactionId !== comp) {
          internals = {
            key: `x${comp}`,
            kind: 'internals',
            compactionId: comp,
            session: key,
            depth,
            count: 0,
            shown: o.internalsShown.has(comp),
          };
          rows.push(internals);
        }
        internals.count += 1;
        if (!internals.shown) continue;
      }
      rows.push({ key: `i${id}`, kind: 'item', itemId: id, session: key, depth });
      const it = t.items.get(id);
      const child = it?.kind === 'tool' || it?.kind === 'subagent' ? it.childKey : undefined;
      if (child !== undefined && t.sessions.get(child)?.spawnItem === id) {
        placed.add(child);
        emitChild(child, depth + 1);
      }
    }
    for (const child of s.children) if (!placed.has(child)) emitChild(child, depth + 1);
  };
  const emitChild = (child: SessionKey, depth: number) => {
    const collapsed = o.collapsed.has(child);
    rows.push({ key: `c${child}`, kind: 'child', session: child, depth, collapsed });
    if (!collapsed) walk(child, depth);
  };
  walk(o.root, 0);
  return rows;
}
