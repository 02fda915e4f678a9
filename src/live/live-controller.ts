// The thin runner of a live connection: feeds transport and history answers to the pure machine
// (`live-machine.ts`) and performs the effects it returns on the transport, the history client,
// the record log and the trace store. It reports one connection status.
import type { Replay } from '../ingest/replay';
import type { Diagnostic, SseItem } from '../ingest/types';
import type { AnyEnvelope, SessionTitleEvent } from '../protocol/types';
import type { TraceInput } from '../store/model';
import type { TraceStore } from '../store/trace-store';
import { actionsOf, apiOf, type LiveActions, type LiveApi } from './live-api';
import {
  initialLiveState,
  step,
  type LiveEffect,
  type LiveEvent,
  type LiveMachineState,
} from './live-machine';
import type { LiveSource, LiveStatus } from './live-source';
import { liveStatus, sameStatus } from './live-status';
import { historyChildren } from './history-children';
import { commentInput, toInput } from './live-inputs';
import { RecordLog } from './record-log';
import { ReplayTransport } from './replay-transport';
import { SignInGate } from './sign-in-gate';
import { transportFor } from './transport-for';
import { DISCONNECTED } from '../net/link-reason';
import type { Transport, TransportHooks, TransportStatus } from './transport';

export interface LiveHooks {
  onStatus(status: LiveStatus): void;
  onDiagnostics(diagnostics: Diagnostic[]): void;
  /** The first history (or, without one, the first event) is on screen. */
  onReady?(): void;
}

/** Injected by tests; the browser builds the transport and history client from the source. */
export interface LiveDeps {
  api?: LiveApi | null;
  transport?: (hooks: TransportHooks & { onDiagnostics(d: Diagnostic[]): void }) => Transport;
  now?: () => number;
}

export type { LiveActions };

function linkEvent(status: TransportStatus): LiveEvent {
  switch (status.state) {
    case 'connecting':
      return { type: 'connecting', reason: status.reason };
    case 'open':
      return { type: 'open', reason: status.reason };
    case 'stalled':
      return { type: 'stalled', reason: status.reason };
    case 'waiting':
      return { type: 'error', reason: status.reason, retryAt: status.retryAt };
    case 'closed':
      return { type: 'close', reason: status.reason ?? DISCONNECTED };
  }
}

/** Child titles asked for after a history: a session of hundreds of subagents asks no more. */
const MAX_CHILD_TITLES = 64;
const TITLES_AT_ONCE = 4;

export class LiveController {
  readonly log = new RecordLog();
  /** The PenguinHarness API behind this source, when there is one: history and actions. */
  readonly api: LiveApi | null;
  readonly actions: LiveActions | null;
  private readonly gate = new SignInGate(() => this.publish());
  private readonly transport: Transport;
  private readonly now: () => number;
  private state: LiveMachineState;
  private last: LiveStatus | null = null;
  private disposed = false;
  /** How many titles the stream brought of each session: one come during a fetch is newer. */
  private readonly streamTitles = new Map<string, number>();

  constructor(
    readonly store: TraceStore,
    readonly source: LiveSource,
    private readonly hooks: LiveHooks,
    deps: LiveDeps = {},
  ) {
    this.api = deps.api !== undefined ? deps.api : apiOf(source);
    this.actions = this.api && actionsOf(this.api, (action) => this.gate.run(action));
    this.now = deps.now ?? Date.now;
    this.state = initialLiveState({
      hasHistory: this.api !== null,
      historyFirst: source.kind === 'penguin',
      sourceUrl: 'url' in source ? source.url : '',
    });
    const transportHooks = {
      onItems: (items: SseItem[]) => {
        for (const it of items)
          if (it.kind === 'server' && it.event.type === 'session_title') {
            const { sessionId } = it.event as SessionTitleEvent;
            this.streamTitles.set(sessionId, (this.streamTitles.get(sessionId) ?? 0) + 1);
          }
        this.dispatch({ type: 'records', items, at: this.now() });
      },
      onReset: (items: SseItem[]) => this.resetTo(items),
      onStatus: (s: TransportStatus) => this.dispatch(linkEvent(s)),
      onDiagnostics: (d: Diagnostic[]) => this.hooks.onDiagnostics(d),
    };
    this.transport = deps.transport
      ? deps.transport(transportHooks)
      : transportFor(source, this.api, transportHooks);
  }

  /** The replay behind this document, when it plays a capture. */
  get replay(): Replay | null {
    return this.transport instanceof ReplayTransport ? this.transport.player : null;
  }

  /**
   * A replay seek: the view becomes exactly these items, applied anew, and the stream debugger's
   * log these events alone (a rewind, not a history: sought back and played on, each event is
   * logged once). The replay paces itself, so this bypasses the connection machine (which has
   * nothing held for a replay it paused).
   */
  private resetTo(items: readonly SseItem[]): void {
    if (this.disposed) return;
    const at = this.now();
    const inputs: TraceInput[] = [];
    const records: AnyEnvelope[] = [];
    for (const item of items) {
      if (item.kind === 'comment') inputs.push(commentInput(item.text, at));
      else {
        if (item.kind === 'record') records.push(item.envelope);
        inputs.push(toInput({ item, at }));
      }
    }
    this.perform({ type: 'log-reset', records });
    this.store.getState().replace(inputs, 'rewind');
  }

