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

function timeOf(item: SseItem): number | undefined {
  const stamp =
    item.kind === 'record'
      ? item.envelope.timestamp
      : item.kind === 'server' && item.event.type === 'approval_request'
        ? (item.event.toolCall as { timestamp?: unknown } | undefined)?.timestamp
        : undefined;
  const t = typeof stamp === 'string' ? Date.parse(stamp) : NaN;
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Milliseconds to wait before each item at speed 1, from the envelope timestamps. Items with no
 * time (most server events, comments) go with the item before them; gaps are capped so a capture
 * that sat idle for minutes does not replay as minutes of nothing.
 */
export function replayDelays(items: readonly SseItem[], maxGapMs = 2000): number[] {
  let last: number | undefined;
  return items.map((item) => {
    const t = timeOf(item);
    if (t === undefined) return 0;
    const gap = last === undefined ? 0 : Math.min(Math.max(t - last, 0), maxGapMs);
    last = t;
    return gap;
  });
}

export interface ReplayOptions {
  speed?: number;
  maxGapMs?: number;
  clock?: Clock;
  onEnd?: () => void;
}

/** Re-emits captured items with their original pacing, scaled by `speed` (2 = twice as fast). */
export class Replay {
  private readonly delays: number[];
  private readonly clock: Clock;
  private speed: number;
  private next = 0;
  private timer: unknown = null;
  private active = false;
  /** Stream time already waited towards the next item, carried across pause and speed changes. */
  private waited = 0;
  private since = 0;

  constructor(
    private readonly items: readonly SseItem[],
    private readonly onItem: (item: SseItem, index: number) => void,
    private readonly options: ReplayOptions = {},
  ) {
    this.delays = replayDelays(items, options.maxGapMs);
    this.clock = options.clock ?? realClock;
    this.speed = options.speed ?? 1;
  }

  get position(): number {
    return this.next;
  }

  get playing(): boolean {
    return this.active;
  }

  play(): void {
    if (this.active) return;
    this.active = true;
    this.schedule();
  }

  pause(): void {
    this.active = false;
    this.unschedule();
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
    this.emit();
    this.schedule();
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
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.emit();
      this.schedule();
    }, remaining / this.speed);
  }

  private emit(): void {
    const item = this.items[this.next];
    if (item === undefined) return;
    this.waited = 0;
    this.next++;
    if (this.next >= this.items.length) this.active = false;
    this.onItem(item, this.next - 1);
    if (this.next >= this.items.length) this.options.onEnd?.();
  }
}
