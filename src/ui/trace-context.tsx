// The trace store of the document on screen. Components read it through `useTrace` with a
// selector that returns one value, so a row re-renders only when its own item changes.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { TraceStore, TraceStoreState } from '../store/trace-store';

const TraceContext = createContext<TraceStore | null>(null);

export function TraceProvider({ store, children }: { store: TraceStore; children: ReactNode }) {
  return <TraceContext.Provider value={store}>{children}</TraceContext.Provider>;
}

export function useTraceStore(): TraceStore {
  const store = useContext(TraceContext);
  if (!store) throw new Error('useTrace outside a TraceProvider');
  return store;
}

export function useTrace<T>(selector: (s: TraceStoreState) => T): T {
  return useStore(useTraceStore(), selector);
}
