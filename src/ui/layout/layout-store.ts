// Which panels and views are open: the application's layout, the same whatever document is on
// screen.
// What a panel shows of a document (zoom, selection…) is that document's, not the layout's.
import { create } from 'zustand';
import type { PanelId } from '../panels/registry';

/** The shell's own views and dialogs, beside the document panels of the registry. */
export type ShellViewId =
  'shortcuts' | 'diagnostics' | 'runs-compare' | 'connect' | 'price-table' | 'paste';

export type LayoutId = PanelId | ShellViewId;

interface LayoutState {
  open: Readonly<Partial<Record<LayoutId, boolean>>>;
  /** Opens or closes a panel or view; without `open`, flips it. */
  toggle(id: LayoutId, open?: boolean): void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  open: {},
  toggle: (id, open) => set((s) => ({ open: { ...s.open, [id]: open ?? s.open[id] !== true } })),
}));

/** Whether one panel or view is open. */
export const useIsOpen = (id: LayoutId): boolean => useLayoutStore((s) => s.open[id] === true);
