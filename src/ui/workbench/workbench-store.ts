// What the reader does with the stream debugger of the document on screen: the inspector, the
// selected event, the rows lit up, the moment shown. Each document keeps its own: another
// document coming up parks this one's and brings back its own (or a fresh one).
import { create } from 'zustand';
import { useLayoutStore } from '../layout/layout-store';
import type { ItemId } from '../../store/model';
import { NO_FILTER, type EventFilter } from '../../workbench/event-filter';

/** What one document's stream debugger shows. */
export interface ViewFields {
  selected: number | null;
  filter: EventFilter;
  /** Rows lit up: the one the selected event changed, or what a time-travel step changed. */
  highlight: ReadonlySet<ItemId>;
  /** The row whose fragments are shown. */
  fragmentsOf: ItemId | null;
  compareOpen: boolean;
  /** The document the stream-vs-Trace compare sets beside this one; null = the default. */
  compareWith: string | null;
}

export interface WorkbenchView extends ViewFields {
  select(index: number | null, highlight?: readonly ItemId[]): void;
  setFilter(patch: Partial<EventFilter>): void;
  showFragments(item: ItemId | null): void;
  toggleCompare(open?: boolean): void;
  setCompareWith(id: string | null): void;
}

const initial = (): ViewFields => ({
  selected: null,
  filter: NO_FILTER,
  highlight: new Set<ItemId>(),
  fragmentsOf: null,
  compareOpen: false,
  compareWith: null,
});

export const useWorkbenchView = create<WorkbenchView>()((set) => ({
  ...initial(),
  select: (selected, highlight = []) =>
    set({ selected, highlight: new Set(highlight), fragmentsOf: null }),
  setFilter: (patch) => set((s) => ({ filter: { ...s.filter, ...patch } })),
  showFragments: (fragmentsOf) => {
    set({ fragmentsOf });
    if (fragmentsOf !== null) useLayoutStore.getState().toggle('inspector', true);
  },
  toggleCompare: (open) => set((s) => ({ compareOpen: open ?? !s.compareOpen })),
  setCompareWith: (compareWith) => set({ compareWith }),
}));

/** Views of the documents not on screen, by their trace store. */
const parked = new WeakMap<object, ViewFields>();

function fieldsOf(s: WorkbenchView): ViewFields {
  const { selected, filter, highlight, fragmentsOf } = s;
  return {
    selected,
    filter,
    highlight,
    fragmentsOf,
    compareOpen: s.compareOpen,
    compareWith: s.compareWith,
  };
}

/** Keeps the view of the document leaving the screen. */
export function parkView(doc: object): void {
  parked.set(doc, fieldsOf(useWorkbenchView.getState()));
}

/** Brings back a document's view when it comes up again, or starts a fresh one. */
export function restoreView(doc: object): void {
  useWorkbenchView.setState(parked.get(doc) ?? initial());
}

/** What a document not on screen shows when it comes up: a record another panel points at. */
export function presetView(doc: object, patch: Partial<ViewFields>): void {
  parked.set(doc, { ...(parked.get(doc) ?? initial()), ...patch });
}
