// Below the `lg` width the outline has no room beside the conversation: it opens as a drawer
// over it, on request. Wide windows always show it and ignore this.
import { create } from 'zustand';

export const useOutlineDrawer = create<{ open: boolean; toggle(open?: boolean): void }>()(
  (set) => ({
    open: false,
    toggle: (open) => set((s) => ({ open: open ?? !s.open })),
  }),
);
