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
  /** Where a dropped client is reported (default: stderr). */
  log?: (line: string) => void;
}

/** One connection: where it is in the shared buffer, and what is its own. */
interface Client {
  res: ServerResponse;
  /** Sequence number of the last buffered event it was given (or passed over). */
  sent: number;
  /** Its resync/snapshot frames, due once it has had the buffered events through `introAt`. */
  intro: string[] | null;
  introAt: number;
  /** The last sequence number of its intro frames. */
  introEnd: number;
}

const isTaskState = (e: object) => (e as { type?: unknown }).type === 'task_state';

/** A dropped client that does not read its goodbye is cut after this long. */
const GOODBYE_MS = 5000;

/**
 * One session's SSE stream as the PenguinHarness server serves it (PROTOCOL.md §11, §12).
 * Snapshot events consume sequence numbers but are not buffered: they are per connection, which is
 * why ids seen by one connection are not contiguous.
 *
 * Memory: every event lives once, in the bounded replay buffer; each client reads it from its own
 * position and is written to only while its socket takes data (one frame beyond the stream's high
 * water mark at most). A client so slow that events it has not read yet are evicted is dropped.
 */
export class SseChannel {
  readonly epoch: string;
  private seq = 0;
  private readonly buffer: ReplayBuffer;
  private readonly clients = new Set<Client>();
  /** With `replayOnConnect`: a new connection gets the buffered events after this one only. */
  private replayAfter = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly snapshot: () => readonly object[];
  private readonly replayOnConnect: boolean;
  private readonly log: (line: string) => void;

  constructor(options: SseChannelOptions = {}) {
    this.epoch = options.epoch ?? newEpoch();
    this.buffer = new ReplayBuffer(options.maxEvents, options.maxBytes);
    this.snapshot = options.snapshot ?? (() => [{ type: 'task_state', state: 'idle', queued: 0 }]);
    this.replayOnConnect = options.replayOnConnect ?? false;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
    this.heartbeat = setInterval(() => this.sendHeartbeat(), options.heartbeatMs ?? 20_000);
    this.heartbeat.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** Bytes written to clients and not yet taken by their sockets, all clients together. */
  get pendingBytes(): number {
    let n = 0;
    for (const c of this.clients) n += c.res.writableLength;
    return n;
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
    let start = this.seq;
    let resync = false;
    if (lastId) {
      const parsed = parseEventId(lastId);
      if (parsed && parsed.epoch === this.epoch && this.buffer.canResumeAfter(parsed.seq, this.seq))
        start = parsed.seq;
      else resync = true;
    } else if (this.replayOnConnect) start = Math.max(this.buffer.start, this.replayAfter);
    const introAt = this.seq;
    // After a resync the real server sends the task_state snapshot only (PROTOCOL.md §12).
    const initial = this.snapshot().filter((e) => !resync || isTaskState(e));
    const intro = [...(resync ? [{ type: 'resync_required' }] : []), ...initial].map((e) =>
      this.frame(e),
    );
    const client: Client = { res, sent: start, intro, introAt, introEnd: this.seq };
    this.clients.add(client);
    res.on('drain', () => this.pump(client));
    res.on('close', () => this.clients.delete(client));
    this.pump(client);
  }

  /**
   * What was published so far no longer holds (the tailed file was replaced): connections still
   * get it in their gap, new ones start here.
   */
  replayFromHere(): void {
    this.replayAfter = this.seq;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.res.end();
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
    for (const c of this.clients) this.pump(c);
    return id;
  }

  /** Writes what the client is due while its socket takes it; `drain` calls again. */
  private pump(c: Client): void {
    while (this.clients.has(c)) {
      const next = this.buffer.next(c.sent);
      if (next === 'evicted') {
        this.drop(c, 'fell too far behind: events it had not read were evicted from the buffer');
        return;
      }
      if (c.res.writableNeedDrain) return;
      if (c.intro && (next === null || next.seq > c.introAt)) {
        for (const f of c.intro) c.res.write(f);
        c.intro = null;
        c.sent = Math.max(c.sent, c.introEnd);
        continue;
      }
      if (next === null) return;
      c.res.write(next.frame);
      c.sent = next.seq;
    }
  }

  private sendHeartbeat(): void {
    // A client whose socket is full is not idle: it needs no keep-alive, and gets no more bytes.
    for (const c of this.clients)
      if (!c.res.writableNeedDrain) c.res.write(formatComment('heartbeat'));
  }

  /** Says why, closes, and cuts the socket if the client never reads the goodbye. */
  private drop(c: Client, reason: string): void {
    this.clients.delete(c);
    const address = c.res.socket?.remoteAddress ?? 'unknown';
    this.log(`omniscope: dropped SSE client ${address} of stream ${this.epoch}: ${reason}`);
    // The connection closes too (no keep-alive): the client should see the stream end now.
    const socket = c.res.socket;
    c.res.end(formatComment(`dropped: ${reason}`), () => socket?.end());
    setTimeout(() => c.res.destroy(), GOODBYE_MS).unref();
  }
}
