// The one trace every panel of a document reads: the live state, or the state after event N
// while time-travelling. Header, summary, problems, filters, outline, timeline, search and
// conversation all read this store, so they can never show two moments at once.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TraceStore, TraceStoreState } from '../store/trace-store';
import type { TimeTravel } from './time-travel';

export interface ShownState extends TraceStoreState {
  /** Events applied in the state shown; null = the live state. */
  at: number | null;
  /** Shows the state after `at` events, or the live one again (null). */
  travelTo(at: number | null): void;
}

export type ShownStore = StoreApi<ShownState>;

export function createShownStore(live: TraceStore, travel: TimeTravel): ShownStore {
  let version = 0;
  const shown = createStore<ShownState>()((set) => ({
    trace: live.getState().trace,
    version,
    at: null,
    travelTo(at) {
      const trace = at === null ? live.getState().trace : travel.viewAt(at);
      set({ at, trace, version: ++version });
    },
    // Sources and actions still feed the document itself, whatever moment is on screen.
    enqueue: (inputs) => live.getState().enqueue(inputs),
    flush: () => live.getState().flush(),
    replace: (inputs, how) => live.getState().replace(inputs, how),
    dispose: () => live.getState().dispose(),
    listenToInput: (listener) => live.getState().listenToInput(listener),
  }));
  live.subscribe((s, prev) => {
    if (s.trace === prev.trace || shown.getState().at !== null) return;
    shown.setState({ trace: s.trace, version: ++version });
  });
  return shown;
}
