// Growable typed-array columns: one allocation per doubling instead of one object per event.

export class Float64Column {
  private data = new Float64Array(1024);
  size = 0;

  push(value: number): void {
    if (this.size === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = value;
  }

  get(i: number): number {
    return i < this.size ? (this.data[i] ?? NaN) : NaN;
  }

  set(i: number, value: number): void {
    if (i < this.size) this.data[i] = value;
  }

  clear(): void {
    this.size = 0;
  }

  /** The values, without a copy: valid until the next push. */
  view(): Float64Array {
    return this.data.subarray(0, this.size);
  }
}

export class Int32Column {
  private data: Int32Array;
  size = 0;

  constructor(private readonly fill = 0) {
    this.data = new Int32Array(1024).fill(fill);
  }

  push(value: number): void {
    if (this.size === this.data.length) {
      const next = new Int32Array(this.data.length * 2).fill(this.fill);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.size++] = value;
  }

  get(i: number): number {
    return i < this.size ? (this.data[i] ?? this.fill) : this.fill;
  }

  set(i: number, value: number): void {
    if (i < this.size) this.data[i] = value;
  }

  clear(): void {
    this.size = 0;
  }

  /** The values, without a copy: valid until the next push. */
  view(): Int32Array {
    return this.data.subarray(0, this.size);
  }
}

/** Strings seen many times (types, sessions, epochs) stored once, referred to by number. */
export class Interner {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.codes.set(value, c);
      this.values.push(value);
    }
    return c;
  }

  value(code: number): string {
    return this.values[code] ?? '';
  }
}
