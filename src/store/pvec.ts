// A persistent vector: fixed-size chunks under one spine. Editing a batch copies the spine once
// and each touched chunk once, so an update to one row of a million costs a chunk, not the list.

// A power of two, so an index splits into chunk and offset by shift and mask.
const SHIFT = 9;
const CHUNK = 1 << SHIFT;
const MASK = CHUNK - 1;

export class PVec<T> {
  static empty<T>(): PVec<T> {
    return new PVec<T>([], 0);
  }

  private constructor(
    private readonly chunks: readonly (readonly T[])[],
    readonly size: number,
  ) {}

  get(i: number): T | undefined {
    return this.chunks[i >> SHIFT]?.[i & MASK];
  }

  /** The last element, if any. */
  last(): T | undefined {
    return this.size === 0 ? undefined : this.get(this.size - 1);
  }

  /** Where `value` sits in a vector sorted ascending, or -1. */
  indexOfSorted(value: number & T): number {
    const lo = this.lowerBound(value);
    return lo < this.size && this.get(lo) === value ? lo : -1;
  }

  /** In a vector sorted ascending, the index of the first element ≥ `value`. */
  lowerBound(value: number & T): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.get(mid) as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (let i = 0; i < this.size; i++) yield this.get(i) as T;
  }

  /**
   * Visits every index whose element is not the one `prev` holds there (appended ones included).
   * Untouched chunks are shared between versions, so this costs a compare per chunk plus the
   * chunks a batch wrote, not a compare per element.
   */
  changedSince(prev: PVec<T>, visit: (i: number) => void): void {
    for (let c = 0; c < this.chunks.length; c++) {
      const mine = this.chunks[c] as readonly T[];
      const theirs = prev.chunks[c];
      if (mine === theirs) continue;
      const end = Math.min(CHUNK, this.size - c * CHUNK);
      for (let j = 0; j < end; j++) if (theirs?.[j] !== mine[j]) visit(c * CHUNK + j);
    }
  }

  edit(): PVecEditor<T> {
    // An untouched vector stays the same object, so a selector of it sees no change.
    return new PVecEditor(this.chunks, this.size, (chunks, size, changed) =>
      changed ? new PVec(chunks, size) : this,
    );
  }
}

export class PVecEditor<T> {
  /** The base's spine until the first write copies it. */
  private chunks: readonly (readonly T[])[];
  private readonly owned = new Set<number>();
  private lastOwned = -1;
  /** Elements from this index on were pushed by this editor: no version but its own holds them. */
  private readonly firstNew: number;
  /** Earlier elements `own` copied: also this editor's alone. */
  private readonly copied = new Set<number>();

  constructor(
    base: readonly (readonly T[])[],
    public size: number,
    private readonly build: (
      chunks: readonly (readonly T[])[],
      size: number,
      changed: boolean,
    ) => PVec<T>,
  ) {
    this.chunks = base;
    this.firstNew = size;
  }

  get(i: number): T | undefined {
    return this.chunks[i >> SHIFT]?.[i & MASK];
  }

  private ownChunk(c: number): T[] {
    // Appends all write the last chunk: remember it rather than ask the set each time.
    if (c === this.lastOwned) return this.chunks[c] as T[];
    const chunk = this.chunks[c];
    this.lastOwned = c;
    if (chunk && this.owned.has(c)) return chunk as T[];
    const spine = this.owned.size === 0 ? this.chunks.slice() : (this.chunks as (readonly T[])[]);
    // A vector past its first chunk is a long one: its next chunk is made whole at once rather than
    // grown by pushes, each growth a copy left to the collector. Slots past `size` stay holes.
    const copy = chunk ? chunk.slice() : c === 0 ? [] : new Array<T>(CHUNK);
    spine[c] = copy;
    this.chunks = spine;
    this.owned.add(c);
    return copy;
  }

  /** The last element, if any. */
  last(): T | undefined {
    return this.size === 0 ? undefined : this.get(this.size - 1);
  }

  set(i: number, value: T): void {
    if (i < 0 || i >= this.size) throw new RangeError(`index ${i} out of ${this.size}`);
    this.ownChunk(i >> SHIFT)[i & MASK] = value;
  }

  /**
   * The element at `i` as this editor's own object, safe to change in place until `done`: the
   * first call copies an element an earlier version holds, so that version never sees a change.
   */
  own(i: number): T {
    const value = this.get(i);
    if (value === undefined) throw new RangeError(`index ${i} out of ${this.size}`);
    if (i >= this.firstNew || this.copied.has(i)) return value;
    const copy = { ...value };
    this.set(i, copy);
    this.copied.add(i);
    return copy;
  }

  push(value: T): number {
    const i = this.size++;
    this.ownChunk(i >> SHIFT)[i & MASK] = value;
    return i;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (let i = 0; i < this.size; i++) yield this.get(i) as T;
  }

  done(): PVec<T> {
    return this.build(this.chunks, this.size, this.owned.size > 0);
  }
}
