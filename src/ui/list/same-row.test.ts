import { describe, expect, it } from 'vitest';
import type { Row } from '../../store/rows';
import { sameRow } from './same-row';

const item: Row = { key: 'i1', kind: 'item', itemId: 1, look: 'event', session: '', depth: 0 };
const child: Row = { key: 'cA', kind: 'child', session: 'A', depth: 1, collapsed: false };
const internals: Row = {
  key: 'x0',
  kind: 'internals',
  compactionId: 0,
  session: '',
  depth: 0,
  count: 2,
  shown: false,
};

describe('sameRow', () => {
  it('is true for equal rows from another build', () => {
    expect(sameRow(item, { ...item })).toBe(true);
    expect(sameRow(child, { ...child })).toBe(true);
    expect(sameRow(internals, { ...internals })).toBe(true);
  });

  it('sees every field that changes the drawing', () => {
    expect(sameRow(item, { ...item, depth: 1 })).toBe(false);
    expect(sameRow(child, { ...child, collapsed: true })).toBe(false);
    expect(sameRow(internals, { ...internals, count: 3 })).toBe(false);
    expect(sameRow(internals, { ...internals, shown: true })).toBe(false);
    expect(sameRow(item, child)).toBe(false);
  });
});
