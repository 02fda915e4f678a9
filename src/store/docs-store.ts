// The open documents: one trace store each, plus how it is loading and what went wrong reading
// it. Kept apart from the trace stores so a progress tick never re-renders the conversation.
import { create } from 'zustand';
import type { Diagnostic } from '../ingest/types';
import { recordEvents } from '../workbench/record-events';
import { createTraceStore, type TraceStore } from './trace-store';

export type DocSourceKind = 'files' | 'url' | 'paste' | 'sse' | 'replay' | 'demo';

export interface DocSource {
  kind: DocSourceKind;
  /** What the reader recognises: file names, the URL, "Pasted text". */
  label: string;
}

export type LoadState = 'loading' | 'done' | 'error';

export interface DocLoad {
  state: LoadState;
  bytesRead: number;
  /** 0 when unknown (a streamed response without Content-Length). */
  totalBytes: number;
  /** Valid records fed into the trace store so far. */
  records: number;
  error?: string;
  /** The reader stopped the load; what was read stays shown. */
  cancelled?: boolean;
}

/** Owned by the live-session code (SSE, replay, demo); this store only carries it. */
export interface DocLive {
  state: string;
  [key: string]: unknown;
}

export interface Doc {
  id: string;
  title: string;
  store: TraceStore;
  source: DocSource;
  load: DocLoad;
  diagnostics: readonly Diagnostic[];
  live?: DocLive | undefined;
  /** Stops whatever feeds this document (file load, stream). */
  cancel?: (() => void) | undefined;
}

export interface NewDoc {
  title: string;
  source: DocSource;
  store?: TraceStore;
  load?: Partial<DocLoad>;
  live?: DocLive;
  cancel?: () => void;
  /** Open in the background, leaving the current document on screen. */
  background?: boolean;
}

export interface DocsState {
  docs: readonly Doc[];
  activeId: string | null;
  addDoc(doc: NewDoc): Doc;
  updateDoc(id: string, patch: Partial<Pick<Doc, 'title' | 'source' | 'live' | 'cancel'>>): void;
  updateLoad(id: string, patch: Partial<DocLoad>): void;
  addDiagnostics(id: string, diagnostics: readonly Diagnostic[]): void;
  setActive(id: string): void;
  closeDoc(id: string): void;
}

let nextId = 1;

const mapDoc = (docs: readonly Doc[], id: string, f: (d: Doc) => Doc): readonly Doc[] =>
  docs.map((d) => (d.id === id ? f(d) : d));

export const useDocsStore = create<DocsState>()((set, get) => ({
  docs: [],
  activeId: null,
  addDoc(input) {
    const store = input.store ?? createTraceStore();
    // Every event of every document is kept for the stream debugger from the first one on.
    recordEvents(store);
    const doc: Doc = {
      id: `doc${nextId++}`,
      title: input.title,
      store,
      source: input.source,
      load: { state: 'loading', bytesRead: 0, totalBytes: 0, records: 0, ...input.load },
      diagnostics: [],
      ...(input.live ? { live: input.live } : {}),
      ...(input.cancel ? { cancel: input.cancel } : {}),
    };
    set((s) => ({
      docs: [...s.docs, doc],
      activeId: input.background && s.activeId !== null ? s.activeId : doc.id,
    }));
    return doc;
  },
  updateDoc(id, patch) {
    set((s) => ({ docs: mapDoc(s.docs, id, (d) => ({ ...d, ...patch })) }));
  },
  updateLoad(id, patch) {
    set((s) => ({ docs: mapDoc(s.docs, id, (d) => ({ ...d, load: { ...d.load, ...patch } })) }));
  },
  addDiagnostics(id, diagnostics) {
    if (diagnostics.length === 0) return;
    set((s) => ({
      docs: mapDoc(s.docs, id, (d) => ({ ...d, diagnostics: [...d.diagnostics, ...diagnostics] })),
    }));
  },
  setActive(id) {
    if (get().docs.some((d) => d.id === id)) set({ activeId: id });
  },
  closeDoc(id) {
    const { docs, activeId } = get();
    const at = docs.findIndex((d) => d.id === id);
    if (at < 0) return;
    docs[at]?.cancel?.();
    const rest = docs.filter((d) => d.id !== id);
    const next = activeId === id ? (rest[Math.min(at, rest.length - 1)]?.id ?? null) : activeId;
    set({ docs: rest, activeId: next });
  },
}));

export const selectActiveDoc = (s: DocsState): Doc | undefined =>
  s.docs.find((d) => d.id === s.activeId);