  get status(): LiveStatus {
    return this.last ?? this.compute();
  }

  start(): void {
    this.publish();
    this.dispatch({ type: 'connect' });
  }

  pause(): void {
    this.dispatch({ type: 'pause' });
  }

  resume(): void {
    this.dispatch({ type: 'resume' });
  }

  disconnect(): void {
    this.dispatch({ type: 'disconnect' });
  }

  reconnectNow(): void {
    this.dispatch({ type: 'retry-now' });
  }

  /** The reader signed in: a stream the server refused opens again, refused actions run again. */
  signedIn(): void {
    this.gate.signedIn();
    this.dispatch({ type: 'reopen' });
  }

  /** Closes the connection and ignores whatever is still in flight. */
  dispose(): void {
    this.disconnect();
    this.disposed = true;
  }

  dispatch(event: LiveEvent): void {
    if (this.disposed) return;
    const { state, effects } = step(this.state, event);
    this.state = state;
    for (const effect of effects) this.perform(effect);
    this.publish();
  }

  private perform(effect: LiveEffect): void {
    switch (effect.type) {
      case 'open-transport':
        return this.transport.start();
      case 'close-transport':
        return this.transport.close(effect.reason);
      case 'pause-transport':
        return this.transport.pause?.();
      case 'resume-transport':
        return this.transport.resume?.();
      case 'reconnect-now':
        return this.transport.reconnectNow();
      case 'restart-transport':
        return this.transport.restart?.();
      case 'fetch-history':
        return void this.fetchHistory(effect.gen);
      case 'apply': {
        const s = this.store.getState();
        if ('replace' in effect.op) s.replace(effect.op.replace);
        else s.enqueue(effect.op.inputs);
        return;
      }
      case 'log-add':
        for (const r of effect.records) this.log.add(r);
        return;
      case 'log-reset':
        return this.log.reset(effect.records);
      case 'diagnostics':
        return this.hooks.onDiagnostics(effect.diagnostics);
      case 'ready':
        return this.hooks.onReady?.();
    }
  }

  private async fetchHistory(gen: number): Promise<void> {
    const api = this.api;
    if (!api) return;
    let children: string[];
    try {
      const { snapshot, diagnostics } = await api.client.history(api.sessionId);
      children = historyChildren(snapshot.messages, api.sessionId);
      // The history replaces the store, and holds no title: those the stream brought (a child's
      // come only on its parent's stream) are carried over.
      const titles = [...this.store.getState().trace.titles].map(
        ([sessionId, title]) => ({ type: 'session_title', sessionId, title }) as const,
      );
      this.dispatch({ type: 'history', gen, snapshot: { ...snapshot, titles }, diagnostics });
    } catch (e) {
      this.dispatch({
        type: 'history-failed',
        gen,
        reason: e instanceof Error ? e.message : String(e),
        file: api.client.url(api.client.sessionPath(api.sessionId, '/messages')),
      });
      return;
    }
    await this.fetchTitle(api, gen, api.sessionId);
    // A child's title went out once too, on its parent's stream: the server's route answers a
    // child by its id as well. A few at a time, those the store has no title for.
    const untitled = children.filter((id) => !this.store.getState().trace.titles.has(id));
    for (let at = 0; at < untitled.length && at < MAX_CHILD_TITLES; at += TITLES_AT_ONCE)
      await Promise.all(
        untitled.slice(at, at + TITLES_AT_ONCE).map((id) => this.fetchTitle(api, gen, id)),
      );
  }

  /**
   * The title the server holds now: its `session_title` went out on the stream once, maybe
   * before this reader came. Asked after the history, so it is no older than the history's
   * cursor (a title sent before the cursor is dropped from the stream with the rest), and
   * applied on its own, so a slow or missing answer holds nothing back.
   */
  private async fetchTitle(api: LiveApi, gen: number, sessionId: string): Promise<void> {
    if (this.disposed || this.state.syncGen !== gen) return;
    const streamed = this.streamTitles.get(sessionId);
    const title = await api.client.title(sessionId).catch(() => undefined);
    if (title === undefined || this.disposed || this.state.syncGen !== gen) return;
    // Renamed on the stream meanwhile: every change goes out there, so that title is the newer.
    if (this.streamTitles.get(sessionId) !== streamed) return;
    const event = { type: 'session_title', sessionId, title } as const;
    this.store.getState().enqueue([{ kind: 'server', event }]);
  }

  private compute(): LiveStatus {
    const s = this.state;
    const status = liveStatus(this.source, s.link, {
      everOpen: s.everOpen,
      paused: s.paused,
      syncing: s.syncing !== null,
      ready: s.ready,
      held: s.heldCount,
      gone: s.gone,
    });
    return this.gate.reason === null ? status : { ...status, signIn: this.gate.reason };
  }

  private publish(): void {
    const next = this.compute();
    if (sameStatus(this.last, next)) return;
    this.last = next;
    this.hooks.onStatus(next);
  }
}
