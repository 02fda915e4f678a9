import type { ReactNode } from 'react';
import { DocProvider } from '../../docs/doc-context';
import { selectActiveDoc, useDocsStore } from '../../docs/docs-store';

/** Draws `children` for the document on screen, inside its DocProvider; nothing without one. */
export function WithActiveDoc({ children }: { children: ReactNode }) {
  const doc = useDocsStore(selectActiveDoc);
  return doc ? <DocProvider doc={doc}>{children}</DocProvider> : null;
}
