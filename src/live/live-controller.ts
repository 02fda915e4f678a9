// Wires one live source to one document's trace store: stamps arrival times, follows the
// history-then-buffer order of PROTOCOL.md §11 on connect and on `resync_required`, holds
// items while paused, keeps the complete records for export, and reports one connection state.
import type { Replay } from '../ingest/replay';
import type { AnyEnvelope } from '../protocol/types';
import type { Diagnostic, SseItem } from '../ingest/types';
import type { TraceInput } from '../store/model';
import type { TraceStore } from '../store/trace-store';
import { actionsOf, apiOf, type LiveActions, type LiveApi } from './live-api';
import type { LiveSource, LiveStatus } from './live-source';
import { syncInputs, toInput, type Arrived } from './live-inputs';
import { liveStatus, sameStatus } from './live-status';
import { RecordLog } from './record-log';
import { ReplayTransport } from './replay-transport';
import { transportFor } from './transport-for';
import type { Transport, TransportStatus } from './transport';

export interface LiveHooks {
  onStatus(status: LiveStatus): void;
  onDiagnostics(diagnostics: Diagnostic[]): void;
  /** The first history (or, without one, the first event) is on screen. */
  onReady?(): void;
}

export type { LiveActions };

type Op = { replace: TraceInput[] } | { inputs: TraceInput[] };

export class LiveController {
  readonly log = new RecordLog();
  /** The PenguinHarness API behind this source, when there is one: history and actions. */
  readonly api: LiveApi | null;
  readonly actions: LiveActions | null;
  private readonly transport: Transport;
  private link: TransportStatus = { state: 'connecting' };
  private everOpen = false;
  private paused = false;
  private held: Op[] = [];
  private heldCount = 0;
  /** Items arriving while a history fetch is in flight; null when none is. */
  private syncing: Arrived[] | null = null;
  private syncGen = 0;
  private ready = false;
  private last: LiveStatus | null = null;

  constructor(
    readonly store: TraceStore,
    readonly source: LiveSource,
    private readonly hooks: LiveHooks,
  ) {
    this.api = apiOf(source);
    this.actions = this.api && actionsOf(this.api);
    this.transport = transportFor(source, this.api, {
      onItems: (items: SseItem[]) => this.receive(items),
      onReset: (items: SseItem[]) => this.resetTo(items),
      onStatus: (s: TransportStatus) => this.onLink(s),
      onDiagnostics: (d: Diagnostic[]) => hooks.onDiagnostics(d),
    });
    // The first history is fetched once the stream is open; until then everything is buffered.
    if (source.kind === 'penguin') this.syncing = [];
  }

  /** The replay behind this document, when it plays a capture. */
  get replay(): Replay | null {
    return this.transport instanceof ReplayTransport ? this.transport.player : null;
  }

  /** A replay seek: the view becomes exactly these items, applied anew. */
  private resetTo(items: readonly SseItem[]): void {
    const at = Date.now();
    const inputs: TraceInput[] = [];
    const records: AnyEnvelope[] = [];
    for (const item of items) {
      if (item.kind === 'comment') continue;
      if (item.kind === 'record') records.push(item.envelope);
      inputs.push(toInput({ item, at }));
    }
    this.log.reset(records);
    this.held = [];
    this.heldCount = 0;
    this.apply({ replace: inputs });
  }

  get status(): LiveStatus {
    return this.last ?? this.compute();
  }

  start(): void {
    this.publish();
    this.transport.start();
  }

  pause(): void {
    if (this.paused || this.link.state === 'closed') return;
    this.paused = true;
    this.transport.pause?.();
    this.publish();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    const ops = this.held;
    this.held = [];
    this.heldCount = 0;
    for (const op of ops) this.apply(op);
    this.transport.resume?.();
    this.publish();
  }

  disconnect(): void {
    this.resume();
    this.transport.close('disconnected');
  }

  reconnectNow(): void {
    this.transport.reconnectNow();
  }

  private onLink(status: TransportStatus): void {
    this.link = status;
    if (status.state === 'open' && !this.everOpen) {
      this.everOpen = true;
      if (this.syncing) void this.sync();
    }
    this.publish();
  }

  private receive(items: readonly SseItem[]): void {
    const at = Date.now();
    const batch: TraceInput[] = [];
    for (const item of items) {
      if (item.kind === 'comment') continue;
      if (item.kind === 'server' && item.event.type === 'resync_required') {
        this.enqueue(batch.splice(0));
        this.resync();
        continue;
      }
      if (this.syncing) {
        this.syncing.push({ item, at });
        continue;
      }
      if (item.kind === 'record') this.log.add(item.envelope);
      batch.push(toInput({ item, at }));
    }
    this.enqueue(batch);
    if (!this.ready && batch.length > 0) this.markReady();
  }

  private resync(): void {
    if (!this.api) {
      this.hooks.onDiagnostics([
        {
          file: 'url' in this.source ? this.source.url : '',
          severity: 'warning',
          reason:
            'the server asked for a resync, but this source has no history to refetch: events may be missing',
        },
      ]);
      return;
    }
    this.syncing = [];
    void this.sync();
  }

  /** Fetches history and swaps it in, with what the stream brought meanwhile, in one step. */
  private async sync(): Promise<void> {
    const api = this.api;
    if (!api) return;
    const gen = ++this.syncGen;
    this.publish();
    try {
      const { snapshot, diagnostics } = await api.client.history(api.sessionId);
      if (gen !== this.syncGen || this.link.state === 'closed') return;
      if (diagnostics.length > 0) this.hooks.onDiagnostics(diagnostics);
      const { inputs, records } = syncInputs(snapshot, this.syncing ?? []);
      this.syncing = null;
      this.log.reset(records);
      // The history covers whatever was held before it.
      this.held = [];
      this.heldCount = 0;
      this.apply({ replace: inputs });
    } catch (e) {
      if (gen !== this.syncGen) return;
      const reason = e instanceof Error ? e.message : String(e);
      this.hooks.onDiagnostics([
        {
          file: api.client.url(api.client.sessionPath(api.sessionId, '/messages')),
          severity: 'error',
          reason: `history unavailable: ${reason}`,
        },
      ]);
      const arrived = this.syncing ?? [];
      this.syncing = null;
      for (const a of arrived) if (a.item.kind === 'record') this.log.add(a.item.envelope);
      this.enqueue(arrived.map(toInput));
    }
    this.markReady();
    this.publish();
  }

  private enqueue(inputs: TraceInput[]): void {
    if (inputs.length > 0) this.apply({ inputs });
  }

  private apply(op: Op): void {
    if (this.paused) {
      this.held.push(op);
      this.heldCount = 'replace' in op ? op.replace.length : this.heldCount + op.inputs.length;
      this.publish();
      return;
    }
    const s = this.store.getState();
    if ('replace' in op) s.replace(op.replace);
    else s.enqueue(op.inputs);
  }

  private markReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.hooks.onReady?.();
  }

  private compute(): LiveStatus {
    return liveStatus(this.source, this.link, {
      everOpen: this.everOpen,
      paused: this.paused,
      syncing: this.syncing !== null,
      ready: this.ready,
      held: this.heldCount,
    });
  }

  private publish(): void {
    const next = this.compute();
    if (sameStatus(this.last, next)) return;
    this.last = next;
    this.hooks.onStatus(next);
  }
}
