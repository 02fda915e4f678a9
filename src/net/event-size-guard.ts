// Bounds the memory one SSE event may take. The parser keeps an event's text until its blank
// line; a stream that never sends one (or one giant event) would grow it without end. This scans
// the raw bytes for event boundaries and, once an event passes the limit, has it dropped up to
// its blank line, so the parser never holds more than `maxBytes`.

export type GuardStep =
  /** Bytes to hand to the parser. */
  | { kind: 'data'; bytes: Uint8Array }
  /** The current event passed the limit: drop what the parser holds; bytes are skipped. */
  | { kind: 'overflow' }
  /** The oversized event ended (or the stream did): `size` bytes were dropped in all. */
  | { kind: 'dropped'; size: number };

const LF = 0x0a;
const CR = 0x0d;

export class EventSizeGuard {
  /** Bytes since the last blank line, whether handed on or skipped. */
  private pending = 0;
  private skipping = false;
  /** After a line ending, so one more ends the event. */
  private lineStart = true;
  private afterCR = false;

  constructor(readonly maxBytes: number) {}

  /** An oversized event is being skipped. */
  get overflowing(): boolean {
    return this.skipping;
  }

  /** Bytes held since the last event ended. */
  get held(): number {
    return this.pending;
  }

  push(chunk: Uint8Array): GuardStep[] {
    const steps: GuardStep[] = [];
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      if (!this.atBoundary(chunk[i] ?? 0)) continue;
      this.segment(chunk, from, i + 1, true, steps);
      from = i + 1;
    }
    if (from < chunk.length) this.segment(chunk, from, chunk.length, false, steps);
    return steps;
  }

  /** The stream ended: an event still being skipped is reported. */
  end(): GuardStep[] {
    const steps: GuardStep[] = this.skipping ? [{ kind: 'dropped', size: this.pending }] : [];
    this.pending = 0;
    this.skipping = false;
    this.lineStart = true;
    this.afterCR = false;
    return steps;
  }

  /** Feeds one byte to the line-ending state; true when it ends an event (a blank line). */
  private atBoundary(b: number): boolean {
    if (b === LF && this.afterCR) {
      this.afterCR = false;
      return false;
    }
    if (b === LF || b === CR) {
      const blank = this.lineStart;
      this.lineStart = true;
      this.afterCR = b === CR;
      return blank;
    }
    this.lineStart = false;
    this.afterCR = false;
    return false;
  }

  private segment(
    chunk: Uint8Array,
    from: number,
    to: number,
    ends: boolean,
    steps: GuardStep[],
  ): void {
    this.pending += to - from;
    if (!this.skipping && this.pending > this.maxBytes) {
      this.skipping = true;
      steps.push({ kind: 'overflow' });
    }
    if (!this.skipping) this.handOn(chunk, from, to, steps);
    if (!ends) return;
    if (this.skipping) steps.push({ kind: 'dropped', size: this.pending });
    this.skipping = false;
    this.pending = 0;
  }

  /**
   * Events that follow one another in a chunk go on as one step: a step per event made the
   * client parse, and report to the page, once per event (160,000 tiny events, 160,000 reports).
   */
  private handOn(chunk: Uint8Array, from: number, to: number, steps: GuardStep[]): void {
    const last = steps[steps.length - 1];
    // Within one push, a data step right after another continues it: a skip would stand between.
    if (last?.kind === 'data') {
      const start = last.bytes.byteOffset - chunk.byteOffset;
      steps[steps.length - 1] = { kind: 'data', bytes: chunk.subarray(start, to) };
    } else steps.push({ kind: 'data', bytes: chunk.subarray(from, to) });
  }
}
