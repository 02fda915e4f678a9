// One open document: its trace store, its view state, what feeds it (file load, live connection,
// replay) and the actions that source allows. Whatever feeds the document registers its stop
// with `own`, so `dispose()` removes every listener and timer the document started.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OriginalFile } from '../export/original-files';
import { saveEntries, type SaveEntry } from '../export/save-entries';
import type { Decision } from '../net/penguin-client';
import type { Diagnostic } from '../ingest/types';
import type { LiveController } from '../live/live-controller';
import type { LiveStatus } from '../live/live-source';
import type { SessionKey, TraceInput } from '../store/model';
import { createTraceStore, type TraceStore } from '../store/trace-store';
import { recordEvents, type StreamDebugger } from '../stream-debugger/record-events';
import { createViewStore, type ViewStore } from '../store/view-store';
import type { TraceClient } from '../trace-worker/trace-client';
import { capabilitiesOf, type DocCapabilities } from './capabilities';
import { addDiagnostics, EMPTY_TALLY, type DiagnosticTally } from './diagnostic-tally';
import type { DocSource, FileLoad, SourceStatus } from './source-status';
import { holdRemotely } from './trace-remote';

export interface DocState {
  title: string;
  status: SourceStatus;
  diagnostics: DiagnosticTally;
}

export interface DocActions {
  /** `capture: false` leaves out the `.sse` capture, built from every event (slow when large). */
  save(options?: { capture?: boolean }): SaveEntry[];
  cancel(): void;
  approve(toolCallId: string, decision: Decision): Promise<void>;
  /** `session`: the session whose request waits to be retried ('' for the main one). */
  retryNow(session: SessionKey): Promise<void>;
  giveUp(session: SessionKey): Promise<void>;
  pause(): void;
  resume(): void;
  disconnect(): void;
  /** Skips the wait before the next reconnect attempt. */
  reconnectNow(): void;
  /** The reader signed in: a refused stream opens again, refused actions are sent again. */
  signedIn(): void;
}

const NO_SERVER = () => Promise.reject(new Error('this source has no server to ask'));

let nextId = 1;

export class DocRuntime {
  readonly id = `doc${nextId++}`;
  readonly store: TraceStore;
  /** Every event the document receives, from any source, for the stream debugger. */
  readonly streamDebugger: StreamDebugger;
  readonly view: ViewStore = createViewStore();
  /** Title, source status and diagnostics: small, so a progress tick re-renders only the header. */
  readonly state: StoreApi<DocState>;
  readonly actions: DocActions;
  /** The worker holding the trace (`engine=worker`): `store` then stays empty. */
  readonly remote: TraceClient | null;
  private live: LiveController | null = null;
  private stopLoad: (() => void) | null = null;
  private originals: readonly OriginalFile[] = [];
  private readonly cleanups: (() => void)[] = [];
  private disposed = false;

  constructor(
    readonly source: DocSource,
    init: {
      title: string;
      status: SourceStatus;
      store?: TraceStore;
      /** Starts the worker that holds the trace instead of `store` (docs/architecture.md, stage 3). */
      remote?: (view: ViewStore) => TraceClient;
    },
  ) {
    this.store = init.store ?? createTraceStore();
    this.streamDebugger = recordEvents(this.store);
    this.remote = init.remote?.(this.view) ?? null;
    if (this.remote) {
      holdRemotely(this.store, this.remote);
      holdRemotely(this.streamDebugger.shown, this.remote);
      this.own(this.remote.dispose);
    }
    this.state = createStore<DocState>()(() => ({
      title: init.title,
      status: init.status,
      diagnostics: EMPTY_TALLY,
    }));
    // A worker that failed says so where a load that failed does (the header's load status),
    // rather than leaving the document as it was, as if nothing more came.
    if (this.remote)
      this.own(this.remote.onCrash((e) => this.updateLoad({ state: 'error', error: e.message })));
    const api = () => this.live?.actions ?? null;
    this.actions = {
      save: ({ capture = true } = {}) => {
        this.store.getState().flush();
        return saveEntries(
          this.live,
          this.state.getState().title,
          this.originals,
          capture ? this.streamDebugger.log : undefined,
          this.store.getState().trace.sessions.get('')?.sessionId,
        );
      },
      cancel: () => this.stopLoad?.(),
      approve: (id, decision) => api()?.approve(id, decision) ?? NO_SERVER(),
      retryNow: (session) => api()?.retryNow(session) ?? NO_SERVER(),
      giveUp: (session) => api()?.abort(session) ?? NO_SERVER(),
      pause: () => this.live?.pause(),
      resume: () => this.live?.resume(),
      disconnect: () => this.live?.disconnect(),
      reconnectNow: () => this.live?.reconnectNow(),
      signedIn: () => this.live?.signedIn(),
    };
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  capabilities(status: SourceStatus = this.state.getState().status): DocCapabilities {
    return {
      ...capabilitiesOf(status, this.live?.actions != null),
      cancel: capabilitiesOf(status, false).cancel && this.stopLoad !== null,
    };
  }

  setTitle(title: string): void {
    this.state.setState({ title });
  }

  updateLoad(patch: Partial<FileLoad>): void {
    this.state.setState((s) =>
      s.status.kind === 'file'
        ? { status: { kind: 'file', load: { ...s.status.load, ...patch } } }
        : s,
    );
  }

  setConnection(connection: LiveStatus): void {
    this.state.setState((s) =>
      s.status.kind === 'file' ? s : { status: { ...s.status, connection } },
    );
  }

  markReady(): void {
    this.state.setState((s) =>
      s.status.kind === 'file' || s.status.ready ? s : { status: { ...s.status, ready: true } },
    );
  }

  addDiagnostics(diagnostics: readonly Diagnostic[]): void {
    if (diagnostics.length === 0) return;
    this.state.setState((s) => ({ diagnostics: addDiagnostics(s.diagnostics, diagnostics) }));
  }

  setOriginals(files: readonly OriginalFile[]): void {
    this.originals = files;
  }

  /** How to stop the file load feeding this document; null once it finished. */
  setStopLoad(stop: (() => void) | null): void {
    this.stopLoad = stop;
    // Re-published so the Cancel button follows.
    this.state.setState((s) => ({ ...s }));
  }

  attachLive(controller: LiveController): void {
    this.live = controller;
    this.own(() => controller.dispose());
  }

  get liveController(): LiveController | null {
    return this.live;
  }

  /** Feeds the document's trace, wherever it is held. */
  enqueue(inputs: readonly TraceInput[]): void {
    if (this.remote) this.remote.enqueue(inputs);
    else this.store.getState().enqueue(inputs);
  }

  /** Applies what is queued now, wherever the trace is held (a load's end). */
  flush(): void {
    if (this.remote) this.remote.flush();
    else this.store.getState().flush();
  }

  /** Registers what to undo when the document closes (a listener, a timer, a connection). */
  own(cleanup: () => void): void {
    if (this.disposed) cleanup();
    else this.cleanups.push(cleanup);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopLoad?.();
    this.stopLoad = null;
    for (const cleanup of this.cleanups.splice(0).reverse()) cleanup();
    this.store.getState().dispose();
  }
}
