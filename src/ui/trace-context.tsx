// The trace of the document on screen, as ui/ may read it: the named questions of
// docs/trace-views.ts (`useTraceView`, so a row re-renders only when its own answer changes),
// and the rows, outline, timeline and search feeds derived beside it. Nothing else in ui/ holds
// the store (eslint.config.js), so this file is the whole of what the page reads of a trace.
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
import { indexFeedsOf, type IndexFeeds } from '../search/index-feed';
import { timelineSourceOf, type TimelineSource } from '../timeline/timeline-source';
import type { TraceStore } from '../store/trace-store';

const TraceContext = createContext<TraceStore | null>(null);

export function TraceProvider({ store, children }: { store: TraceStore; children: ReactNode }) {
  return <TraceContext.Provider value={store}>{children}</TraceContext.Provider>;
}

function useTraceStore(): TraceStore {
  const store = useContext(TraceContext);
  if (!store) throw new Error('A trace read outside a TraceProvider');
  return store;
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

/** The document's search index feeds (search/index-feed.ts). */
export function useIndexFeeds(): IndexFeeds {
  const store = useTraceStore();
  return useMemo(() => indexFeedsOf(store), [store]);
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
