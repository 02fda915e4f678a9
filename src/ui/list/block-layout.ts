// Row heights of a very long list, summed per block of rows. The list virtualizes blocks and each
// block on screen virtualizes its own rows, so a measured row re-lays its block (≤ BLOCK rows) and
// the block positions (rows / BLOCK). One virtualizer over every row re-laid all of them (a
// million on a long trace) for each row measured or appended: 9 frames per second when flinging.
import type { Row, RowList } from '../../store/rows';

export const BLOCK = 1024;

export class BlockLayout {
  private rows: RowList | null = null;
  private estimate: (row: Row) => number = () => 0;
  /**
   * Heights measured on screen: they outlive the block that drew them. An item row's by its item
   * id (a number: summing a block's heights hashes no key string), any other by its key.
   */
  private readonly measuredItems = new Map<number, number>();
  private readonly measuredOthers = new Map<string, number>();
  private sums: number[] = [];
  private version = 0;
  private readonly listeners = new Set<() => void>();

  get blockCount(): number {
    return this.rows ? Math.ceil(this.rows.length / BLOCK) : 0;
  }

  /** The block that holds row `i`. */
  blockOf(i: number): number {
    return Math.floor(i / BLOCK);
  }

  /** The rows of block `b`: its first index and how many. */
  blockRows(b: number): { first: number; count: number } {
    const first = b * BLOCK;
    return { first, count: Math.max(0, Math.min(BLOCK, (this.rows?.length ?? 0) - first)) };
  }

  blockSize(b: number): number {
    return this.sums[b] ?? 0;
  }

  /** Measured height of row `i`, or its estimate until it has been on screen. */
  sizeOf(i: number): number {
    const row = this.rows?.at(i);
    return row ? (this.measuredOf(row) ?? this.estimate(row)) : 0;
  }

  /** Row `i` has been drawn and measured (not only estimated). */
  isMeasured(i: number): boolean {
    const row = this.rows?.at(i);
    return row !== undefined && this.measuredOf(row) !== undefined;
  }

  /**
   * Takes a new row list. A live append re-sums from the last block on; another list re-sums
   * only the blocks whose row keys differ (a collapsed child shifts the blocks after it).
   */
  setRows(rows: RowList, estimate: (row: Row) => number): void {
    const prev = this.rows;
    if (rows === prev) return;
    this.rows = rows;
    this.estimate = estimate;
    const count = this.blockCount;
    const appended = prev !== null && rows.extends(prev);
    const from = appended ? Math.floor(prev.length / BLOCK) : 0;
    this.sums.length = Math.min(this.sums.length, count);
    for (let b = from; b < count; b++)
      if (appended || !prev || !sameBlock(prev, rows, b)) this.sums[b] = this.sum(b);
  }

  /** Row `i` (key `key`) measured `height` on screen: its block's height follows. */
  measure(i: number, key: string, height: number): void {
    const row = this.rows?.at(i);
    if (row?.key !== key) return;
    const before = this.sizeOf(i);
    if (row.kind === 'item') this.measuredItems.set(row.itemId, height);
    else this.measuredOthers.set(key, height);
    if (before === height) return;
    const b = this.blockOf(i);
    this.sums[b] = (this.sums[b] ?? 0) + height - before;
    this.version += 1;
    for (const l of this.listeners) l();
  }

  /** The row at `offset` pixels from the top of block `b`, or -1. */
  rowAt(b: number, offset: number): number {
    const { first, count } = this.blockRows(b);
    let end = 0;
    for (let i = first; i < first + count; i++) {
      end += this.sizeOf(i);
      if (end > offset) return i;
    }
    return count > 0 ? first + count - 1 : -1;
  }

  /** Pixels from the top of its block to row `i`. */
  offsetInBlock(i: number): number {
    let offset = 0;
    for (let j = this.blockRows(this.blockOf(i)).first; j < i; j++) offset += this.sizeOf(j);
    return offset;
  }

  /** For useSyncExternalStore: bumped whenever a measurement changes a block's height. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  private measuredOf(row: Row): number | undefined {
    return row.kind === 'item'
      ? this.measuredItems.get(row.itemId)
      : this.measuredOthers.get(row.key);
  }

  private sum(b: number): number {
    const { first, count } = this.blockRows(b);
    let total = 0;
    for (let i = first; i < first + count; i++) total += this.sizeOf(i);
    return total;
  }
}

function sameBlock(prev: RowList, next: RowList, b: number): boolean {
  const end = (b + 1) * BLOCK;
  if (Math.min(prev.length, end) !== Math.min(next.length, end)) return false;
  for (let i = b * BLOCK; i < Math.min(next.length, end); i++)
    if (prev.at(i)?.key !== next.at(i)?.key) return false;
  return true;
}
