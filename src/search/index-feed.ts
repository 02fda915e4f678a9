// What the search worker must hear after the trace changed: the items that are new or were
// replaced (the reducer replaces, never mutates, so identity tells; the items' vector shares its
// untouched chunks between versions, so only the chunks a batch wrote are compared), and the row
// order when the rows changed. Runs on the main thread; cheap enough for every live frame it is
// asked on (a compare of every item, a million on a long session, held a frame each time).
import type { StoreApi } from 'zustand/vanilla';
import type { Item, TraceState } from '../store/model';
import { PVec } from '../store/pvec';
import { createRowBuilder, itemOrder, type RowList } from '../store/rows';
import { searchFields, type SearchField } from './item-text';

export interface IndexUpdate {
  entries: [number, SearchField[]][];
  /** Present when the order of the rows changed. */
  order?: Int32Array;
  /** Present when rows were only appended: the ids to add at the end of the order. */
  orderTail?: Int32Array;
  /** Another trace (a new document, a resync): the worker starts over. */
  reset: boolean;
  /** The budget ran out: call again (a later task) for the rest. */
  more: boolean;
}

/** Every compaction's internals shown: the order counts the rows a search may open. */
class EverySet extends Set<number> {
  override has(): boolean {
    return true;
  }
}
const ALL_SHOWN: ReadonlySet<number> = new EverySet();
const NONE_COLLAPSED: ReadonlySet<string> = new Set();

const sameIds = (a: Int32Array, b: Int32Array | null): boolean =>
  b !== null && a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * `budget` caps the items read per call, so the first feed of a large trace is spread over
 * several tasks instead of holding the main thread.
 */
export function createIndexFeed(): (t: TraceState, budget?: number) => IndexUpdate | null {
  let seen: (Item | undefined)[] = [];
  /** Ids that may have changed since they were read, from `queue[next]` on. */
  let queue: number[] = [];
  let next = 0;
  /** The items `queue` was taken against. */
  let queued: PVec<Item> = PVec.empty();
  let lastRows: RowList | null = null;
  /** The order last sent for an ended trace. */
  let sentOrder: Int32Array | null = null;
  let lastTrace: TraceState | null = null;
  let build = createRowBuilder();
  let more = false;
  return (t, budget = Infinity) => {
    const fresh = t !== lastTrace;
    if (!fresh && !more) return null;
    const reset = lastTrace !== null && lastTrace.lineage !== t.lineage;
    if (reset) {
      seen = [];
      queue = [];
      next = 0;
      queued = PVec.empty();
      lastRows = null;
      sentOrder = null;
      build = createRowBuilder();
    }
    lastTrace = t;
    if (t.items !== queued) {
      t.items.changedSince(queued, (id) => queue.push(id));
      queued = t.items;
    }
    const entries: [number, SearchField[]][] = [];
    more = false;
    let taken = 0;
    for (; next < queue.length; next++) {
      const id = queue[next] as number;
      const it = t.items.get(id);
      // Queued twice (changed again before it was read), or changed back: nothing to say.
      if (it === seen[id]) continue;
      if (taken >= budget) {
        more = true;
        break;
      }
      taken += 1;
      seen[id] = it;
      const fields = it ? searchFields(it) : [];
      if (fields.length > 0) entries.push([id, fields]);
    }
    if (!more) {
      queue = [];
      next = 0;
    }
    let order: Pick<IndexUpdate, 'order' | 'orderTail'> = {};
    if (t.ended) {
      // An ended trace (a file read to its end) grows no more: its order is read from the
      // sessions, and no rows are kept for appends beside the page's own (50 MB at a million).
      if (fresh) {
        const ids = itemOrder(t);
        if (!sameIds(ids, sentOrder)) order = { order: ids };
        sentOrder = ids;
        lastRows = null;
        build = createRowBuilder();
      }
    } else {
      sentOrder = null;
      order = rowOrder(t, fresh);
    }
    if (entries.length === 0 && !order.order && !order.orderTail && !reset && !more) return null;
    return { entries, reset, more, ...order };
  };

  /** The order as the rows a live trace's builder extends in place, or its new tail. */
  function rowOrder(t: TraceState, fresh: boolean): Pick<IndexUpdate, 'order' | 'orderTail'> {
    const rows = fresh
      ? build(t, { collapsed: NONE_COLLAPSED, internalsShown: ALL_SHOWN, root: '' })
      : lastRows;
    let order: Pick<IndexUpdate, 'order' | 'orderTail'> = {};
    if (rows && rows !== lastRows) {
      // The builder extends its rows in place when a live session only grew: then the old
      // rows are the same objects, and only the new ones need reading.
      const n = lastRows?.length ?? 0;
      const appended =
        lastRows !== null &&
        n > 0 &&
        rows.at(0) === lastRows.at(0) &&
        rows.at(n - 1) === lastRows.at(n - 1);
      const ids: number[] = [];
      for (let i = appended ? n : 0; i < rows.length; i++) {
        const r = rows.at(i);
        if (r?.kind === 'item') ids.push(r.itemId);
      }
      order = appended ? { orderTail: Int32Array.from(ids) } : { order: Int32Array.from(ids) };
      lastRows = rows;
    }
    return order;
  }
}

/** A document's index feeds: each one fed from its trace, told when the trace changes. */
export interface IndexFeeds {
  subscribe(listener: () => void): () => void;
  /** A new feed: its first calls give every item, later ones what changed since. */
  create(): (budget: number) => IndexUpdate | null;
}

/** What of a trace store a feed needs (store/trace-store.ts is the page's: no worker reads it). */
type TraceSource = Pick<StoreApi<{ trace: TraceState }>, 'subscribe' | 'getState'>;

export function indexFeedsOf(store: TraceSource): IndexFeeds {
  return {
    subscribe: store.subscribe,
    create() {
      const feed = createIndexFeed();
      return (budget) => feed(store.getState().trace, budget);
    },
  };
}
