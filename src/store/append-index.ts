// A (scope, key) → item index that only ever grows (a tool_call_id keeps its item forever within
// its session). Versions share one map of maps: a version sees only ids below its own item count,
// and a version that is not the newest (a branch: a test re-applying to an old state) copies before
// writing. A live frame then adds its few keys instead of copying every tool call of the session.
// Two levels rather than one joined key: session ids and tool_call_ids are the trace's own strings,
// and any separator a joined key puts between them may be inside either.
type Scopes = Map<string, Map<string, number>>;
type Entry = [scope: string, key: string, id: number];

export class AppendIndex {
  static empty(): AppendIndex {
    return new AppendIndex(new Map(), { frontier: 0 }, 0);
  }

  constructor(
    private readonly map: Scopes,
    /** Item count of the newest version written into `map`. */
    private readonly head: { frontier: number },
    private readonly size: number,
  ) {}

  get(scope: string, key: string): number | undefined {
    const id = this.map.get(scope)?.get(key);
    return id !== undefined && id < this.size ? id : undefined;
  }

  /** What this version holds, as [scope, key, id], in the order the items were created. */
  entries(): Entry[] {
    return entriesBelow(this.map, this.size);
  }

  edit(size: number): AppendIndexEditor {
    if (this.head.frontier === this.size) return new AppendIndexEditor(this.map, this.head, size);
    const copy: Scopes = new Map();
    for (const [scope, keys] of this.map) {
      const own = new Map<string, number>();
      for (const [k, id] of keys) if (id < this.size) own.set(k, id);
      if (own.size > 0) copy.set(scope, own);
    }
    return new AppendIndexEditor(copy, { frontier: this.size }, size);
  }
}

export class AppendIndexEditor {
  /**
   * The key last set or found. A call's approval and output mostly follow it, and probing a
   * session's map of every call it made costs cache misses; a key keeps its id, so this stays true.
   */
  private lastScope: string | undefined;
  private lastKey = '';
  private lastId = -1;

  constructor(
    private readonly map: Scopes,
    private readonly head: { frontier: number },
    private size: number,
  ) {}

  get(scope: string, key: string): number | undefined {
    if (scope === this.lastScope && key === this.lastKey) return this.lastId;
    const id = this.map.get(scope)?.get(key);
    if (id !== undefined) this.remember(scope, key, id);
    return id;
  }

  /** Keys are set once, to the id of an item this batch just created. */
  set(scope: string, key: string, id: number): void {
    let keys = this.map.get(scope);
    if (!keys) this.map.set(scope, (keys = new Map()));
    keys.set(freshCopy(key), id);
    this.size = Math.max(this.size, id + 1);
    this.remember(scope, key, id);
  }

  private remember(scope: string, key: string, id: number): void {
    this.lastScope = scope;
    this.lastKey = key;
    this.lastId = id;
  }

  /** The ids this version holds, ascending: the order their items were created. */
  ids(): number[] {
    // No [scope, key, id] entry is built per call: the end of a large file visits every one.
    const ids: number[] = [];
    for (const keys of this.map.values())
      keys.forEach((id) => {
        if (id < this.size) ids.push(id);
      });
    return ids.sort((a, b) => a - b);
  }

  done(size: number): AppendIndex {
    this.head.frontier = size;
    return new AppendIndex(this.map, this.head, size);
  }
}

function entriesBelow(map: Scopes, size: number): Entry[] {
  const all: Entry[] = [];
  for (const [scope, keys] of map)
    for (const [key, id] of keys) if (id < size) all.push([scope, key, id]);
  return all.sort((a, b) => a[2] - b[2]);
}

/**
 * The same text in a string of its own, allocated now. A lookup compares the key with the keys
 * its bucket holds: kept as the records' own strings, each of those is somewhere in the records'
 * heap (a cache miss apiece on a large file); copies made as the index grows sit together.
 */
const freshCopy = (key: string): string => (key + ' ').slice(0, -1);
