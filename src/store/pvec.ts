// A persistent vector: fixed-size chunks under one spine. Editing a batch copies the spine once
// and each touched chunk once, so an update to one row of a million costs a chunk, not the list.

const CHUNK = 512;

export class PVec<T> {
  static empty<T>(): PVec<T> {
    return new PVec<T>([], 0);
  }

  private constructor(
    private readonly chunks: readonly (readonly T[])[],
    readonly size: number,
  ) {}

  get(i: number): T | undefined {
    return this.chunks[Math.floor(i / CHUNK)]?.[i % CHUNK];
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  edit(): PVecEditor<T> {
    return new PVecEditor(this.chunks, this.size, (chunks, size) => new PVec(chunks, size));
  }
}

export class PVecEditor<T> {
  private readonly chunks: (readonly T[])[];
  private readonly owned = new Set<number>();

  constructor(
    base: readonly (readonly T[])[],
    public size: number,
    private readonly build: (chunks: (readonly T[])[], size: number) => PVec<T>,
  ) {
    this.chunks = base.slice();
  }

  get(i: number): T | undefined {
    return this.chunks[Math.floor(i / CHUNK)]?.[i % CHUNK];
  }

  private ownChunk(c: number): T[] {
    const chunk = this.chunks[c] ?? [];
    if (this.owned.has(c)) return chunk as T[];
    const copy = chunk.slice();
    this.chunks[c] = copy;
    this.owned.add(c);
    return copy;
  }

  set(i: number, value: T): void {
    if (i < 0 || i >= this.size) throw new RangeError(`index ${i} out of ${this.size}`);
    this.ownChunk(Math.floor(i / CHUNK))[i % CHUNK] = value;
  }

  push(value: T): number {
    const i = this.size++;
    this.ownChunk(Math.floor(i / CHUNK)).push(value);
    return i;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (let i = 0; i < this.size; i++) yield this.get(i) as T;
  }

  done(): PVec<T> {
    return this.build(this.chunks, this.size);
  }
}
