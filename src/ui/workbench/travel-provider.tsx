// While time-travelling, the conversation reads a frozen store holding the state after event N
// instead of the document's own; the same list and rows draw it, so the past looks exactly as
// the present did then.
import { useMemo, type ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import type { TraceState } from '../../store/model';
import type { TraceStore, TraceStoreState } from '../../store/trace-store';
import { TraceProvider, useTraceStore } from '../trace-context';
import { useWorkbench } from './workbench-context';
import { useWorkbenchView } from './workbench-store';

function frozenStore(trace: TraceState, version: number): TraceStore {
  const ignore = () => undefined;
  return createStore<TraceStoreState>()(() => ({
    trace,
    version,
    enqueue: ignore,
    flush: ignore,
    replace: ignore,
    dispose: ignore,
  }));
}

export function TravelProvider({ children }: { children: ReactNode }) {
  const live = useTraceStore();
  const { travel } = useWorkbench();
  const at = useWorkbenchView((s) => s.travel);
  const frozen = useMemo(
    () => (at === null ? null : frozenStore(travel.stateAt(at), at)),
    [at, travel],
  );
  return (
    <div data-testid="travel-frame" data-travel={at ?? 'live'} className="h-full min-h-0">
      <TraceProvider store={frozen ?? live}>{children}</TraceProvider>
    </div>
  );
}
