// A live SSE connection on fetch (not EventSource, so credentials, headers and Last-Event-ID are
// ours to set): reconnects with backoff, resumes from the last id, drops replayed duplicates and
// reconnects when the stream goes silent. One event may take at most `maxEventBytes`: a bigger
// one, or a line that never ends, is dropped with a diagnostic and the state says the stream is
// stalled rather than live. Plain TypeScript; the live controller drives it.
import { createParser } from 'eventsource-parser';
import { backoffDelay, serverRetryBackoff, type BackoffOptions } from './backoff';
import { EventSizeGuard } from './event-size-guard';
import { SseReader } from '../ingest/parse-sse';
import { realClock, type Clock } from '../ingest/replay';
import { clipText } from '../ingest/clip-text';
import { diagnosticOf } from '../ingest/diagnostic-of';
import { isNewEventId, unsendableId } from '../ingest/sse-ids';
import type { Diagnostic, SseItem } from '../ingest/types';
import { Watchdog } from './watchdog';
import { DISCONNECTED, said, sameReason, type LinkReason } from './link-reason';

/** stalled: connected and bytes arrive, but no event completes (a giant or endless event). */
export type ClientState = 'connecting' | 'open' | 'stalled' | 'waiting' | 'closed';

export interface ClientStatus {
  state: ClientState;
  /** Failed connections in a row; 0 once events flow. */
  attempt: number;
  /** Viewer clock (ms) of the next attempt, while waiting. */
  retryAt?: number;
  /** Why the last connection ended, or why the client closed. */
  reason?: LinkReason;
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
  /** Bytes arriving without any event completing for this long mark the stream stalled. */
  stallMs?: number;
  /** The largest event (or unterminated line) kept; a bigger one is dropped. */
  maxEventBytes?: number;
  backoff?: BackoffOptions;
  onItems(items: SseItem[]): void;
  onStatus?(status: ClientStatus): void;
  onDiagnostics?(diagnostics: Diagnostic[]): void;
}

export const DEFAULT_MAX_EVENT_BYTES = 16 * 1024 * 1024;
const DEFAULT_WATCHDOG_MS = 45_000;

/** Answers that no retry will fix. */
const FATAL_HTTP = new Set([400, 401, 403, 404, 405, 410]);

/** A connection that ended for a reason of Omniscope's own finding. */
class LinkError extends Error {
  constructor(readonly reason: LinkReason) {
    super(reason.code);
  }
}

