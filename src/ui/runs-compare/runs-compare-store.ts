// Which document and session each side of the runs comparison shows (whether it is on screen
// is layout-store.ts's).
import { create } from 'zustand';
import type { SessionKey } from '../../store/model';

export interface RunPick {
  doc: string;
  session: SessionKey;
}

interface RunsCompareState {
  left: RunPick | null;
  right: RunPick | null;
  pick(side: 'left' | 'right', pick: RunPick): void;
}

export const useRunsCompareStore = create<RunsCompareState>()((set) => ({
  left: null,
  right: null,
  pick: (side, pick) => set(side === 'left' ? { left: pick } : { right: pick }),
}));
