import { realClock, type Clock } from '../ingest/replay';

/**
 * Fires when nothing (data or heartbeat comment) arrived for `timeoutMs`. One timer per period,
 * not per event: a kick only moves the deadline, checked when the timer fires.
 */
export class Watchdog {
  private last = 0;
  private timer: unknown = null;

  constructor(
    private readonly timeoutMs: number,
    private readonly onTimeout: () => void,
    private readonly clock: Clock = realClock,
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    this.stop();
    this.last = this.clock.now();
    this.arm(this.timeoutMs);
  }

  kick(): void {
    this.last = this.clock.now();
  }

  stop(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(ms: number): void {
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      const quiet = this.clock.now() - this.last;
      if (quiet >= this.timeoutMs) this.onTimeout();
      else this.arm(this.timeoutMs - quiet);
    }, ms);
  }
}
