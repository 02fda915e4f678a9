// The document a component belongs to: one provider around a document's view (and the header
// while it is on screen), one hook to reach its stores and actions.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createViewStore, viewKey, type ViewState, type ViewStore } from '../store/view-store';
import type { DocRuntime, DocState } from './doc-runtime';

const DocContext = createContext<DocRuntime | null>(null);

/** Read when no document is around, so the hooks below are called unconditionally. */
const FALLBACK: ViewStore = createViewStore();

export function DocProvider({ doc, children }: { doc: DocRuntime; children: ReactNode }) {
  return <DocContext.Provider value={doc}>{children}</DocContext.Provider>;
}

export function useDoc(): DocRuntime {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useDoc outside a DocProvider');
  return doc;
}

/** The document around the component, or null outside any. */
export function useOptionalDoc(): DocRuntime | null {
  return useContext(DocContext);
}

/** One value of the document's title, source status or diagnostics. */
export function useDocState<T>(selector: (s: DocState) => T): T {
  return useStore(useDoc().state, selector);
}

/** One value of the document's view state. */
export function useViewStore<T>(selector: (s: ViewState) => T): T {
  return useStore(useDoc().view, selector);
}

export function useViewApi(): ViewStore {
  return useDoc().view;
}

const ScopeContext = createContext<string | null>(null);

/** Names the part of the document below it (a row's item id, then "args", "image-2"…). */
export function ViewScope({ id, children }: { id: string | number; children: ReactNode }) {
  const parent = useContext(ScopeContext);
  const path = parent === null ? String(id) : `${parent}/${id}`;
  return <ScopeContext.Provider value={path}>{children}</ScopeContext.Provider>;
}

/**
 * A row's toggle (open, raw, show all…) kept in the document's view state under the enclosing
 * ViewScope, so it outlives the row; outside a scope it is plain component state.
 */
export function useViewFlag(part: string, initial: boolean): [boolean, () => void] {
  const doc = useContext(DocContext);
  const scope = useContext(ScopeContext);
  const [local, setLocal] = useState(initial);
  const view = doc && scope !== null ? doc.view : null;
  const key = scope === null ? '' : viewKey(scope, part);
  const stored = useStore(view ?? FALLBACK, (s) => (view ? s.flags.get(key) : undefined));
  const value = view ? (stored ?? initial) : local;
  const toggle = useCallback(() => {
    if (view) view.getState().setFlag(key, !(view.getState().flags.get(key) ?? initial));
    else setLocal((v) => !v);
  }, [view, key, initial]);
  return [value, toggle];
}
