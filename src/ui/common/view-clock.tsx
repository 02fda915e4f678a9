// Which clock live timers read. A document watched live reads the wall clock; a file, a replay
// or a moment of time travel reads the recording's (its latest record time), so a timer shows
// how long something had run at that point of the recording, and stands still with it.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { initialTraceState } from '../../store/reducer';
import type { TraceStore, TraceStoreState } from '../../store/trace-store';
import { useDocTraceView } from '../trace-context';

/** The trace whose records set the time, or null for the wall clock. */
const ClockContext = createContext<TraceStore | null>(null);

const NO_TRACE = createStore<Pick<TraceStoreState, 'trace'>>()(() => ({
  trace: initialTraceState(),
}));

export function RecordedClock({
  store,
  children,
}: {
  store: TraceStore | null;
  children: ReactNode;
}) {
  return <ClockContext.Provider value={store}>{children}</ClockContext.Provider>;
}

/** True where timers read the recording's clock: nothing grows between its records. */
export function useRecordedClock(): boolean {
  return useContext(ClockContext) !== null;
}

export interface ViewNow {
  /** ms since the epoch; undefined on a recording with no timed record yet. */
  now: number | undefined;
  recorded: boolean;
}

/**
 * "Now" for a timer: the wall clock, ticking every `tickMs` (until `until`, when given), or the
 * recording's, which moves only with the trace.
 */
export function useViewNow(tickMs: number, until?: number): ViewNow {
  const store = useContext(ClockContext);
  // The empty trace has no recorded moment: undefined without a store.
  const recorded = useDocTraceView(store ?? NO_TRACE, 'recordedNow');
  const [wall, setWall] = useState(() => Date.now());
  const over = until !== undefined && wall >= until;
  useEffect(() => {
    if (store || over) return;
    const timer = setInterval(() => setWall(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [store, tickMs, over]);
  return store ? { now: recorded, recorded: true } : { now: wall, recorded: false };
}
