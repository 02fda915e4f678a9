// The reducer behind zustand: sources enqueue inputs at any rate, the store applies them at most
// once per animation frame. Frames stop in hidden tabs, so a timer and visibilitychange also flush.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TraceInput, TraceState } from './model';
import { applyInputs, initialTraceState } from './reducer';

export interface TraceStoreState {
  trace: TraceState;
  /** Bumped on every applied batch; cheap to subscribe to. */
  version: number;
  enqueue(inputs: readonly TraceInput[]): void;
  /** Applies everything queued now (tests, end of a file, before an export). */
  flush(): void;
  /** Swaps in a whole new state (a resync's refetched history) in one step. */
  replace(inputs: readonly TraceInput[], how?: Replacement): void;
  /** Drops what is queued and removes the store's listener; later input is ignored. */
  dispose(): void;
  /** Hears every input as a source gives it, before it is applied; returns the way to stop. */
  listenToInput(listener: InputListener): () => void;
}

/**
 * What a whole new state is: a history that replaced what came before it (a resync, a compaction's
 * refetch), or the source's own first events read again from its start (a replay sought).
 */
export type Replacement = 'history' | 'rewind';

/** The stream debugger's way in: it logs what every source (file, live, replay) feeds the store. */
export interface InputListener {
  enqueued(inputs: readonly TraceInput[]): void;
  /** Heard while the state still holds what the new inputs replace. */
  replacing(inputs: readonly TraceInput[], how: Replacement): void;
}

export interface Scheduler {
  frame(cb: () => void): void;
  /** Fallback when frames do not come (hidden tab). */
  later(cb: () => void, ms: number): void;
}

const browserScheduler: Scheduler = {
  frame: (cb) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => cb())
      : setTimeout(cb, 16),
  later: (cb, ms) => setTimeout(cb, ms),
};

export type TraceStore = StoreApi<TraceStoreState>;

/** Where a hidden page says so; no such thing in a worker (the trace worker holds a store too). */
interface VisibilityTarget {
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

const pageDocument = (): VisibilityTarget | undefined =>
  (globalThis as { document?: VisibilityTarget }).document;

export function createTraceStore(scheduler: Scheduler = browserScheduler): TraceStore {
  let queue: TraceInput[] = [];
  let scheduled = false;
  // Each schedule arms a frame and a fallback timer; whichever fires second must not flush again.
  let generation = 0;
  let disposed = false;
  const listeners = new Set<InputListener>();
  const store = createStore<TraceStoreState>()((set, get) => {
    const flush = () => {
      scheduled = false;
      generation += 1;
      if (queue.length === 0) return;
      const batch = queue;
      queue = [];
      set({ trace: applyInputs(get().trace, batch), version: get().version + 1 });
    };
    return {
      trace: initialTraceState(),
      version: 0,
      enqueue(inputs) {
        if (disposed) return;
        for (const listener of listeners) listener.enqueued(inputs);
        for (const i of inputs) queue.push(i);
        if (scheduled || queue.length === 0) return;
        scheduled = true;
        const mine = generation;
        const flushIfMine = () => {
          if (mine === generation) flush();
        };
        scheduler.frame(flushIfMine);
        scheduler.later(flushIfMine, 250);
      },
      flush,
      replace(inputs, how = 'history') {
        queue = [];
        if (disposed) return;
        for (const listener of listeners) listener.replacing(inputs, how);
        set({ trace: applyInputs(initialTraceState(), inputs), version: get().version + 1 });
      },
      dispose() {
        disposed = true;
        queue = [];
        // A frame or fallback timer still armed finds nothing to do.
        generation += 1;
        pageDocument()?.removeEventListener('visibilitychange', onVisibility);
      },
      listenToInput(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });
  const onVisibility = () => store.getState().flush();
  pageDocument()?.addEventListener('visibilitychange', onVisibility);
  return store;
}
