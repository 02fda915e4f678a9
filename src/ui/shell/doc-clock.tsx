// The clock of the document on screen: the wall clock while it is watched live, the recording's
// for a file, a replay or a moment of time travel (common/view-clock.tsx).
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { DocRuntime } from '../../docs/doc-runtime';
import { RecordedClock } from '../common/view-clock';

export function DocClock({ doc, children }: { doc: DocRuntime; children: ReactNode }) {
  const shown = doc.streamDebugger.shown;
  const travelling = useStore(shown, (s) => s.at !== null);
  const live = useStore(doc.state, (s) => s.status.kind === 'live');
  return <RecordedClock store={live && !travelling ? null : shown}>{children}</RecordedClock>;
}
