// The workbench (event log + time travel) of the document on screen, for every panel of it.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TraceStore } from '../../store/trace-store';
import type { EventLog } from '../../workbench/event-log';
import { recordEvents, type Workbench } from '../../workbench/record-events';

const WorkbenchContext = createContext<Workbench | null>(null);

export function WorkbenchProvider({ store, children }: { store: TraceStore; children: ReactNode }) {
  // Documents record from creation; this only finds the recorder (or starts one, for a store
  // made elsewhere, which then shows events from now on).
  const bench = useMemo(() => recordEvents(store), [store]);
  return <WorkbenchContext.Provider value={bench}>{children}</WorkbenchContext.Provider>;
}

export function useWorkbench(): Workbench {
  const bench = useContext(WorkbenchContext);
  if (!bench) throw new Error('useWorkbench outside a WorkbenchProvider');
  return bench;
}

/** The workbench when there is one (rows drawn outside a document have none). */
export function useOptionalWorkbench(): Workbench | null {
  return useContext(WorkbenchContext);
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
