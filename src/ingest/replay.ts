import type { SseItem } from './types';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function timeOf(item: SseItem): number | undefined {
  const stamp =
    item.kind === 'record'
      ? item.envelope.timestamp
      : item.kind === 'server' && item.event.type === 'approval_request'
        ? (item.event.toolCall as { timestamp?: unknown } | undefined)?.timestamp
        : undefined;
  const t = typeof stamp === 'string' ? Date.parse(stamp) : NaN;
  return Number.isNaN(t) ? undefined : t;
}

/** Replay speeds offered to the reader: a tenth of recorded pace up to a hundred times. */
export const MIN_SPEED = 0.1;
export const MAX_SPEED = 100;

/**
 * Milliseconds to wait before each item at speed 1, from `times` (arrival times of a capture that
 * has them) or else the envelope timestamps. Items with no time (most server events, comments) go
 * with the item before them; gaps are capped so a capture that sat idle for minutes does not
 * replay as minutes of nothing.
 */
export function replayDelays(
  items: readonly SseItem[],
  maxGapMs = 2000,
  times?: readonly (number | undefined)[],
): number[] {
  let last: number | undefined;
  return items.map((item, i) => {
    const t = times?.[i] ?? timeOf(item);
    if (t === undefined) return 0;
    const gap = last === undefined ? 0 : Math.min(Math.max(t - last, 0), maxGapMs);
    last = t;
    return gap;
  });
}

export interface ReplayOptions {
  speed?: number;
  maxGapMs?: number;
  /** The time of each item (ms), where known better than its envelope's timestamp. */
  times?: readonly (number | undefined)[];
  clock?: Clock;
  /**
   * Items due within this many ms (wall clock) after one that is due go out with it, in one
   * delivery: at 100× a frame holds 1.6 s of stream, and one timer per event would spend more
   * time waiting for timers (browsers clamp them to 4 ms) than playing. 0: one item at a time.
   */
  frameMs?: number;
  /** The most items delivered at once; more due go out on the next turn. */
  maxBatch?: number;
  onEnd?: () => void;
  /** A seek moved the position: the view must become the first `position` items, applied anew. */
  onSeek?: (position: number) => void;
}

const FRAME_MS = 16;
const MAX_BATCH = 2000;

/**
 * Re-emits captured items with their original pacing, scaled by `speed` (2 = twice as fast),
 * in batches: `onItems` gets the items due together and the index of the first.
 */
export class Replay {
  private readonly delays: number[];
  private readonly clock: Clock;
  private speed: number;
  private next = 0;
  private timer: unknown = null;
  private active = false;
  /**
   * Stream time (ms at speed 1) already waited towards the next item, carried across pause and
   * speed changes; below zero when a batch delivered items ahead of their time.
   */
  private waited = 0;
  private since = 0;
  /** Told when it plays, pauses or moves: the header says a paused replay is paused. */
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly items: readonly SseItem[],
    private readonly onItems: (items: readonly SseItem[], first: number) => void,
    private readonly options: ReplayOptions = {},
  ) {
    this.delays = replayDelays(items, options.maxGapMs, options.times);
    this.clock = options.clock ?? realClock;
    this.speed = options.speed ?? 1;
  }

  get position(): number {
    return this.next;
  }

  /** Calls `listener` whenever playing or the position changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  get playing(): boolean {
    return this.active;
  }

  get length(): number {
    return this.items.length;
  }

  get currentSpeed(): number {
    return this.speed;
  }

  play(): void {
    if (this.active) return;
    this.active = true;
    this.schedule();
    this.changed();
  }

  pause(): void {
    const was = this.active;
    this.active = false;
    this.unschedule();
    if (was) this.changed();
  }

  setSpeed(speed: number): void {
    if (!(speed > 0)) throw new RangeError(`replay speed must be positive, got ${speed}`);
    this.unschedule();
    this.speed = speed;
    this.schedule();
  }

  /** Emits the next item now, whatever its delay. */
  step(): void {
    this.unschedule();
    this.waited = 0;
    this.deliver(this.next + 1);
    this.schedule();
  }

  /**
   * Moves to `position` (items before it count as played) without emitting them one by one: the
   * receiver rebuilds its view from `onSeek`, then playing goes on from there if it was playing.
   */
  seek(position: number): void {
    const to = Math.max(0, Math.min(Math.floor(position), this.items.length));
    this.unschedule();
    this.waited = 0;
    this.next = to;
    this.options.onSeek?.(to);
    if (to >= this.items.length) this.active = false;
    this.schedule();
    this.changed();
  }

  private unschedule(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.waited += (this.clock.now() - this.since) * this.speed;
  }

  private schedule(): void {
    if (!this.active || this.timer !== null || this.next >= this.items.length) return;
    const remaining = Math.max((this.delays[this.next] ?? 0) - this.waited, 0);
    this.since = this.clock.now();
    this.timer = this.clock.setTimeout(() => this.tick(), remaining / this.speed);
  }

  /** The next item is due: it goes out with every item due within a frame after it. */
  private tick(): void {
    this.timer = null;
    const elapsed = this.waited + (this.clock.now() - this.since) * this.speed;
    const horizon = elapsed + (this.options.frameMs ?? FRAME_MS) * this.speed;
    const last = Math.min(this.items.length, this.next + (this.options.maxBatch ?? MAX_BATCH));
    let end = this.next;
    let due = 0;
    do due += this.delays[end++] ?? 0;
    while (end < last && due + (this.delays[end] ?? 0) <= horizon);
    // Set before the receiver runs: it may pause, step or seek, which read and reset it.
    this.waited = elapsed - due;
    this.deliver(end);
    this.schedule();
  }

  private deliver(end: number): void {
    const first = this.next;
    const to = Math.min(end, this.items.length);
    if (to <= first) return;
    this.next = to;
    const done = to >= this.items.length;
    if (done) this.active = false;
    this.onItems(this.items.slice(first, to), first);
    this.changed();
    if (done) this.options.onEnd?.();
  }
}
