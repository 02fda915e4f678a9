// The page's side of a document whose trace a worker holds (docs/architecture.md, stages 3 and 4):
// it forwards the envelopes, the feeds a load's records come through and the reader's choices, keeps the rows the worker posts (changes
// only), the filter counts and the last answer of each view a component follows, and asks the
// worker a handler's questions. It is registered against the document's stores (trace-remote.ts).
import { askView, type TraceQuestion, type TraceViewArgs } from '../docs/trace-views';
import type { RemoteView, TraceRemote } from '../docs/trace-remote';
import { createFilterIndex, type FilterIndex } from '../store/filters/filter-index';
import type { TraceInput } from '../store/model';
import { initialTraceState } from '../store/reducer';
import { RowList, type Row } from '../store/rows';
import type { RowStep, RowsSource } from '../store/rows-source';
import type { ViewState, ViewStore } from '../store/view-store';
import type { RemoteTimeline } from '../docs/trace-remote';
import type { TrackView } from '../timeline/thinned';
import type { DrawnBars, PageMessage, Port, RowChoices, WorkerMessage } from './protocol';
import { shallow } from 'zustand/shallow';
import { applySplice } from './row-splice';

export interface TraceClient extends TraceRemote {
  enqueue(inputs: readonly TraceInput[]): void;
  /** Hands the worker a port a parse worker posts a load's records to (`FeedBatch`). */
  feed(port: MessagePort): void;
  /**
   * The load's feeds end after `batches` batches, the page heard of that many: what is posted
   * after this (the load's end, the flush, `settled`) waits in the worker until they have come,
   * and any a cancelled load sent after them is left out.
   */
  endFeed(batches: number): void;
  /** Applies what the worker has queued now (the load's end). */
  flush(): void;
  /**
   * Resolves once the worker has applied, and posted the rows of, everything sent before, with
   * how many records it holds then.
   */
  settled(): Promise<number>;
  /**
   * Hears, once, that the worker failed (something it did threw, or the worker itself did not
   * run): the trace stops where it was, and every question asked then or later is refused.
   */
  onCrash(listener: (error: Error) => void): () => void;
  /** The worker's own error event: it failed without saying so itself. */
  crash(message: string): void;
  dispose(): void;
}

/**
 * A long list or a timeline followed: what was last posted of it (the list as last changed, the
 * tasks and shown task), and who reads it.
 */
interface Followed<T> {
  value: T;
  readers: Set<() => void>;
  stop?: () => void;
  /** The key of the current following, while followed. */
  key?: string | undefined;
}

/** A timeline's track: the view last asked, and how many were asked. */
interface Track {
  ask: number;
  view?: TrackView;
}

const NO_ENTRIES: readonly unknown[] = [];

const NO_TIMELINE: RemoteTimeline = {
  tasks: [],
  index: -1,
  layout: undefined,
  spans: 0,
  drawn: undefined,
};

/** Views no component follows any more whose last answer is kept (a row scrolled back in). */
const IDLE_KEPT = 2000;

const EMPTY = initialTraceState();

const choicesOf = ({ collapsed, internalsShown, focus, filters }: ViewState): RowChoices => ({
  collapsed,
  internalsShown,
  focus,
  filters,
});

