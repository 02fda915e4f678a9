// Block sums stay equal to the sum of their rows' heights (measured, else estimated) through
// appends, measurements and rebuilt lists, so blocks are placed where their rows are.
import { describe, expect, it } from 'vitest';
import { RowList, type Row } from '../../store/rows';
import { BLOCK, BlockLayout } from './block-layout';

const row = (n: number): Row => ({
  key: `i${n}`,
  kind: 'item',
  itemId: n,
  look: 'event',
  session: '',
  depth: 0,
});
const estimate = (r: Row) => (r.kind === 'item' ? 10 + (r.itemId % 3) : 0);

function expectConsistent(layout: BlockLayout, length: number) {
  let total = 0;
  for (let b = 0; b < layout.blockCount; b++) {
    const { first, count } = layout.blockRows(b);
    let sum = 0;
    for (let i = first; i < first + count; i++) sum += layout.sizeOf(i);
    expect(layout.blockSize(b)).toBe(sum);
    total += count;
  }
  expect(total).toBe(length);
}

describe('block layout', () => {
  it('keeps block sums through live appends into one growing buffer', () => {
    const buffer: Row[] = [];
    const layout = new BlockLayout();
    for (const n of [0, 5, BLOCK - 1, BLOCK, BLOCK + 7, 3 * BLOCK + 2]) {
      while (buffer.length < n) buffer.push(row(buffer.length));
      layout.setRows(new RowList(buffer, buffer.length), estimate);
      expectConsistent(layout, n);
    }
    expect(layout.blockCount).toBe(4);
  });

  it('moves a block by what its rows measured, and remembers a height by row key', () => {
    const rows = Array.from({ length: 3 * BLOCK }, (_, i) => row(i));
    const layout = new BlockLayout();
    layout.setRows(new RowList(rows, rows.length), estimate);
    const before = layout.blockSize(1);
    layout.measure(BLOCK + 3, `i${BLOCK + 3}`, 500);
    expect(layout.blockSize(1)).toBe(before - estimate(rows[BLOCK + 3]!) + 500);
    expect(layout.offsetInBlock(BLOCK + 4)).toBe(
      [0, 1, 2].reduce((s, k) => s + estimate(rows[BLOCK + k]!), 0) + 500,
    );
    // A stale measurement (the row moved away) changes nothing.
    layout.measure(5, 'i6', 900);
    expectConsistent(layout, rows.length);
    // Rows shifted by one (a row inserted at the top): the measured row keeps its height.
    const shifted = [row(-1), ...rows];
    layout.setRows(new RowList(shifted, shifted.length), estimate);
    expectConsistent(layout, shifted.length);
    expect(layout.sizeOf(BLOCK + 4)).toBe(500);
  });

  it('tells a measured row from an estimated one', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i));
    const layout = new BlockLayout();
    layout.setRows(new RowList(rows, rows.length), estimate);
    layout.measure(3, 'i3', 80);
    expect([layout.isMeasured(2), layout.isMeasured(3)]).toEqual([false, true]);
  });

  it('remembers the height of a child card header by its key, apart from item rows', () => {
    const child = (key: string): Row => ({
      key: `c${key}`,
      kind: 'child',
      session: key,
      depth: 1,
      collapsed: false,
    });
    const rows = [row(0), child('1'), row(1)];
    const layout = new BlockLayout();
    layout.setRows(new RowList(rows, rows.length), estimate);
    layout.measure(1, 'c1', 70);
    layout.measure(2, 'i1', 40);
    expect([layout.sizeOf(0), layout.sizeOf(1), layout.sizeOf(2)]).toEqual([10, 70, 40]);
    // The same rows in another order (the child card moved): each keeps its own height.
    const moved = [row(1), row(0), child('1')];
    layout.setRows(new RowList(moved, moved.length), estimate);
    expect([layout.sizeOf(0), layout.sizeOf(1), layout.sizeOf(2)]).toEqual([40, 10, 70]);
    expectConsistent(layout, moved.length);
  });

  it('finds the row at an offset inside its block', () => {
    const rows = Array.from({ length: BLOCK + 10 }, (_, i) => row(i));
    const layout = new BlockLayout();
    layout.setRows(new RowList(rows, rows.length), estimate);
    const at = BLOCK + 4;
    expect(layout.rowAt(1, layout.offsetInBlock(at))).toBe(at);
    expect(layout.rowAt(1, layout.offsetInBlock(at) - 1)).toBe(at - 1);
    expect(layout.rowAt(1, 1e9)).toBe(BLOCK + 9);
  });

  it('tells subscribers only when a height changed', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i));
    const layout = new BlockLayout();
    layout.setRows(new RowList(rows, rows.length), estimate);
    let calls = 0;
    layout.subscribe(() => calls++);
    layout.measure(2, 'i2', estimate(rows[2]!));
    expect(calls).toBe(0);
    layout.measure(2, 'i2', 99);
    expect(calls).toBe(1);
    expect(layout.getVersion()).toBe(1);
  });
});
