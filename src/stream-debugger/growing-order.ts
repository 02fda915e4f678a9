// The written order (written-order.ts) of a log that grows at its end, kept up to date as it grows.
// The merge is greedy and a sequence's new events come after its old ones, so the old events keep
// their order among themselves: the new ones are only slotted in, each where the merge would take
// it, from the first step one can go to. A live stream (one sequence) appends them at the end; a
// load reading a child's file slots the child's records in among its parent's. Travelling while a
// log grows then costs the tail it changed, never a new merge of the whole log.
import { Float64Column, Int32Column } from './columns';
import { MinHeap } from './min-heap';
import { mergeSequences } from './written-order';

interface SequenceState {
  /** Its latest time (NaN: none yet, its events wait at −∞ for their first). */
  time: number;
  /** Its events so far while none has a time: they take the first time it gets. */
  untimed: number[];
  /** Its first event, and the steps where its first and last events are. */
  firstEvent: number;
  firstStep: number;
  lastStep: number;
}

export class GrowingOrder {
  /** Step (from `from`) → event. */
  private readonly order = new Int32Column();
  /** Event (from `from`) → the time it is merged by. */
  private readonly keys = new Float64Column();
  /** By sequence number. */
  private readonly states: (SequenceState | undefined)[] = [];

  /** The events from `from` on: a segment of the log, ordered apart. */
  constructor(readonly from: number) {}

  get size(): number {
    return this.order.size;
  }

  /** The event at step `step` of the segment (0-based). */
  eventAt(step: number): number {
    return this.order.get(step);
  }

  /**
   * Takes the events up to `to` (exclusive) of `sequences` and `times` (as in `writtenOrder`),
   * and returns the first step of the segment whose event changed (its size before: none did).
   */
  grow(sequences: ArrayLike<number>, times: ArrayLike<number>, to: number): number {
    const start = this.from + this.order.size;
    if (to <= start) return this.order.size;
    /** The first step that may change. */
    let changed = this.order.size;
    /** Sequences whose old events took a time (they had none): their steps move. */
    let rekeyed = false;
    /** Each sequence's new events, in order. */
    const added = new Map<number, number[]>();
    for (let i = start; i < to; i++) {
      const seq = sequences[i] ?? 0;
      const state = (this.states[seq] ??= {
        time: NaN,
        untimed: [],
        firstEvent: i,
        firstStep: -1,
        lastStep: -1,
      });
      const list = added.get(seq);
      if (list) list.push(i);
      else added.set(seq, [i]);
      const t = times[i] ?? NaN;
      if (Number.isNaN(t)) {
        this.keys.push(Number.isNaN(state.time) ? -Infinity : state.time);
        if (Number.isNaN(state.time)) state.untimed.push(i);
        continue;
      }
      this.keys.push(t);
      if (Number.isNaN(state.time)) {
        for (const e of state.untimed) this.keys.set(e - this.from, t);
        state.untimed = [];
        if (state.firstStep >= 0) {
          rekeyed = true;
          changed = Math.min(changed, state.firstStep);
        }
      }
      state.time = t;
    }
    const keys = this.keys.view();
    const keyOf = (event: number) => keys[event - this.from] ?? 0;
    for (const [seq, [event = 0]] of added) {
      // Once its old events are taken, its first new one goes before the first old one later.
      let step = (this.states[seq]?.lastStep ?? -1) + 1;
      while (step < changed && keyOf(this.order.get(step)) <= keyOf(event)) step++;
      changed = Math.min(changed, step);
    }
    const tail = rekeyed
      ? this.mergedAgain(sequences, changed, start, to)
      : this.slottedIn(added, changed, keyOf);
    return this.write(sequences, changed, tail);
  }

  /**
   * Steps `step` on with the new events slotted in: the old ones in their order, each sequence's
   * new ones once its old ones are taken, the earlier key first (a tie to the old, read first).
   */
  private slottedIn(
    added: ReadonlyMap<number, readonly number[]>,
    step: number,
    keyOf: (event: number) => number,
  ): Int32Array {
    const lists = [...added.values()];
    const opens = [...added.keys()]
      .map((seq, list) => ({ list, at: (this.states[seq]?.lastStep ?? -1) + 1 }))
      .sort((a, b) => a.at - b.at);
    const next = new Int32Array(lists.length);
    const head = (h: number) => lists[h]?.[next[h] ?? 0] ?? -1;
    const heap = new MinHeap(lists.length, (a, b) => {
      const x = head(a);
      const y = head(b);
      return keyOf(x) !== keyOf(y) ? keyOf(x) < keyOf(y) : x < y;
    });
    const old = this.order.size;
    const out = new Int32Array(old - step + lists.reduce((n, l) => n + l.length, 0));
    let open = 0;
    for (let j = 0, q = step; j < out.length; j++) {
      for (; open < opens.length && (opens[open]?.at ?? 0) <= q; open++)
        heap.push(opens[open]?.list ?? 0);
      const h = heap.size > 0 ? heap.peek() : -1;
      const fresh = h < 0 ? -1 : head(h);
      if (fresh >= 0 && (q >= old || keyOf(fresh) < keyOf(this.order.get(q)))) {
        out[j] = fresh;
        next[h] = (next[h] ?? 0) + 1;
        if (head(h) < 0) heap.pop();
        else heap.siftDown(0);
      } else out[j] = this.order.get(q++);
    }
    return out;
  }

  /** Steps `step` on merged again with the new events `start`…`to` − 1, every sequence afresh. */
  private mergedAgain(
    sequences: ArrayLike<number>,
    step: number,
    start: number,
    to: number,
  ): Int32Array {
    const lists = new Map<number, number[]>();
    const add = (event: number) => {
      const seq = sequences[event] ?? 0;
      const list = lists.get(seq);
      if (list) list.push(event);
      else lists.set(seq, [event]);
    };
    // A sequence's events keep their order in the merge, so each list stays in its order.
    for (let s = step; s < this.order.size; s++) add(this.order.get(s));
    for (let i = start; i < to; i++) add(i);
    const tail = new Int32Array(this.order.size - step + (to - start));
    mergeSequences([...lists.values()], this.keys.view(), this.from, tail, 0);
    return tail;
  }

  /** Puts `tail` at steps `step` on; returns the first step whose event changed. */
  private write(sequences: ArrayLike<number>, step: number, tail: Int32Array): number {
    let changed = this.order.size;
    for (let j = 0; j < tail.length; j++) {
      const event = tail[j] ?? 0;
      const at = step + j;
      if (at >= this.order.size) this.order.push(event);
      else if (this.order.get(at) !== event) {
        this.order.set(at, event);
        changed = Math.min(changed, at);
      }
      const state = this.states[sequences[event] ?? 0];
      if (!state) continue;
      state.lastStep = at;
      if (event === state.firstEvent) state.firstStep = at;
    }
    return changed;
  }
}
