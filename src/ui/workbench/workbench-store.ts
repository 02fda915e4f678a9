// What the reader does with the stream debugger of the document on screen: the inspector, the
// selected event, the rows lit up, the moment shown. Reset when another document comes up.
import { create } from 'zustand';
import type { ItemId } from '../../store/model';
import { NO_FILTER, type EventFilter } from '../../workbench/event-filter';

export interface WorkbenchView {
  inspectorOpen: boolean;
  selected: number | null;
  filter: EventFilter;
  /** Rows lit up: the one the selected event changed, or what a time-travel step changed. */
  highlight: ReadonlySet<ItemId>;
  /** The row whose fragments are shown. */
  fragmentsOf: ItemId | null;
  compareOpen: boolean;
  toggleInspector(open?: boolean): void;
  select(index: number | null, highlight?: readonly ItemId[]): void;
  setFilter(patch: Partial<EventFilter>): void;
  showFragments(item: ItemId | null): void;
  toggleCompare(open?: boolean): void;
  reset(): void;
}

const INITIAL = {
  inspectorOpen: false,
  selected: null,
  filter: NO_FILTER,
  highlight: new Set<ItemId>(),
  fragmentsOf: null,
  compareOpen: false,
};

export const useWorkbenchView = create<WorkbenchView>()((set) => ({
  ...INITIAL,
  toggleInspector: (open) => set((s) => ({ inspectorOpen: open ?? !s.inspectorOpen })),
  select: (selected, highlight = []) =>
    set({ selected, highlight: new Set(highlight), fragmentsOf: null }),
  setFilter: (patch) => set((s) => ({ filter: { ...s.filter, ...patch } })),
  showFragments: (fragmentsOf) =>
    set((s) => ({ fragmentsOf, inspectorOpen: fragmentsOf !== null || s.inspectorOpen })),
  toggleCompare: (open) => set((s) => ({ compareOpen: open ?? !s.compareOpen })),
  reset: () => set({ ...INITIAL, highlight: new Set() }),
}));
