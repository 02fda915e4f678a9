// The open documents, in tab order, and which one is on screen. Closing a document disposes it.
import { create } from 'zustand';
import type { DocRuntime } from './doc-runtime';

export interface DocsState {
  docs: readonly DocRuntime[];
  activeId: string | null;
  /** Opens `doc`; in the background it leaves the current document on screen. */
  add(doc: DocRuntime, background?: boolean): void;
  setActive(id: string): void;
  close(id: string): void;
}

export const useDocsStore = create<DocsState>()((set, get) => ({
  docs: [],
  activeId: null,
  add(doc, background = false) {
    set((s) => ({
      docs: [...s.docs, doc],
      activeId: background && s.activeId !== null ? s.activeId : doc.id,
    }));
  },
  setActive(id) {
    if (get().docs.some((d) => d.id === id)) set({ activeId: id });
  },
  close(id) {
    const { docs, activeId } = get();
    const at = docs.findIndex((d) => d.id === id);
    const doc = docs[at];
    if (!doc) return;
    const rest = docs.filter((d) => d !== doc);
    const next = activeId === id ? (rest[Math.min(at, rest.length - 1)]?.id ?? null) : activeId;
    set({ docs: rest, activeId: next });
    doc.dispose();
  },
}));

export const selectActiveDoc = (s: DocsState): DocRuntime | null =>
  s.docs.find((d) => d.id === s.activeId) ?? null;
