// State a feature keeps for each document (its search, its timeline zoom, its inspector's
// selection): made the first time the document needs it, kept while another tab is on screen,
// dropped with the document. The feature declares it beside its code; the document knows nothing
// of it, so adding one touches no file here.
import { useStore, type StoreApi } from 'zustand';
import type { DocRuntime } from './doc-runtime';
import { useOptionalDoc } from './doc-context';

export interface DocPart<S> {
  /** The document's store, made on first use. */
  of(doc: DocRuntime): StoreApi<S>;
  /** A store for components drawn outside any document (a row in a preview). */
  spare(): StoreApi<S>;
}

export function docPart<S>(make: () => StoreApi<S>): DocPart<S> {
  // Weak: a closed document takes its part with it.
  const parts = new WeakMap<DocRuntime, StoreApi<S>>();
  let spare: StoreApi<S> | undefined;
  return {
    of(doc) {
      let part = parts.get(doc);
      if (!part) parts.set(doc, (part = make()));
      return part;
    },
    spare: () => (spare ??= make()),
  };
}

/** The part's store of the document around the component. */
export function useDocPart<S>(part: DocPart<S>): StoreApi<S> {
  const doc = useOptionalDoc();
  return doc ? part.of(doc) : part.spare();
}

/** One value of the part's store of the document around the component. */
export function useDocPartState<S, T>(part: DocPart<S>, selector: (s: S) => T): T {
  return useStore(useDocPart(part), selector);
}
