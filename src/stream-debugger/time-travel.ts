// The document as it was after N events, taken in the order they were written (written-order.ts):
// a session read from several files steps through its parent's and children's records as they
// were written, not file after file. The reducer is pure and persistent, so a past state is a
// snapshot (kept every `every` steps) plus the few events after it, re-applied.
import type { ItemId, TraceState, Violation } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { recordTimeOf, type EventLog, type LoggedInput } from './event-log';
import { matchItems, type MatchedItems } from './travel-items';
import { Float64Column, Int32Column, Interner } from './columns';
import { GrowingOrder } from './growing-order';
import { sequenceOf } from './written-order';

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
  /** Step count → state after that many steps. */
  private readonly snaps = new Map<number, TraceState>();
  private keys: number[] = [];
  /** Event count → the store's state after that many events in the log's own order. */
  private readonly logSnaps = new Map<number, TraceState>();
  private logKeys: number[] = [];
  /** Each event's sequence and time (NaN: none), read once: Date.parse is the cost of ordering. */
  private readonly sequences = new Int32Column();
  private readonly times = new Float64Column();
  private readonly sequenceNames = new Interner();
  /** Each segment's steps (a history and what followed it), grown with the log. */
  private readonly segments: GrowingOrder[] = [new GrowingOrder(0)];
  /** Steps [0, inOrder) are events [0, inOrder): the store's own states hold for them. */
  private inOrder = 0;
  private orderedFor = { count: 0, resets: 0 };
  /** The document's rows paired with the steps' rows, once asked while they differ. */
  private matched: MatchedItems | null = null;

  constructor(
    readonly log: EventLog,
    readonly every = 500,
  ) {}

  /** Forgets every step and state kept: the log started over. */
  startOver(): void {
    this.snaps.clear();
    this.keys = [];
    this.logSnaps.clear();
    this.logKeys = [];
    this.sequences.clear();
    this.times.clear();
    this.segments.splice(0, this.segments.length, new GrowingOrder(0));
    this.inOrder = 0;
    this.orderedFor = { count: 0, resets: 0 };
    this.matched = null;
  }

  /** The event (log index) applied at step `step` (0-based). */
  eventAt(step: number): number {
    this.ordered();
    return this.stepEvent(step);
  }

  /**
   * The id the document's item `live` has in the states time travel shows (the same unless the
   * steps are in another order than the log's); undefined for a row it does not know.
   */
  shownItem(live: ItemId): ItemId | undefined {
    this.ordered();
    return this.inOrder === this.log.count ? live : this.matchedItems().toShown.get(live);
  }

  /** The document's id of `shown`, an item of the states time travel shows. */
  liveItem(shown: ItemId): ItemId | undefined {
    this.ordered();
    return this.inOrder === this.log.count ? shown : this.matchedItems().toLive.get(shown);
  }

  private matchedItems(): MatchedItems {
    return (this.matched ??= matchItems(this.log, this.stateAt(this.log.count)));
  }

  /** The state after the first `n` steps (clamped to the log). */
  stateAt(n: number): TraceState {
    this.ordered();
    const count = Math.max(0, Math.min(Math.floor(n), this.log.count));
    if (count === 0) return initialTraceState();
    const start = this.log.segmentStart(count - 1);
    let at = start;
    let state = initialTraceState();
    const snap = floorKey(this.keys, count, start);
    const logSnap = floorKey(this.logKeys, Math.min(count, this.inOrder), start);
    const from = Math.max(snap ?? start, logSnap ?? start);
    if (from > start) {
      at = from;
      state = (from === snap ? this.snaps.get(from) : this.logSnaps.get(from)) ?? state;
    }
    while (at < count) {
      const to = Math.min(count, at + this.every);
      state = applyInputs(state, this.inputs(at, to));
      at = to;
      if (at - (floorKey(this.keys, at, start) ?? start) >= this.every) this.keep(at, state);
    }
    return state;
  }

  /**
   * The document as a reader sees it after `n` steps: the state then, closed as a capture cut
   * there would be when the source has ended (a file read to its end), so a file travelled to `n`
   * draws what the same file cut after event `n` draws.
   */
  viewAt(n: number): TraceState {
    const state = this.stateAt(n);
    return this.log.endedAt === null ? state : applyInputs(state, [{ kind: 'end' }]);
  }

  /**
   * A state the store reached after the first `count` events of the log, kept when snapshots are
   * far apart: a step count reads it while the steps so far are those events in that order.
   */
  noteState(count: number, state: TraceState): void {
    if (count === 0 || this.log.endedAt !== null || count > this.log.count) return;
    const start = this.log.segmentStart(count - 1);
    if (count - (floorKey(this.logKeys, count, start) ?? start) < this.every) return;
    if (this.logSnaps.has(count)) return;
    this.logSnaps.set(count, state);
    this.logKeys = insertKey(this.logKeys, count);
  }

  /** What step `i` (0-based) changed, exhaustively. */
  changesAt(i: number): EventChanges {
    if (i < 0 || i >= this.log.count) return { items: [], violations: [] };
    const input = this.log.input(this.eventAt(i));
    if (!input) return { items: [], violations: [] };
    // Identity tells what changed only between a state and one derived from it.
    const before = this.log.segmentStart(i) === i ? initialTraceState() : this.stateAt(i);
    return changesBetween(before, applyInputs(before, [input]));
  }

  /**
   * Brings the step order up to the log: each segment (a history and what followed it) in the
   * order written, grown by what the log added (growing-order.ts). States kept for steps the new
   * order changed are dropped.
   */
  private ordered(): void {
    const { count, resets } = this.log;
    if (this.orderedFor.count === count && this.orderedFor.resets === resets.length) return;
    for (let i = this.sequences.size; i < count; i++) {
      const input = this.log.input(i);
      this.sequences.push(this.sequenceNames.code(input ? sequenceOf(input) : ''));
      this.times.push((input && recordTimeOf(input)) ?? NaN);
    }
    const sequences = this.sequences.view();
    const times = this.times.view();
    /** The first step whose event may have changed. */
    let same = count;
    const grow = (segment: GrowingOrder, to: number) =>
      (same = Math.min(same, segment.from + segment.grow(sequences, times, to)));
    // A history is appended at the end: it closes the segment before it and starts its own.
    for (const { start } of resets.slice(this.orderedFor.resets)) {
      const last = this.lastSegment();
      if (start <= last.from) continue;
      grow(last, start);
      this.segments.push(new GrowingOrder(start));
    }
    grow(this.lastSegment(), count);
    this.inOrder = Math.min(this.inOrder, same);
    while (this.inOrder < count && this.segmentEvent(this.inOrder) === this.inOrder) this.inOrder++;
    this.orderedFor = { count, resets: resets.length };
    this.matched = null;
    for (const k of this.keys) if (k > same) this.snaps.delete(k);
    this.keys = this.keys.filter((k) => k <= same);
  }

  private lastSegment(): GrowingOrder {
    return this.segments[this.segments.length - 1] ?? new GrowingOrder(0);
  }

  /** The event at `step`, the order brought up to date (the step itself past the log). */
  private stepEvent(step: number): number {
    return step < this.inOrder || step >= this.log.count ? step : this.segmentEvent(step);
  }

  private segmentEvent(step: number): number {
    for (let k = this.segments.length - 1; k >= 0; k--) {
      const segment = this.segments[k];
      if (segment && segment.from <= step) return segment.eventAt(step - segment.from);
    }
    return step;
  }

  private inputs(from: number, to: number): LoggedInput[] {
    const out: LoggedInput[] = [];
    for (let i = from; i < to; i++) {
      const input = this.log.input(this.stepEvent(i));
      if (input) out.push(input);
    }
    return out;
  }

  private keep(n: number, state: TraceState): void {
    if (this.snaps.has(n)) return;
    this.snaps.set(n, state);
    this.keys = insertKey(this.keys, n);
  }
}

/** The largest of ascending `keys` in (start, n]. */
function floorKey(keys: readonly number[], n: number, start: number): number | undefined {
  let lo = 0;
  let hi = keys.length - 1;
  let found: number | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const k = keys[mid] ?? 0;
    if (k <= n) {
      found = k;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found !== undefined && found > start ? found : undefined;
}

const insertKey = (keys: readonly number[], n: number): number[] =>
  [...keys, n].sort((a, b) => a - b);
