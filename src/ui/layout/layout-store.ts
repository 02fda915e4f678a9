// Which panels are open: the application's layout, the same whatever document is on screen.
// What a panel shows of a document (zoom, selection…) is that document's, not the layout's.
import { create } from 'zustand';
import type { PanelId } from '../panels/registry';

interface LayoutState {
  open: Readonly<Partial<Record<PanelId, boolean>>>;
  /** Opens or closes a panel; without `open`, flips it. */
  toggle(id: PanelId, open?: boolean): void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  open: {},
  toggle: (id, open) => set((s) => ({ open: { ...s.open, [id]: open ?? s.open[id] !== true } })),
}));

/** Whether one panel is open. */
export const usePanelOpen = (id: PanelId): boolean => useLayoutStore((s) => s.open[id] === true);
