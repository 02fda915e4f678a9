// What the reader does with the stream debugger of one document: the selected event, the rows lit
// up, the fragments shown, the stream-vs-Trace compare. Each document keeps its own, back when
// its tab returns; whether the inspector is open is the layout's (layout-store.ts).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { docPart, useDocPart, useDocPartState } from '../../docs/doc-part';
import type { ItemId } from '../../store/model';
import { NO_FILTER, type EventFilter } from '../../stream-debugger/event-filter';
import { useLayoutStore } from '../layout/layout-store';

export interface StreamDebuggerView {
  selected: number | null;
  filter: EventFilter;
  /** Rows lit up: the one the selected event changed, or what a time-travel step changed. */
  highlight: ReadonlySet<ItemId>;
  /** The row whose fragments are shown. */
  fragmentsOf: ItemId | null;
  compareOpen: boolean;
  /** The document the stream-vs-Trace compare sets beside this one; null = the default. */
  compareWith: string | null;
  select(index: number | null, highlight?: readonly ItemId[]): void;
  setFilter(patch: Partial<EventFilter>): void;
  /** Shows a row's fragments, opening the inspector they are shown in. */
  showFragments(item: ItemId | null): void;
  toggleCompare(open?: boolean): void;
  setCompareWith(id: string | null): void;
}

export const streamDebuggerStore = docPart(() =>
  createStore<StreamDebuggerView>()((set) => ({
    selected: null,
    filter: NO_FILTER,
    highlight: new Set<ItemId>(),
    fragmentsOf: null,
    compareOpen: false,
    compareWith: null,
    select: (selected, highlight = []) =>
      set({ selected, highlight: new Set(highlight), fragmentsOf: null }),
    setFilter: (patch) => set((s) => ({ filter: { ...s.filter, ...patch } })),
    showFragments: (fragmentsOf) => {
      set({ fragmentsOf });
      if (fragmentsOf !== null) useLayoutStore.getState().toggle('inspector', true);
    },
    toggleCompare: (open) => set((s) => ({ compareOpen: open ?? !s.compareOpen })),
    setCompareWith: (compareWith) => set({ compareWith }),
  })),
);

/** One value of the stream debugger of the document around the component. */
export const useStreamDebuggerStore = <T>(selector: (s: StreamDebuggerView) => T): T =>
  useDocPartState(streamDebuggerStore, selector);

/** The stream debugger's store of the document around the component, for handlers. */
export const useStreamDebuggerApi = (): StoreApi<StreamDebuggerView> =>
  useDocPart(streamDebuggerStore);
