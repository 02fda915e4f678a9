import { create } from 'zustand';
import type { StartupProblem } from './startup';

export type PanelTab = 'diagnostics' | 'violations' | 'approvals';

interface ShellState {
  panelOpen: boolean;
  panelTab: PanelTab;
  pasteOpen: boolean;
  /** Page parameters that were not opened, and why. */
  startupProblems: readonly StartupProblem[];
  togglePanel(open?: boolean): void;
  setPanelTab(tab: PanelTab): void;
  setPasteOpen(open: boolean): void;
  setStartupProblems(problems: readonly StartupProblem[]): void;
}

/** Which parts of the shell are open; nothing here belongs to a document. */
export const useShellStore = create<ShellState>()((set) => ({
  panelOpen: false,
  panelTab: 'diagnostics',
  pasteOpen: false,
  startupProblems: [],
  togglePanel: (open) => set((s) => ({ panelOpen: open ?? !s.panelOpen })),
  setPanelTab: (panelTab) => set({ panelTab }),
  setPasteOpen: (pasteOpen) => set({ pasteOpen }),
  setStartupProblems: (startupProblems) => set({ startupProblems }),
}));
