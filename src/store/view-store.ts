// What the reader chose to see in one document: collapsed child cards, shown compaction
// internals, the focused session, the per-item toggles of its rows (a tool card folded, raw
// arguments, "show all", a remote image loaded) and where the list was scrolled. One store per
// document, kept apart from the trace so a click never re-runs the reducer, and outside the rows
// so a row scrolled away and back (or a tab switched away and back) finds its state again.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { NO_FILTERS, type Filters } from './filters/filter-state';
import type { ItemId, SessionKey } from './model';

/** Where the conversation list was left. */
export interface ScrollSpot {
  /** The key of the row at the top of the viewport: rows above it may be measured differently. */
  anchor: string | null;
  /** Pixels the viewport's top edge lies below the anchor row's top: the reader's exact spot. */
  offset: number;
  /** The list was following the live end. */
  following: boolean;
}

export interface ViewState {
  collapsed: ReadonlySet<SessionKey>;
  internalsShown: ReadonlySet<number>;
  /** The child session opened full-width ('' = the main session). */
  focus: SessionKey;
  /** Row toggles by `viewKey(item, part)`; a missing key means the row's default. */
  flags: ReadonlyMap<string, boolean>;
  scroll: ScrollSpot | null;
  /** The record the reader picked (a row focused, a link opened): highlighted, named in the URL. */
  selected: ItemId | null;
  /** Which rows the reader asked to see (kind, role, tool, status, session). */
  filters: Filters;
  toggleCollapsed(key: SessionKey): void;
  toggleInternals(compactionId: number): void;
  setFocus(key: SessionKey): void;
  setFlag(key: string, value: boolean): void;
  setScroll(spot: ScrollSpot): void;
  setSelected(id: ItemId | null): void;
  setFilters(filters: Filters): void;
}

export type ViewStore = StoreApi<ViewState>;

/** The key of one toggle of one row: the item (or any scope path) and the part toggled. */
export const viewKey = (scope: string, part: string): string => `${scope}/${part}`;

const toggled = <T>(set: ReadonlySet<T>, v: T): ReadonlySet<T> => {
  const next = new Set(set);
  if (!next.delete(v)) next.add(v);
  return next;
};

export function createViewStore(): ViewStore {
  return createStore<ViewState>()((set) => ({
    collapsed: new Set(),
    internalsShown: new Set(),
    focus: '',
    flags: new Map(),
    scroll: null,
    selected: null,
    filters: NO_FILTERS,
    toggleCollapsed: (key) => set((s) => ({ collapsed: toggled(s.collapsed, key) })),
    toggleInternals: (id) => set((s) => ({ internalsShown: toggled(s.internalsShown, id) })),
    setFocus: (focus) => set({ focus }),
    setFlag: (key, value) =>
      set((s) => (s.flags.get(key) === value ? s : { flags: new Map(s.flags).set(key, value) })),
    // Not a render input: the list reads it once when it mounts.
    setScroll: (scroll) =>
      set((s) =>
        s.scroll?.anchor === scroll.anchor &&
        s.scroll.offset === scroll.offset &&
        s.scroll.following === scroll.following
          ? s
          : { scroll },
      ),
    setSelected: (selected) => set((s) => (s.selected === selected ? s : { selected })),
    setFilters: (filters) => set({ filters }),
  }));
}
