import { create } from 'zustand';

export type PanelTab = 'diagnostics' | 'violations' | 'approvals';

interface ShellState {
  panelOpen: boolean;
  panelTab: PanelTab;
  pasteOpen: boolean;
  togglePanel(open?: boolean): void;
  setPanelTab(tab: PanelTab): void;
  setPasteOpen(open: boolean): void;
}

/** Which parts of the shell are open; nothing here belongs to a document. */
export const useShellStore = create<ShellState>()((set) => ({
  panelOpen: false,
  panelTab: 'diagnostics',
  pasteOpen: false,
  togglePanel: (open) => set((s) => ({ panelOpen: open ?? !s.panelOpen })),
  setPanelTab: (panelTab) => set({ panelTab }),
  setPasteOpen: (pasteOpen) => set({ pasteOpen }),
}));
