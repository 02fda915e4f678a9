// The actions of the live connection behind the document on screen (PenguinHarness: approve,
// retry now, give up), for any component in the conversation. Null when the source has none.
import { createContext, useContext, type ReactNode } from 'react';
import type { LiveActions } from '../../live/live-controller';
import { liveOfStore } from '../../live/live-registry';
import { useTraceStore } from '../trace-context';

export type { LiveActions };

const LiveActionsContext = createContext<LiveActions | null>(null);

export function LiveActionsProvider({
  actions,
  children,
}: {
  actions: LiveActions | null;
  children: ReactNode;
}) {
  return <LiveActionsContext.Provider value={actions}>{children}</LiveActionsContext.Provider>;
}

/** Inside a TraceProvider; falls back to the controller registered for its store. */
export function useLiveActions(): LiveActions | null {
  const provided = useContext(LiveActionsContext);
  const store = useTraceStore();
  return provided ?? liveOfStore(store)?.actions ?? null;
}
