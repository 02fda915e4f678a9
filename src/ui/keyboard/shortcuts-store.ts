import { create } from 'zustand';

/** Whether the shortcuts dialog is open. */
export const useShortcutsHelp = create<{ open: boolean; setOpen(open: boolean): void }>()(
  (set) => ({ open: false, setOpen: (open) => set({ open }) }),
);
