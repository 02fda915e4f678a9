// The heap the written order merges sequences with: of list numbers, compared by their heads.
/** A binary min-heap of small integers under `before`, which may change for the top only. */
export class MinHeap {
  private readonly items: Int32Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {
    this.items = new Int32Array(capacity);
  }

  peek(): number {
    return this.items[0] ?? -1;
  }

  push(value: number): void {
    let i = this.size++;
    this.items[i] = value;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  pop(): void {
    this.size--;
    this.items[0] = this.items[this.size] ?? 0;
    this.siftDown(0);
  }

  siftDown(from: number): void {
    for (let i = from; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let min = i;
      if (l < this.size && this.less(l, min)) min = l;
      if (r < this.size && this.less(r, min)) min = r;
      if (min === i) return;
      this.swap(i, min);
      i = min;
    }
  }

  private less(a: number, b: number): boolean {
    return this.before(this.items[a] ?? 0, this.items[b] ?? 0);
  }

  private swap(a: number, b: number): void {
    const x = this.items[a] ?? 0;
    this.items[a] = this.items[b] ?? 0;
    this.items[b] = x;
  }
}
