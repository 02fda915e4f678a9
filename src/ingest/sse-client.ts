// A live SSE connection on fetch (not EventSource, so credentials, headers and Last-Event-ID are
// ours to set): reconnects with backoff, resumes from the last id, drops replayed duplicates and
// reconnects when the stream goes silent. Plain TypeScript; the live controller drives it.
import { createParser } from 'eventsource-parser';
import { backoffDelay, type BackoffOptions } from './backoff';
import { SseReader } from './parse-sse';
import { realClock, type Clock } from './replay';
import { isNewEventId } from './sse-ids';
import type { Diagnostic, SseItem } from './types';
import { Watchdog } from './watchdog';

export type ClientState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface ClientStatus {
  state: ClientState;
  /** Failed connections in a row; 0 once events flow. */
  attempt: number;
  /** Viewer clock (ms) of the next attempt, while waiting. */
  retryAt?: number;
  /** Why the last connection ended, or why the client closed. */
  reason?: string;
  lastEventId: string | null;
}

export interface SseClientOptions {
  url: string;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  lastEventId?: string | null;
  fetch?: typeof fetch;
  clock?: Clock;
  random?: () => number;
  /** Silence (no data, no heartbeat comment) after which the connection is dropped. */
  watchdogMs?: number;
  backoff?: BackoffOptions;
  onItems(items: SseItem[]): void;
  onStatus?(status: ClientStatus): void;
  onDiagnostics?(diagnostics: Diagnostic[]): void;
}

/** Answers that no retry will fix. */
const FATAL_HTTP = new Set([400, 401, 403, 404, 405, 410]);

class FatalError extends Error {}

export class SseClient {
  private status: ClientStatus;
  private controller: AbortController | null = null;
  private wake: (() => void) | null = null;
  private retryMs: number | undefined;
  private readonly watchdog: Watchdog;
  private readonly clock: Clock;

  constructor(private readonly o: SseClientOptions) {
    this.clock = o.clock ?? realClock;
    this.status = { state: 'connecting', attempt: 0, lastEventId: o.lastEventId ?? null };
    this.watchdog = new Watchdog(
      o.watchdogMs ?? 45_000,
      () => this.drop('no data or heartbeat for 45 s'),
      this.clock,
    );
  }

  get current(): ClientStatus {
    return this.status;
  }

  /** A method, not a field test, so the compiler does not narrow it across awaits. */
  private closed(): boolean {
    return this.status.state === 'closed';
  }

  start(): void {
    void this.run();
  }

  close(reason = 'disconnected'): void {
    if (this.status.state === 'closed') return;
    this.set({ state: 'closed', reason });
    this.watchdog.stop();
    this.controller?.abort();
    this.wake?.();
  }

  /** Opens again after a close (a sign-in answered a 401), resuming from the last event id. */
  restart(): void {
    if (this.status.state !== 'closed') return;
    this.set({ state: 'connecting', attempt: 0 });
    this.watchdog.stop();
    void this.run();
  }

  /** Skips the remaining backoff wait. */
  reconnectNow(): void {
    this.wake?.();
  }

  /** Drops the current connection; the client reconnects after the usual backoff. */
  drop(reason: string): void {
    if (this.status.state !== 'open' && this.status.state !== 'connecting') return;
    this.set({ reason });
    this.controller?.abort();
  }

  private set(patch: Partial<ClientStatus>): void {
    const next: ClientStatus = { ...this.status, ...patch };
    if (next.state !== 'waiting') delete next.retryAt;
    this.status = next;
    this.o.onStatus?.(next);
  }

  private async run(): Promise<void> {
    while (!this.closed()) {
      this.set({ state: 'connecting' });
      try {
        await this.connect();
        if (!this.closed()) this.set({ reason: 'the server ended the stream' });
      } catch (e) {
        if (this.closed()) break;
        if (e instanceof FatalError) {
          this.close(e.message);
          break;
        }
        if (!(e instanceof DOMException && e.name === 'AbortError'))
          this.set({ reason: e instanceof Error ? e.message : String(e) });
      } finally {
        this.watchdog.stop();
        this.controller = null;
      }
      if (this.closed()) break;
      await this.wait();
    }
  }

  private async wait(): Promise<void> {
    const attempt = this.status.attempt;
    const delay = backoffDelay(
      attempt,
      { ...this.o.backoff, ...(this.retryMs !== undefined ? { baseMs: this.retryMs } : {}) },
      this.o.random,
    );
    this.set({ state: 'waiting', attempt: attempt + 1, retryAt: this.clock.now() + delay });
    await new Promise<void>((resolve) => {
      const timer = this.clock.setTimeout(() => done(), delay);
      const done = () => {
        this.clock.clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      this.wake = done;
    });
  }

  private async connect(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const last = this.status.lastEventId;
    const response = await (this.o.fetch ?? fetch)(this.o.url, {
      headers: {
        accept: 'text/event-stream',
        ...this.o.headers,
        ...(last !== null ? { 'Last-Event-ID': last } : {}),
      },
      cache: 'no-store',
      signal: controller.signal,
      ...(this.o.credentials ? { credentials: this.o.credentials } : {}),
    });
    if (!response.ok) {
      const message = `HTTP ${response.status}${await errorText(response)}`;
      if (FATAL_HTTP.has(response.status)) throw new FatalError(message);
      throw new Error(message);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream'))
      throw new FatalError(`not an event stream (Content-Type: ${type || 'none'})`);
    if (!response.body) throw new FatalError('the response has no body');
    this.set({ state: 'open' });
    this.watchdog.start();
    await this.read(response.body, controller.signal);
  }

  private async read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const reader = new SseReader(this.o.url);
    // SseReader does not surface the `retry:` field; a second parser of the same library reads it.
    const retry = createParser({ onEvent: () => undefined, onRetry: (ms) => (this.retryMs = ms) });
    const bytes = body.getReader();
    const decoder = new TextDecoder();
    signal.addEventListener('abort', () => void bytes.cancel().catch(() => undefined));
    for (;;) {
      const { done, value: chunk } = await bytes.read();
      if (done || signal.aborted || this.closed()) return;
      this.watchdog.kick();
      const value = decoder.decode(chunk, { stream: true });
      retry.feed(value);
      const result = reader.push(value);
      if (result.diagnostics.length > 0) this.o.onDiagnostics?.(result.diagnostics);
      const fresh = this.accept(result.items);
      if (fresh.length > 0) this.o.onItems(fresh);
    }
  }

  /** Keeps items not seen yet; a resync starts the id order afresh (PROTOCOL.md §11). */
  private accept(items: readonly SseItem[]): SseItem[] {
    const out: SseItem[] = [];
    let last = this.status.lastEventId;
    for (const item of items) {
      if (item.kind === 'comment') continue;
      const id = item.at.eventId;
      if (id !== undefined && !isNewEventId(id, last)) continue;
      if (item.kind === 'server' && item.event.type === 'resync_required') last = id ?? null;
      else if (id !== undefined) last = id;
      out.push(item);
    }
    if (out.length > 0 && (last !== this.status.lastEventId || this.status.attempt !== 0))
      this.set({ lastEventId: last, attempt: 0 });
    return out;
  }
}

async function errorText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { message?: unknown } } | null)?.error;
    return typeof error?.message === 'string' ? `: ${error.message}` : '';
  } catch {
    return '';
  }
}
