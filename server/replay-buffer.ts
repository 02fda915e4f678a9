export interface BufferedEvent {
  seq: number;
  frame: string;
}

export type ReplayResult = { ok: true; events: BufferedEvent[] } | { ok: false };

/**
 * The last events of a channel, bounded by count and bytes (PROTOCOL.md §11: 10,000 events or
 * 8 MB). Sequence numbers are increasing but need not be contiguous.
 */
export class ReplayBuffer {
  private readonly events: BufferedEvent[] = [];
  private head = 0;
  private bytes = 0;
  /** Highest sequence number ever dropped; a resume from below it has lost events. */
  private evictedThrough = 0;

  constructor(
    private readonly maxEvents = 10_000,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.events.length - this.head;
  }

  get byteSize(): number {
    return this.bytes;
  }

  push(event: BufferedEvent): void {
    this.events.push(event);
    this.bytes += Buffer.byteLength(event.frame);
    while (this.size > this.maxEvents || (this.bytes > this.maxBytes && this.size > 1)) {
      const dropped = this.events[this.head++];
      if (!dropped) break;
      this.bytes -= Buffer.byteLength(dropped.frame);
      this.evictedThrough = dropped.seq;
    }
    if (this.head > 1024 && this.head * 2 > this.events.length) {
      this.events.splice(0, this.head);
      this.head = 0;
    }
  }

  all(): BufferedEvent[] {
    return this.events.slice(this.head);
  }

  /** Events after `seq`, or not ok when some of them were evicted or `seq` is in the future. */
  after(seq: number, lastSeq: number): ReplayResult {
    if (seq < this.evictedThrough || seq > lastSeq || seq < 0) return { ok: false };
    const out: BufferedEvent[] = [];
    for (let i = this.events.length - 1; i >= this.head; i--) {
      const e = this.events[i];
      if (!e || e.seq <= seq) break;
      out.push(e);
    }
    return { ok: true, events: out.reverse() };
  }
}
