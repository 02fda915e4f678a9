// The document as it was after event N. The reducer is pure and persistent, so a past state is
// a snapshot (kept every `every` events) plus the few events after it, re-applied.
import type { ItemId, TraceState, Violation } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import type { EventLog, LoggedInput } from './event-log';

export interface EventChanges {
  /** Items the event created, then items it replaced, by id. */
  items: ItemId[];
  violations: Violation[];
}

/** Everything `after` changed from `before`, which it was derived from, item by item. */
export function changesBetween(before: TraceState, after: TraceState): EventChanges {
  const items: ItemId[] = [];
  for (let id = before.items.size; id < after.items.size; id++) items.push(id);
  const shared = Math.min(before.items.size, after.items.size);
  for (let id = 0; id < shared; id++)
    if (before.items.get(id) !== after.items.get(id)) items.push(id);
  const violations: Violation[] = [];
  for (let i = before.violations.size; i < after.violations.size; i++) {
    const v = after.violations.get(i);
    if (v) violations.push(v);
  }
  return { items, violations };
}

export class TimeTravel {
  /** Event count → state after that many events. */
  private readonly snaps = new Map<number, TraceState>();
  private keys: number[] = [];

  constructor(
    readonly log: EventLog,
    readonly every = 500,
  ) {}

  /** The state after the first `n` events (clamped to the log). */
  stateAt(n: number): TraceState {
    const count = Math.max(0, Math.min(Math.floor(n), this.log.count));
    if (count === 0) return initialTraceState();
    const start = this.log.segmentStart(count - 1);
    let at = start;
    let state = initialTraceState();
    const snap = this.floorSnap(count, start);
    if (snap !== undefined) {
      at = snap;
      state = this.snaps.get(snap) ?? state;
    }
    while (at < count) {
      const to = Math.min(count, at + this.every);
      state = applyInputs(state, this.inputs(at, to));
      at = to;
      if (at - (this.floorSnap(at, start) ?? start) >= this.every) this.keep(at, state);
    }
    return state;
  }

  /**
   * The document as a reader sees it after `n` events: the state then, closed as a capture cut
   * there would be when the source has ended (a file read to its end), so a file travelled to `n`
   * draws what the same file cut after event `n` draws.
   */
  viewAt(n: number): TraceState {
    const state = this.stateAt(n);
    return this.log.endedAt === null ? state : applyInputs(state, [{ kind: 'end' }]);
  }

  /** A state the store reached after `count` events, kept when snapshots are far apart. */
  noteState(count: number, state: TraceState): void {
    if (count === 0 || this.log.endedAt !== null || count > this.log.count) return;
    const start = this.log.segmentStart(count - 1);
    if (count - (this.floorSnap(count, start) ?? start) >= this.every) this.keep(count, state);
  }

  /** What event `i` (0-based) changed, exhaustively. */
  changesAt(i: number): EventChanges {
    if (i < 0 || i >= this.log.count) return { items: [], violations: [] };
    const input = this.log.input(i);
    if (!input) return { items: [], violations: [] };
    // Identity tells what changed only between a state and one derived from it.
    const before = this.log.segmentStart(i) === i ? initialTraceState() : this.stateAt(i);
    return changesBetween(before, applyInputs(before, [input]));
  }

  private inputs(from: number, to: number): LoggedInput[] {
    const out: LoggedInput[] = [];
    for (let i = from; i < to; i++) {
      const input = this.log.input(i);
      if (input) out.push(input);
    }
    return out;
  }

  /** The largest snapshot key in (start, n]. */
  private floorSnap(n: number, start: number): number | undefined {
    let lo = 0;
    let hi = this.keys.length - 1;
    let found: number | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys[mid] ?? 0;
      if (k <= n) {
        found = k;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found !== undefined && found > start ? found : undefined;
  }

  private keep(n: number, state: TraceState): void {
    if (this.snaps.has(n)) return;
    this.snaps.set(n, state);
    this.keys.push(n);
    this.keys.sort((a, b) => a - b);
  }
}
