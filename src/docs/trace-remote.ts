// A document whose trace is held in a worker (`engine=worker`, docs/architecture.md stage 3)
// registers it here against its stores, so that whoever asks the trace by store (`askerOf`,
// `useTraceView`, the rows) is answered from the worker, and nobody else needs to know which.
import type { RowsSource } from '../store/rows-source';
import type { ThinSpans } from '../timeline/thin';
import type { TrackView } from '../timeline/thinned';
import type { Task, TimelineLayout } from '../timeline/types';

/**
 * What the timeline panel draws of a trace held elsewhere: its tasks, the shown one's layout
 * without its settled spans, how many spans it holds, and the settled bars and blocks its track
 * draws in the last view asked (none until the answer comes).
 */
export interface RemoteTimeline {
  tasks: readonly Task[];
  index: number;
  layout: TimelineLayout | undefined;
  spans: number;
  drawn: ThinSpans | undefined;
}

/** A named view followed from the worker: its last answer, and the way to hear the next one. */
export interface RemoteView {
  subscribe(listener: () => void): () => void;
  /** The last answer posted, or the view's answer on an empty trace until the first arrives. */
  get(): unknown;
}

/** What the page holds of a trace held elsewhere, asked by the names of trace-views.ts. */
export interface TraceRemote {
  /** One view, the same object for the same name and arguments. */
  view(name: string, args: readonly unknown[]): RemoteView;
  ask(name: string, args: readonly unknown[]): Promise<unknown>;
  /** A long list of trace-lists.ts, followed as changes: its `get` is the list as last changed. */
  list(name: string, args: readonly unknown[]): RemoteView;
  /**
   * The timeline as the worker lays it out at its pace: `get` is a RemoteTimeline, the layout of
   * task `task` (null: the last).
   */
  timeline(task: number | null): RemoteView;
  /**
   * The track of the timeline of task `task` now shows `track`: what it draws is asked anew, and
   * an answer to a view asked before is dropped.
   */
  timelineTrack(task: number | null, track: TrackView): void;
  /** The rows and filter counts, as the worker derived them for this document's view. */
  readonly rows: RowsSource;
  /**
   * Feeds the search worker at `port`'s other end from the trace, worker to worker, instead of
   * the last one fed; null: feeds none.
   */
  feedSearch(port: MessagePort | null): void;
}

const remotes = new WeakMap<object, TraceRemote>();

/** Says that what `store` would hold is held by `remote`. */
export function holdRemotely(store: object, remote: TraceRemote): void {
  remotes.set(store, remote);
}

/** The worker holding a store's trace, if it is held in one. */
export function remoteOf(store: object): TraceRemote | undefined {
  return remotes.get(store);
}
