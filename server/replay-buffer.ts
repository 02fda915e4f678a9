export interface BufferedEvent {
  seq: number;
  frame: string;
}

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

  /** Whether a client that has had every event through `seq` can carry on from here. */
  canResumeAfter(seq: number, lastSeq: number): boolean {
    return seq >= this.evictedThrough && seq <= lastSeq && seq >= 0;
  }

  /** Where a client that wants all there is starts: just before the oldest event kept. */
  get start(): number {
    return this.evictedThrough;
  }

  /**
   * The first event after `seq`: null when there is none yet, `evicted` when events after `seq`
   * were dropped before this client got them. Clients read the one shared buffer at their own
   * pace instead of each holding a copy.
   */
  next(seq: number): BufferedEvent | null | 'evicted' {
    if (seq < this.evictedThrough) return 'evicted';
    let lo = this.head;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.events[mid]?.seq ?? Infinity) <= seq) lo = mid + 1;
      else hi = mid;
    }
    return this.events[lo] ?? null;
  }
}
