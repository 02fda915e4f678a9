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
import type { PageMessage, Port, RowChoices, WorkerMessage } from './protocol';
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

/** A long list followed: the list as last changed, and who reads it. */
interface FollowedList {
  entries: readonly unknown[];
  readers: Set<() => void>;
  stop?: () => void;
}

const NO_ENTRIES: readonly unknown[] = [];

/** A timeline followed: the tasks and shown task as last posted, and who reads them. */
interface FollowedTimeline {
  shown: RemoteTimeline;
  readers: Set<() => void>;
  stop?: () => void;
}

const NO_TIMELINE: RemoteTimeline = { tasks: [], index: -1, layout: undefined };

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

  /** The long lists followed (trace-lists.ts), by the key of their current following. */
  const listsFollowed = new Map<string, FollowedList>();
  const listHandles = new Map<string, RemoteView>();
  let nextList = 1;
  const list = (name: string, args: readonly unknown[]): RemoteView => {
    const id = JSON.stringify([name, args]);
    const known = listHandles.get(id);
    if (known) return known;
    const l: FollowedList = { entries: NO_ENTRIES, readers: new Set() };
    const handle: RemoteView = {
      get: () => l.entries,
      subscribe(listener) {
        if (l.readers.size === 0) {
          // A key per following: a change posted for an earlier one, still on its way, is not
          // applied to the list sent anew.
          const key = `${nextList++}`;
          l.entries = NO_ENTRIES;
          listsFollowed.set(key, l);
          post({ type: 'watchList', key, name, args });
          l.stop = () => {
            listsFollowed.delete(key);
            post({ type: 'unwatchList', key });
          };
        }
        l.readers.add(listener);
        return () => {
          l.readers.delete(listener);
          if (l.readers.size === 0) l.stop?.();
        };
      },
    };
    listHandles.set(id, handle);
    return handle;
  };

  /** The timelines followed, by the key of their current following (one per task shown). */
  const timelinesFollowed = new Map<string, FollowedTimeline>();
  const timelineHandles = new Map<number | null, RemoteView>();
  const timeline = (task: number | null): RemoteView => {
    const known = timelineHandles.get(task);
    if (known) return known;
    const l: FollowedTimeline = { shown: NO_TIMELINE, readers: new Set() };
    const handle: RemoteView = {
      get: () => l.shown,
      subscribe(listener) {
        if (l.readers.size === 0) {
          const key = `t${nextList++}`;
          l.shown = NO_TIMELINE;
          timelinesFollowed.set(key, l);
          post({ type: 'watchTimeline', key, task });
          l.stop = () => {
            timelinesFollowed.delete(key);
            post({ type: 'unwatchTimeline', key });
          };
        }
        l.readers.add(listener);
        return () => {
          l.readers.delete(listener);
          if (l.readers.size === 0) l.stop?.();
        };
      },
    };
    timelineHandles.set(task, handle);
    return handle;
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
    if (m.type === 'timeline') {
      const l = timelinesFollowed.get(m.key);
      if (!l) return;
      const tasks = m.tasks ? applySplice(l.shown.tasks.slice(), m.tasks) : l.shown.tasks;
      l.shown = { tasks, ...m.shown };
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
      l.entries = applySplice(l.entries.slice(), change);
      for (const r of l.readers) heard.add(r);
    }
    for (const l of heard) l();
  };

  return {
    view: followed,
    ask,
    list,
    timeline,
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
