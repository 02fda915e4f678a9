// What the search worker must hear after the trace changed: the items that are new or were
// replaced (the reducer replaces, never mutates, so identity tells), and the row order when
// the rows changed. Runs on the main thread; cheap enough for every live frame it is asked on.
import type { Item, TraceState } from '../store/model';
import { createRowBuilder, type RowList } from '../store/rows';
import { searchFields, type SearchField } from './item-text';

export interface IndexUpdate {
  entries: [number, SearchField[]][];
  /** Present when the order of the rows changed. */
  order?: Int32Array;
  /** Another trace (a new document, a resync): the worker starts over. */
  reset: boolean;
}

/** Every compaction's internals shown: the order counts the rows a search may open. */
class EverySet extends Set<number> {
  override has(): boolean {
    return true;
  }
}
const ALL_SHOWN: ReadonlySet<number> = new EverySet();
const NONE_COLLAPSED: ReadonlySet<string> = new Set();

export function createIndexFeed(): (t: TraceState) => IndexUpdate | null {
  let seen: (Item | undefined)[] = [];
  let lastRows: RowList | null = null;
  let lastTrace: TraceState | null = null;
  let build = createRowBuilder();
  return (t) => {
    if (t === lastTrace) return null;
    const reset = lastTrace !== null && t.items.size < lastTrace.items.size;
    if (reset) {
      seen = [];
      lastRows = null;
      build = createRowBuilder();
    }
    lastTrace = t;
    const entries: [number, SearchField[]][] = [];
    for (let id = 0; id < t.items.size; id++) {
      const it = t.items.get(id);
      if (it === seen[id]) continue;
      seen[id] = it;
      if (it) entries.push([id, searchFields(it)]);
    }
    const rows = build(t, { collapsed: NONE_COLLAPSED, internalsShown: ALL_SHOWN, root: '' });
    let order: Int32Array | undefined;
    if (rows !== lastRows) {
      lastRows = rows;
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i++) {
        const r = rows.at(i);
        if (r?.kind === 'item') ids.push(r.itemId);
      }
      order = Int32Array.from(ids);
    }
    if (entries.length === 0 && !order && !reset) return null;
    return { entries, reset, ...(order ? { order } : {}) };
  };
}
