import { create } from 'zustand';

export type ConnectTab = 'penguin' | 'sse';

interface ConnectPanelState {
  open: boolean;
  tab: ConnectTab;
  show(tab?: ConnectTab): void;
  hide(): void;
  setTab(tab: ConnectTab): void;
}

export const useConnectPanelStore = create<ConnectPanelState>()((set) => ({
  open: false,
  tab: 'penguin',
  show: (tab) => set((s) => ({ open: true, tab: tab ?? s.tab })),
  hide: () => set({ open: false }),
  setTab: (tab) => set({ tab }),
}));