/** One no retry will fix. */
class FatalError extends LinkError {}

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
    const quiet = o.watchdogMs ?? DEFAULT_WATCHDOG_MS;
    this.watchdog = new Watchdog(
      quiet,
      () => this.drop({ code: 'silent', seconds: Math.round(quiet / 1000) }),
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

  close(reason: LinkReason = DISCONNECTED): void {
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
  drop(reason: LinkReason): void {
    const s = this.status.state;
    if (s !== 'open' && s !== 'stalled' && s !== 'connecting') return;
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
        if (!this.closed()) this.set({ reason: { code: 'server-ended' } });
      } catch (e) {
        if (this.closed()) break;
        if (e instanceof FatalError) {
          this.close(e.reason);
          break;
        }
        if (!(e instanceof DOMException && e.name === 'AbortError'))
          this.set({ reason: e instanceof LinkError ? e.reason : said(e) });
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
    const options =
      this.retryMs !== undefined
        ? serverRetryBackoff(this.retryMs, this.o.backoff)
        : (this.o.backoff ?? {});
    const delay = backoffDelay(attempt, options, this.o.random);
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
      const reason: LinkReason = {
        code: 'http',
        status: response.status,
        message: await errorText(response),
      };
      if (FATAL_HTTP.has(response.status)) throw new FatalError(reason);
      throw new LinkError(reason);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream'))
      throw new FatalError({ code: 'not-event-stream', contentType: type || null });
    if (!response.body) throw new FatalError({ code: 'no-body' });
    this.set({ state: 'open' });
    this.watchdog.start();
    await this.read(response.body, controller.signal);
  }

  private async read(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const guard = new EventSizeGuard(this.o.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES);
    const stallMs = this.o.stallMs ?? this.o.watchdogMs ?? DEFAULT_WATCHDOG_MS;
    let parse = this.parsers();
    let lastProgress = this.clock.now();
    const bytes = body.getReader();
    signal.addEventListener('abort', () => void bytes.cancel().catch(() => undefined));
    try {
      for (;;) {
        const { done, value: chunk } = await bytes.read();
        if (done || signal.aborted || this.closed()) return;
        this.watchdog.kick();
        let progressed = false;
        for (const step of guard.push(chunk)) {
          if (step.kind === 'overflow') parse = this.parsers();
          else if (step.kind === 'dropped') this.tooLarge(step.size);
          else progressed = parse(step.bytes) || progressed;
        }
        if (progressed) lastProgress = this.clock.now();
        const stalled: LinkReason | undefined = guard.overflowing
          ? { code: 'event-too-large', limit: guard.maxBytes }
          : guard.held > 0 && this.clock.now() - lastProgress >= stallMs
            ? { code: 'no-event-completed', bytes: guard.held, seconds: Math.round(stallMs / 1000) }
            : undefined;
        const news = this.status.state !== 'stalled' || !sameReason(this.status.reason, stalled);
        if (stalled !== undefined && news && !this.closed())
          this.set({ state: 'stalled', reason: stalled });
        else if (stalled === undefined && this.status.state === 'stalled')
          this.set({ state: 'open' });
      }
    } finally {
      for (const step of guard.end()) if (step.kind === 'dropped') this.tooLarge(step.size);
    }
  }

  /**
   * Fresh parsers for the stream from here on (the previous ones held a dropped event). Returns
   * a feed that is true when something completed: an event, a comment, or a diagnostic.
   */
  private parsers(): (bytes: Uint8Array) => boolean {
    const reader = new SseReader(this.o.url);
    // SseReader does not surface the `retry:` field; a second parser of the same library reads it.
    const retry = createParser({ onEvent: () => undefined, onRetry: (ms) => (this.retryMs = ms) });
    const decoder = new TextDecoder();
    return (bytes) => {
      const value = decoder.decode(bytes, { stream: true });
      retry.feed(value);
      const result = reader.push(value);
      if (result.diagnostics.length > 0) this.o.onDiagnostics?.(result.diagnostics);
      const fresh = this.accept(result.items);
      if (fresh.length > 0) this.o.onItems(fresh);
      return result.items.length > 0 || result.diagnostics.length > 0;
    };
  }

  private tooLarge(size: number): void {
    const after = this.status.lastEventId;
    const limit = this.o.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
    const shown = after === null ? null : clipText(after);
    this.o.onDiagnostics?.([
      diagnosticOf({ file: this.o.url, ...(shown !== null ? { eventId: shown } : {}) }, 'error', {
        code: 'event-too-large',
        params: { size, after: shown, limit },
      }),
    ]);
  }

  /**
   * The item's id when it can resume the stream; an id a header cannot carry is dropped with a
   * diagnostic, so the client resumes from the last one it can send instead of failing every
   * reconnection while it claims to reconnect.
   */
  private resumable(id: string | undefined): string | undefined {
    const why = id === undefined ? null : unsendableId(id);
    if (id === undefined || why === null) return id;
    const after = this.status.lastEventId;
    this.o.onDiagnostics?.([
      diagnosticOf({ file: this.o.url, eventId: clipText(id) }, 'warning', {
        code: 'id-not-resumable',
        params: { why, after: after === null ? null : clipText(after) },
      }),
    ]);
    return undefined;
  }

  /** Keeps items not seen yet; a resync starts the id order afresh (PROTOCOL.md §11). */
  private accept(items: readonly SseItem[]): SseItem[] {
    const out: SseItem[] = [];
    let last = this.status.lastEventId;
    for (const item of items) {
      // Comments (heartbeats…) carry no id and are never replayed duplicates: kept for the log.
      if (item.kind === 'comment') {
        out.push(item);
        continue;
      }
      const id = this.resumable(item.at.eventId);
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

/** The server's own message in its error answer (PROTOCOL.md §11), if it gave one. */
async function errorText(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { message?: unknown } } | null)?.error;
    return typeof error?.message === 'string' ? error.message : null;
  } catch {
    return null;
  }
}
