// Marks the conversation with the moment shown (`data-travel`: events applied, or "live"). The
// moment itself is chosen for the whole document by its shown store, not here.
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { useStreamDebugger } from './stream-debugger-context';

export function TravelFrame({ children }: { children: ReactNode }) {
  const at = useStore(useStreamDebugger().shown, (s) => s.at);
  return (
    <div data-testid="travel-frame" data-travel={at ?? 'live'} className="h-full min-h-0">
      {children}
    </div>
  );
}
