// The trace store of the document on screen. Components ask it the named questions of
// docs/trace-views.ts through `useTraceView`, so a row re-renders only when its own answer
// changes, and the questions are the whole of what the page reads while it draws.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import {
  askerOf,
  askView,
  type TraceAsker,
  type TraceViewAnswer,
  type TraceViewArgs,
  type TraceViewName,
} from '../docs/trace-views';
import { useViewApi } from '../docs/doc-context';
import type { SessionKey } from '../store/model';
import { createOutlineBuilder, type OutlineEntry } from '../store/outline/outline';
import { rowsSourceOf, type RowsSource } from '../store/rows-source';
import { timelineSourceOf, type TimelineSource } from '../timeline/timeline-source';
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

/**
 * The whole state, for the readers that still derive from all of it (the conversation's rows, the
 * timeline, the outline, the filters, the context dialog, the audit): each is to become an answer
 * pushed from where the trace is held (docs/architecture.md, stage 2).
 */
export function useTrace<T>(selector: (s: TraceStoreState) => T): T {
  return useStore(useTraceStore(), selector);
}

/** The answer of a named view; an answer equal field by field to the last keeps its identity. */
export function useTraceView<N extends TraceViewName>(
  name: N,
  ...args: TraceViewArgs<N>
): TraceViewAnswer<N> {
  return useStore(
    useTraceStore(),
    useShallow((s) => askView(s.trace, name, args)),
  );
}

/** For event handlers: the document's trace asked now (docs/trace-views.ts, `askerOf`). */
export function useAskTrace(): TraceAsker {
  const store = useTraceStore();
  return useMemo(() => askerOf(store), [store]);
}

/** The document's rows and filter counts, derived beside its trace (store/rows-source.ts). */
export function useRowsSource(): RowsSource {
  return rowsSourceOf(useTraceStore(), useViewApi());
}

/** The document's timeline, paced beside its trace (timeline/timeline-source.ts). */
export function useTimelineSource(): TimelineSource {
  return timelineSourceOf(useTraceStore());
}

const outlines = new WeakMap<TraceStore, ReturnType<typeof createOutlineBuilder>>();

/** The tasks, turns and children of session `root`, extended as it grows; one builder a document. */
export function useOutline(root: SessionKey): readonly OutlineEntry[] {
  const store = useTraceStore();
  let build = outlines.get(store);
  if (!build) outlines.set(store, (build = createOutlineBuilder()));
  const extend = build;
  return useStore(store, (s) => extend(s.trace, root));
}
