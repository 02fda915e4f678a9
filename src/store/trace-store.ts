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
  replace(inputs: readonly TraceInput[]): void;
  /** Drops what is queued and removes the store's listener; later input is ignored. */
  dispose(): void;
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

export function createTraceStore(scheduler: Scheduler = browserScheduler): TraceStore {
  let queue: TraceInput[] = [];
  let scheduled = false;
  // Each schedule arms a frame and a fallback timer; whichever fires second must not flush again.
  let generation = 0;
  let disposed = false;
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
      replace(inputs) {
        queue = [];
        if (disposed) return;
        set({ trace: applyInputs(initialTraceState(), inputs), version: get().version + 1 });
      },
      dispose() {
        disposed = true;
        queue = [];
        // A frame or fallback timer still armed finds nothing to do.
        generation += 1;
        if (typeof document !== 'undefined')
          document.removeEventListener('visibilitychange', onVisibility);
      },
    };
  });
  const onVisibility = () => store.getState().flush();
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return store;
}
