// Whether the runs comparison is on screen, and which document and session each side shows.
import { create } from 'zustand';
import type { SessionKey } from '../../store/model';

export interface RunPick {
  doc: string;
  session: SessionKey;
}

interface RunsCompareState {
  open: boolean;
  left: RunPick | null;
  right: RunPick | null;
  toggle(open?: boolean): void;
  pick(side: 'left' | 'right', pick: RunPick): void;
}

export const useRunsCompare = create<RunsCompareState>()((set) => ({
  open: false,
  left: null,
  right: null,
  toggle: (open) => set((s) => ({ open: open ?? !s.open })),
  pick: (side, pick) => set(side === 'left' ? { left: pick } : { right: pick }),
}));
