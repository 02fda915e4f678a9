// The connect panel's chosen tab; whether the panel is open is the layout's ('connect').
import { create } from 'zustand';
import { useLayoutStore } from '../layout/layout-store';

export type ConnectTab = 'penguin' | 'sse';

interface ConnectPanelState {
  tab: ConnectTab;
  /** Opens the panel, on `tab` if given, else on the tab last used. */
  show(tab?: ConnectTab): void;
  setTab(tab: ConnectTab): void;
}

export const useConnectPanelStore = create<ConnectPanelState>()((set) => ({
  tab: 'penguin',
  show: (tab) => {
    if (tab) set({ tab });
    useLayoutStore.getState().toggle('connect', true);
  },
  setTab: (tab) => set({ tab }),
}));
