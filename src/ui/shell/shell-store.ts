import { create } from 'zustand';
import type { PenguinSource } from '../../live/live-source';
import type { StartupProblem } from './startup';

/** Sessions a link asked for on a server the reader has not chosen: opened only once confirmed. */
export interface ServerToConfirm {
  origin: string;
  sessions: readonly PenguinSource[];
}

export type PanelTab = 'diagnostics' | 'violations' | 'approvals' | 'repeats';

interface ShellState {
  panelTab: PanelTab;
  /** Page parameters that were not opened, and why. */
  startupProblems: readonly StartupProblem[];
  serverToConfirm: ServerToConfirm | null;
  /**
   * Whether this server forwards `/api` to a PenguinHarness server (`serve --proxy`): null until
   * its config is read, or when it has none (a static host).
   */
  proxied: boolean | null;
  setPanelTab(tab: PanelTab): void;
  setProxied(proxied: boolean): void;
  setStartupProblems(problems: readonly StartupProblem[]): void;
  setServerToConfirm(server: ServerToConfirm | null): void;
}

/** The shell's choices and notices; nothing here belongs to a document (what is open is
 * layout-store.ts's). */
export const useShellStore = create<ShellState>()((set) => ({
  panelTab: 'diagnostics',
  startupProblems: [],
  serverToConfirm: null,
  proxied: null,
  setPanelTab: (panelTab) => set({ panelTab }),
  setProxied: (proxied) => set({ proxied }),
  setStartupProblems: (startupProblems) => set({ startupProblems }),
  setServerToConfirm: (serverToConfirm) => set({ serverToConfirm }),
}));
