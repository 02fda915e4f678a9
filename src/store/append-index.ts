// A string → item index that only ever grows (a tool_call_id keeps its item forever). Versions
// share one Map: a version sees only ids below its own item count, and a version that is not the
// newest (a branch: a test re-applying to an old state) copies before writing. A live frame then
// adds its few keys instead of copying every tool call of the session.
export class AppendIndex {
  static empty(): AppendIndex {
    return new AppendIndex(new Map(), { frontier: 0 }, 0);
  }

  constructor(
    private readonly map: Map<string, number>,
    /** Item count of the newest version written into `map`. */
    private readonly head: { frontier: number },
    private readonly size: number,
  ) {}

  get(key: string): number | undefined {
    const id = this.map.get(key);
    return id !== undefined && id < this.size ? id : undefined;
  }

  *entries(): IterableIterator<[string, number]> {
    for (const [k, id] of this.map) if (id < this.size) yield [k, id];
  }

  edit(size: number): AppendIndexEditor {
    if (this.head.frontier === this.size) return new AppendIndexEditor(this.map, this.head, size);
    const copy = new Map([...this.entries()]);
    return new AppendIndexEditor(copy, { frontier: this.size }, size);
  }
}

export class AppendIndexEditor {
  constructor(
    private readonly map: Map<string, number>,
    private readonly head: { frontier: number },
    private size: number,
  ) {}

  get(key: string): number | undefined {
    return this.map.get(key);
  }

  /** Keys are set once, to the id of an item this batch just created. */
  set(key: string, id: number): void {
    this.map.set(key, id);
    this.size = Math.max(this.size, id + 1);
  }

  entries(): IterableIterator<[string, number]> {
    return this.map.entries();
  }

  done(size: number): AppendIndex {
    this.head.frontier = size;
    return new AppendIndex(this.map, this.head, size);
  }
}
