// What tells apart open documents of the same title (docs/tell-apart.ts), wherever they are
// listed by it: the tabs and the runs compared.
import { useMemo } from 'react';
import type { DocRuntime } from '../../docs/doc-runtime';
import { tellApart, type DocNote } from '../../docs/tell-apart';
import { useDocsTraceView } from '../trace-context';

/** By document id, the note of each document whose title another open document shares. */
export function useDocNotes(docs: readonly DocRuntime[]): ReadonlyMap<string, DocNote> {
  const stores = useMemo(() => docs.map((d) => d.store), [docs]);
  const titles = useDocsTraceView(stores, 'title');
  return useMemo(() => {
    // Titled as useDocTitle titles them: the trace's, else the source's until a prompt arrives.
    const notes = tellApart(
      docs.map((d, i) => ({
        title: titles[i] ?? d.state.getState().title,
        label: d.source.label,
        ...(d.source.urls ? { urls: d.source.urls } : {}),
      })),
    );
    return new Map(docs.flatMap((d, i) => (notes[i] ? [[d.id, notes[i]] as const] : [])));
  }, [docs, titles]);
}
