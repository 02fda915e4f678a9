// What the URL sync needs to know beyond the documents: whether the startup has read the URL
// (until then writing it would erase what is still to open), and a view the URL asked for whose
// document is not open yet (a dropped file, which the reader must open again).
import { create } from 'zustand';
import type { UrlView } from './url-state';

export interface PendingView {
  /** The dropped file's name as the URL gave it. */
  file: string;
  view: UrlView;
}

interface UrlSyncState {
  started: boolean;
  pending: PendingView | null;
  start(pending: PendingView | null): void;
  clearPending(): void;
}

export const useUrlSyncStore = create<UrlSyncState>()((set) => ({
  started: false,
  pending: null,
  start: (pending) => set({ started: true, pending }),
  clearPending: () => set({ pending: null }),
}));
