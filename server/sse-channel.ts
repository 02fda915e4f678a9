import type { IncomingMessage, ServerResponse } from 'node:http';
import { ReplayBuffer } from './replay-buffer';
import {
  SERVER_EVENT,
  SSE_HEADERS,
  formatComment,
  formatEventId,
  formatSseEvent,
  newEpoch,
  parseEventId,
} from './sse-wire';

export interface SseChannelOptions {
  epoch?: string;
  heartbeatMs?: number;
  maxEvents?: number;
  maxBytes?: number;
  /** Per-connection initial server events: the task_state snapshot, pending approval requests. */
  snapshot?: () => readonly object[];
  /** A connection without Last-Event-ID first gets the whole buffer (tail mode: the file so far). */
  replayOnConnect?: boolean;
}

const isTaskState = (e: object) => (e as { type?: unknown }).type === 'task_state';

/** A client that stopped reading is dropped rather than buffered without bound. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;

/**
 * One session's SSE stream as the PenguinHarness server serves it (PROTOCOL.md §11, §12).
 * Snapshot events consume sequence numbers but are not buffered: they are per connection, which is
 * why ids seen by one connection are not contiguous.
 */
export class SseChannel {
  readonly epoch: string;
  private seq = 0;
  private readonly buffer: ReplayBuffer;
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly snapshot: () => readonly object[];
  private readonly replayOnConnect: boolean;

  constructor(options: SseChannelOptions = {}) {
    this.epoch = options.epoch ?? newEpoch();
    this.buffer = new ReplayBuffer(options.maxEvents, options.maxBytes);
    this.snapshot = options.snapshot ?? (() => [{ type: 'task_state', state: 'idle', queued: 0 }]);
    this.replayOnConnect = options.replayOnConnect ?? false;
    this.heartbeat = setInterval(
      () => this.broadcast(formatComment('heartbeat')),
      options.heartbeatMs ?? 20_000,
    );
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Id of the last buffered event, the `cursor` of `/messages`. */
  lastEventId(): string | null {
    return this.seq === 0 ? null : formatEventId({ epoch: this.epoch, seq: this.seq });
  }

  /** `json` is one envelope, already serialized on a single line (kept byte for byte). */
  publishEnvelope(json: string): string {
    return this.publish(json);
  }

  publishServerEvent(event: object): string {
    return this.publish(JSON.stringify(event), SERVER_EVENT);
  }

  attach(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, SSE_HEADERS);
    res.flushHeaders();
    req.socket.setNoDelay(true);
    const header = req.headers['last-event-id'];
    const lastId = Array.isArray(header) ? header[0] : header;
    let resync = false;
    if (lastId) {
      const parsed = parseEventId(lastId);
      const replay =
        parsed && parsed.epoch === this.epoch
          ? this.buffer.after(parsed.seq, this.seq)
          : ({ ok: false } as const);
      if (replay.ok) for (const e of replay.events) res.write(e.frame);
      else resync = true;
    } else if (this.replayOnConnect) {
      for (const e of this.buffer.all()) res.write(e.frame);
    }
    if (resync) res.write(this.frame({ type: 'resync_required' }));
    // After a resync the real server sends the task_state snapshot only (PROTOCOL.md §12).
    const initial = this.snapshot().filter((e) => !resync || isTaskState(e));
    for (const event of initial) res.write(this.frame(event));
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private frame(serverEvent: object): string {
    const id = formatEventId({ epoch: this.epoch, seq: ++this.seq });
    return formatSseEvent(JSON.stringify(serverEvent), { id, event: SERVER_EVENT });
  }

  private publish(data: string, event?: string): string {
    const seq = ++this.seq;
    const id = formatEventId({ epoch: this.epoch, seq });
    const frame = formatSseEvent(data, event ? { id, event } : { id });
    this.buffer.push({ seq, frame });
    this.broadcast(frame);
    return id;
  }

  private broadcast(frame: string): void {
    for (const res of this.clients) {
      if (res.writableLength > MAX_PENDING_BYTES) res.destroy();
      else res.write(frame);
    }
  }
}
