// A document's name wherever it is listed (its tab, the runs compared): what its trace is about,
// else the file or stream it came from until a prompt arrives. The header names the state time
// travel shows, not the live one, and reads its own store (doc-summary-bar.tsx).
import { useStore } from 'zustand';
import type { DocRuntime } from '../../docs/doc-runtime';
import { useDocTraceView } from '../trace-context';

export function useDocTitle(doc: DocRuntime): string {
  const fallback = useStore(doc.state, (s) => s.title);
  return useDocTraceView(doc.store, 'title') ?? fallback;
}
