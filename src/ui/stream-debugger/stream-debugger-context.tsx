// The stream debugger (event log + time travel) of the document on screen, for every panel of it.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TraceStore } from '../../store/trace-store';
import type { EventLog } from '../../stream-debugger/event-log';
import { recordEvents, type StreamDebugger } from '../../stream-debugger/record-events';

const StreamDebuggerContext = createContext<StreamDebugger | null>(null);

export function StreamDebuggerProvider({
  store,
  children,
}: {
  store: TraceStore;
  children: ReactNode;
}) {
  // Documents record from creation; this only finds the recorder (or starts one, for a store
  // made elsewhere, which then shows events from now on).
  const debug = useMemo(() => recordEvents(store), [store]);
  return <StreamDebuggerContext.Provider value={debug}>{children}</StreamDebuggerContext.Provider>;
}

export function useStreamDebugger(): StreamDebugger {
  const debug = useContext(StreamDebuggerContext);
  if (!debug) throw new Error('useStreamDebugger outside a StreamDebuggerProvider');
  return debug;
}

/** The stream debugger when there is one (rows drawn outside a document have none). */
export function useOptionalStreamDebugger(): StreamDebugger | null {
  return useContext(StreamDebuggerContext);
}

/** Re-renders when the log grows, at most once per frame however fast events come. */
export function useLogVersion(log: EventLog): number {
  return useSyncExternalStore(
    (notify) => {
      let frame = 0;
      const off = log.subscribe(() => {
        if (frame === 0)
          frame = requestAnimationFrame(() => {
            frame = 0;
            notify();
          });
      });
      return () => {
        off();
        cancelAnimationFrame(frame);
      };
    },
    () => log.version,
  );
}
