// The trace of the document on screen, as ui/ may read it: the named questions of
// docs/trace-views.ts (`useTraceView`, so a row re-renders only when its own answer changes),
// and the rows, outline, timeline and search feeds derived beside it. Nothing else in ui/ holds
// the store (eslint.config.js), so this file is the whole of what the page reads of a trace.
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useStore, type StoreApi } from 'zustand';
import {
  askerOf,
  askView,
  sameAnswer,
  type TraceAsker,
  type TraceViewAnswer,
  type TraceViewArgs,
  type TraceViewName,
} from '../docs/trace-views';
import { useViewApi } from '../docs/doc-context';
import {
  remoteOf,
  type RemoteTimeline,
  type RemoteView,
  type TraceRemote,
} from '../docs/trace-remote';
import type { SessionKey, TraceState } from '../store/model';
import { createOutlineBuilder, type OutlineEntry } from '../store/outline/outline';
import { rowsSourceOf, type RowsSource } from '../store/rows-source';
import { indexFeedsOf, type IndexFeeds } from '../search/index-feed';
import { timelineSourceOf, type TimelineSource } from '../timeline/timeline-source';
import type { TrackView } from '../timeline/thinned';
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

/** The answer of a named view; an answer equal to the last keeps its identity. */
export function useTraceView<N extends TraceViewName>(
  name: N,
  ...args: TraceViewArgs<N>
): TraceViewAnswer<N> {
  return useDocTraceView(useTraceStore(), name, ...args);
}

/** The same, of another document's trace: a tab's title, the runs compared, a load's count. */
export function useDocTraceView<N extends TraceViewName>(
  store: StoreApi<{ trace: TraceState }>,
  name: N,
  ...args: TraceViewArgs<N>
): TraceViewAnswer<N> {
  const last = useRef<{ answer: TraceViewAnswer<N> } | null>(null);
  // A trace held in a worker posts an answer only when it changed: its identity is the test.
  const remote = remoteOf(store);
  const followed = remote?.view(name, args) ?? UNFOLLOWED;
  const far = useSyncExternalStore(followed.subscribe, followed.get);
  const near = useStore(store, (s) => {
    const answer = askView(s.trace, name, args);
    if (last.current && sameAnswer(last.current.answer, answer)) return last.current.answer;
    last.current = { answer };
    return answer;
  });
  return remote ? (far as TraceViewAnswer<N>) : near;
}

/** What a store whose trace is on the page follows of a worker: nothing. */
const UNFOLLOWED: RemoteView = { subscribe: () => () => {}, get: () => undefined };

/**
 * The same view of each of several documents' traces, in their order (a picker of documents):
 * the list keeps its identity while every answer does.
 */
export function useDocsTraceView<N extends TraceViewName>(
  stores: readonly StoreApi<{ trace: TraceState }>[],
  name: N,
  ...args: TraceViewArgs<N>
): readonly TraceViewAnswer<N>[] {
  const last = useRef<TraceViewAnswer<N>[]>([]);
  const asked = JSON.stringify(args);
  const subscribe = useCallback(
    (changed: () => void) => {
      const stops = stores.map(
        (store) => remoteOf(store)?.view(name, args).subscribe(changed) ?? store.subscribe(changed),
      );
      return () => stops.forEach((stop) => stop());
    },
    // The arguments are part of what is followed of a worker; a new list of them each render is
    // the same question, so they are compared as written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stores, name, asked],
  );
  const read = () => {
    const answers = stores.map((store) => {
      const remote = remoteOf(store);
      return remote
        ? (remote.view(name, args).get() as TraceViewAnswer<N>)
        : askView(store.getState().trace, name, args);
    });
    const same =
      answers.length === last.current.length &&
      answers.every((a, i) => sameAnswer(a, last.current[i]));
    if (!same) last.current = answers;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read);
}

/** For event handlers: the document's trace asked now (docs/trace-views.ts, `askerOf`). */
export function useAskTrace(): TraceAsker {
  const store = useTraceStore();
  return useMemo(() => askerOf(store), [store]);
}

/** The document's rows and filter counts, derived beside its trace (store/rows-source.ts). */
export function useRowsSource(): RowsSource {
  const store = useTraceStore();
  const view = useViewApi();
  return remoteOf(store)?.rows ?? rowsSourceOf(store, view);
}

/** The document's timeline, paced beside its trace (timeline/timeline-source.ts). */
export function useTimelineSource(): TimelineSource {
  return timelineSourceOf(useTraceStore());
}

/** The timeline a worker holding the trace lays out, task `task` shown; null on the page. */
export function useRemoteTimeline(task: number | null): RemoteTimeline | null {
  const remote = remoteOf(useTraceStore());
  const followed = remote?.timeline(task) ?? UNFOLLOWED;
  const far = useSyncExternalStore(followed.subscribe, followed.get);
  return remote ? (far as RemoteTimeline) : null;
}

/**
 * Asks the worker holding the trace what the track of task `task` draws in a view (it thins
 * there, and sends only that); null on the page, which thins for itself.
 */
export function useRemoteTrack(task: number | null): ((view: TrackView) => void) | null {
  const remote = remoteOf(useTraceStore());
  return useMemo(
    () => (remote ? (view: TrackView) => remote.timelineTrack(task, view) : null),
    [remote, task],
  );
}

/** The document's search index feeds (search/index-feed.ts). */
export function useIndexFeeds(): IndexFeeds {
  const store = useTraceStore();
  return useMemo(() => indexFeedsOf(store), [store]);
}

/** The worker holding the document's trace (`engine=worker`), if one does: it feeds the search. */
export function useTraceRemote(): TraceRemote | null {
  return remoteOf(useTraceStore()) ?? null;
}

const outlines = new WeakMap<
  TraceStore,
  Map<SessionKey, ReturnType<typeof createOutlineBuilder>>
>();

/** The tasks, turns and children of session `root`, extended as it grows; one builder a root. */
export function useOutline(root: SessionKey): readonly OutlineEntry[] {
  const store = useTraceStore();
  let byRoot = outlines.get(store);
  if (!byRoot) outlines.set(store, (byRoot = new Map()));
  let build = byRoot.get(root);
  if (!build) byRoot.set(root, (build = createOutlineBuilder()));
  const extend = build;
  // A trace held in a worker sends its outline as changes (docs/trace-lists.ts).
  const remote = remoteOf(store);
  const followed = remote?.list('outline', [root]) ?? UNFOLLOWED;
  const far = useSyncExternalStore(followed.subscribe, followed.get);
  const near = useStore(store, (s) => extend(s.trace, root));
  return remote ? (far as readonly OutlineEntry[]) : near;
}
