// Whether the library page is on screen, whether the server has a library at all, and the view
// the page's URL carries.
import { create } from 'zustand';
import { useDocsStore } from '../../docs/docs-store';
import { EMPTY_LIBRARY_VIEW, type LibraryView } from './library-view';

export interface LibraryState {
  /** The server serves a library (`serve <paths>`, or PenguinHarness's data folder exists). */
  available: boolean;
  shown: boolean;
  view: LibraryView;
  setAvailable(available: boolean): void;
  show(view?: LibraryView): void;
  hide(): void;
  setView(patch: Partial<LibraryView>): void;
}

export const useLibraryStore = create<LibraryState>()((set) => ({
  available: false,
  shown: false,
  view: EMPTY_LIBRARY_VIEW,
  setAvailable: (available) => set({ available }),
  show: (view) => set((s) => ({ shown: true, available: true, view: view ?? s.view })),
  hide: () => set({ shown: false }),
  setView: (patch) => set((s) => ({ view: { ...s.view, ...patch } })),
}));

// A document opened or picked (a drop, a tab) is what the reader wants to see now.
useDocsStore.subscribe((s, prev) => {
  if (s.activeId !== prev.activeId && s.activeId !== null) useLibraryStore.getState().hide();
});
