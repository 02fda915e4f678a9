// What the reader chose to see: collapsed cards, shown compaction internals, the focused session.
// Kept apart from the trace so a click never re-runs the reducer.
import { create } from 'zustand';
import type { SessionKey } from './model';

export interface ViewState {
  collapsed: ReadonlySet<SessionKey>;
  internalsShown: ReadonlySet<number>;
  /** The child session opened full-width ('' = the main session). */
  focus: SessionKey;
  toggleCollapsed(key: SessionKey): void;
  toggleInternals(compactionId: number): void;
  setFocus(key: SessionKey): void;
  reset(): void;
}

const toggled = <T>(set: ReadonlySet<T>, v: T): ReadonlySet<T> => {
  const next = new Set(set);
  if (!next.delete(v)) next.add(v);
  return next;
};

export const useViewStore = create<ViewState>()((set) => ({
  collapsed: new Set(),
  internalsShown: new Set(),
  focus: '',
  toggleCollapsed: (key) => set((s) => ({ collapsed: toggled(s.collapsed, key) })),
  toggleInternals: (id) => set((s) => ({ internalsShown: toggled(s.internalsShown, id) })),
  setFocus: (focus) => set({ focus }),
  reset: () => set({ collapsed: new Set(), internalsShown: new Set(), focus: '' }),
}));
