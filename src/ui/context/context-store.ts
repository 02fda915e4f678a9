// Which request's context is open, and in which document: one dialog at a time, opened from a
// row of the virtual list, so the choice lives outside the row.
import { create } from 'zustand';

export interface ContextTarget {
  docId: string;
  requestId: number;
}

interface ContextViewState {
  open: ContextTarget | null;
  show(target: ContextTarget): void;
  close(): void;
}

export const useContextViewStore = create<ContextViewState>()((set) => ({
  open: null,
  show: (open) => set({ open }),
  close: () => set({ open: null }),
}));