export function createTraceClient(
  port: Port<WorkerMessage, PageMessage>,
  view: ViewStore,
  close: () => void,
): TraceClient {
  const post = (m: PageMessage, transfer?: Transferable[]) => port.postMessage(m, transfer);
  const handles = new Map<string, RemoteView>();
  const answers = new Map<string, { value: unknown }>();
  const listening = new Map<string, Set<() => void>>();
  /** Keys no reader follows whose answer is kept, oldest first. */
  const idle = new Set<string>();
  const pending = new Map<number, { resolve(a: unknown): void; reject(e: Error): void }>();
  let nextAsk = 1;
  let crashed: Error | undefined;
  const crashListeners = new Set<(error: Error) => void>();
  const crash = (message: string) => {
    if (crashed) return;
    crashed = new Error(`trace worker failed: ${message}`);
    for (const { reject } of pending.values()) reject(crashed);
    pending.clear();
    for (const l of crashListeners) l(crashed);
  };
  let held: Row[] = [];
  let rows = new RowList(held, 0);
  const emptyCounts = createFilterIndex()(EMPTY).counts;
  let index: FilterIndex = {
    counts: emptyCounts,
    version: 0,
    reclassified: 0,
    // What class an item is, the worker knows: only the counts cross.
    classOf: () => undefined,
  };
  const rowListeners = new Set<() => void>();

  let choices = choicesOf(view.getState());
  post({ type: 'choices', choices });
  const stopView = view.subscribe((s) => {
    const next = choicesOf(s);
    if (shallow(next, choices)) return;
    choices = next;
    post({ type: 'choices', choices });
  });

  // Answers and readers are kept by key, not in the handles: a handle a reader still holds
  // after its key was dropped from the idle answers hears the next answer all the same.
  const followed = (name: string, args: readonly unknown[]): RemoteView => {
    const key = JSON.stringify([name, args]);
    const known = handles.get(key);
    if (known) return known;
    let fallback: { value: unknown } | undefined;
    const handle: RemoteView = {
      // Until the worker answers, the view's answer on an empty trace: no item (a placeholder),
      // no session, zero counts, each of the type its readers expect.
      get: () =>
        (
          answers.get(key) ??
          (fallback ??= {
            value: askView(EMPTY, name as TraceQuestion, args as TraceViewArgs<TraceQuestion>),
          })
        ).value,
      subscribe(listener) {
        let readers = listening.get(key);
        if (!readers) {
          listening.set(key, (readers = new Set()));
          idle.delete(key);
          post({ type: 'watch', key, name, args });
        }
        readers.add(listener);
        return () => {
          readers.delete(listener);
          if (readers.size > 0 || listening.get(key) !== readers) return;
          listening.delete(key);
          post({ type: 'unwatch', key });
          idle.add(key);
          for (const old of idle) {
            if (idle.size <= IDLE_KEPT) break;
            idle.delete(old);
            answers.delete(old);
            handles.delete(old);
          }
        };
      },
    };
    handles.set(key, handle);
    return handle;
  };

  let nextFollowing = 1;
  /**
   * A handle on what the worker posts while someone reads it: followed on the first reader, let
   * go after the last. A key per following: a change posted for an earlier one, still on its way,
   * is not applied to what is sent anew.
   */
  const following = <T>(
    empty: T,
    followed: Map<string, Followed<T>>,
    watch: (key: string) => PageMessage,
    unwatch: (key: string) => PageMessage,
    f: Followed<T> = { value: empty, readers: new Set() },
  ): RemoteView => {
    return {
      get: () => f.value,
      subscribe(listener) {
        if (f.readers.size === 0) {
          const key = `${nextFollowing++}`;
          f.value = empty;
          f.key = key;
          followed.set(key, f);
          post(watch(key));
          f.stop = () => {
            followed.delete(key);
            f.key = undefined;
            post(unwatch(key));
          };
        }
        f.readers.add(listener);
        return () => {
          f.readers.delete(listener);
          if (f.readers.size === 0) f.stop?.();
        };
      },
    };
  };

  /** The long lists followed (trace-lists.ts), by the key of their current following. */
  const listsFollowed = new Map<string, Followed<readonly unknown[]>>();
  const listHandles = new Map<string, RemoteView>();
  const list = (name: string, args: readonly unknown[]): RemoteView => {
    const id = JSON.stringify([name, args]);
    let handle = listHandles.get(id);
    if (!handle) {
      handle = following(
        NO_ENTRIES,
        listsFollowed,
        (key) => ({ type: 'watchList', key, name, args }),
        (key) => ({ type: 'unwatchList', key }),
      );
      listHandles.set(id, handle);
    }
    return handle;
  };

  /** The timelines followed, by the key of their current following (one per task shown). */
  const timelinesFollowed = new Map<string, Followed<RemoteTimeline>>();
  const timelineHandles = new Map<
    number | null,
    { handle: RemoteView; followed: Followed<RemoteTimeline>; track: Track }
  >();
  const trackOf = new WeakMap<Followed<RemoteTimeline>, Track>();
  const timelineOf = (task: number | null) => {
    let t = timelineHandles.get(task);
    if (!t) {
      const f: Followed<RemoteTimeline> = { value: NO_TIMELINE, readers: new Set() };
      const track: Track = { ask: 0 };
      trackOf.set(f, track);
      // A following anew starts from the view last asked: the track need not ask it again.
      const watch = (key: string): PageMessage =>
        track.view
          ? { type: 'watchTimeline', key, task, ask: track.ask, track: track.view }
          : { type: 'watchTimeline', key, task, ask: track.ask };
      const handle = following(
        NO_TIMELINE,
        timelinesFollowed,
        watch,
        (key) => ({ type: 'unwatchTimeline', key }),
        f,
      );
      timelineHandles.set(task, (t = { handle, followed: f, track }));
    }
    return t;
  };
  const timeline = (task: number | null): RemoteView => timelineOf(task).handle;
  const timelineTrack = (task: number | null, view: TrackView) => {
    const { followed: f, track } = timelineOf(task);
    track.ask += 1;
    track.view = view;
    if (f.key !== undefined)
      post({ type: 'timelineTrack', key: f.key, ask: track.ask, track: view });
  };
  /** The bars drawn for the view asked last, or (an answer to a view asked before) none. */
  const latestDrawn = (f: Followed<RemoteTimeline>, drawn: DrawnBars | undefined) => {
    return drawn && drawn.ask === trackOf.get(f)?.ask ? drawn.thin : undefined;
  };

  /** Posts a question and resolves with its answer. */
  const asked = (message: (id: number) => PageMessage) =>
    new Promise<unknown>((resolve, reject) => {
      if (crashed) return reject(crashed);
      const id = nextAsk++;
      pending.set(id, { resolve, reject });
      post(message(id));
    });
  const ask = (name: string, args: readonly unknown[]) =>
    asked((id) => ({ type: 'ask', id, name, args }));
  const step = (way: RowStep) => (from: number, back: boolean) =>
    asked((id) => ({ type: 'step', id, way, from, back })) as Promise<number>;

  const rowsSource: RowsSource = {
    subscribe(listener) {
      rowListeners.add(listener);
      return () => rowListeners.delete(listener);
    },
    rows: () => rows,
    filterIndex: () => index,
    // These walk the trace beside the rows: the worker answers.
    turnFrom: step('turnFrom'),
    errorFrom: step('errorFrom'),
    repeatFrom: step('repeatFrom'),
  };

  port.onmessage = ({ data: m }) => {
    if (m.type === 'crashed') return crash(m.message);
    if (m.type === 'timeline' || m.type === 'timelineDrawn') {
      const l = timelinesFollowed.get(m.key);
      if (!l) return;
      // Bars for a view since left keep what was drawn until the view's own come.
      const drawn = latestDrawn(l, m.drawn) ?? l.value.drawn;
      if (m.type === 'timelineDrawn') {
        if (drawn === l.value.drawn) return;
        l.value = { ...l.value, drawn };
      } else {
        const tasks = m.tasks ? applySplice(l.value.tasks.slice(), m.tasks) : l.value.tasks;
        l.value = { tasks, ...m.shown, drawn };
      }
      for (const r of l.readers) r();
      return;
    }
    if (m.type === 'answer' || m.type === 'failed') {
      const asked = pending.get(m.id);
      pending.delete(m.id);
      if (m.type === 'answer') asked?.resolve(m.answer);
      else asked?.reject(new Error(m.message));
      return;
    }
    const heard = new Set<() => void>();
    if (m.rows) {
      held = applySplice(held, m.rows);
      rows = new RowList(held, m.rows.length);
      for (const l of rowListeners) heard.add(l);
    }
    if (m.counts) {
      index = { ...index, counts: m.counts, version: index.version + 1 };
      for (const l of rowListeners) heard.add(l);
    }
    for (const [key, answer] of m.answers) {
      const readers = listening.get(key);
      // An answer posted before its last reader let go is kept with the idle ones.
      if (!readers && !idle.has(key)) continue;
      answers.set(key, { value: answer });
      for (const l of readers ?? []) heard.add(l);
    }
    for (const [key, change] of m.lists ?? []) {
      const l = listsFollowed.get(key);
      if (!l) continue;
      // A new list each change, as a reader of a view expects; the old one is not touched.
      l.value = applySplice(l.value.slice(), change);
      for (const r of l.readers) heard.add(r);
    }
    for (const l of heard) l();
  };

  return {
    view: followed,
    ask,
    list,
    timeline,
    timelineTrack,
    rows: rowsSource,
    enqueue: (inputs) => post({ type: 'inputs', inputs }),
    feed: (feedPort) => post({ type: 'feed', port: feedPort }, [feedPort]),
    endFeed: (batches) => post({ type: 'feed-end', batches }),
    flush: () => post({ type: 'flush' }),
    feedSearch: (feed) => port.postMessage({ type: 'search-feed', port: feed }, feed ? [feed] : []),
    // Messages keep their order both ways: the answer to a question asked now comes after the
    // batches of everything sent before it.
    settled: () => ask('records', []) as Promise<number>,
    onCrash(listener) {
      if (crashed) listener(crashed);
      else crashListeners.add(listener);
      return () => crashListeners.delete(listener);
    },
    crash,
    dispose() {
      stopView();
      for (const { reject } of pending.values()) reject(new Error('the document was closed'));
      pending.clear();
      close();
    },
  };
}
