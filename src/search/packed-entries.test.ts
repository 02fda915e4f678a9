import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_PARTS, type SearchField } from './item-text';
import { packEntries, unpackEntries, updateRequest, type Entries } from './packed-entries';

const field = fc.record({
  part: fc.constantFrom(...SEARCH_PARTS),
  text: fc.string({ unit: 'grapheme', maxLength: 30 }),
});

describe('packed entries', () => {
  it('unpack to the entries packed: ids, parts and texts, empty ones included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.array(field, { maxLength: 4 })), { maxLength: 20 }),
        (entries: Entries) => {
          expect(unpackEntries(packEntries(entries))).toEqual(entries);
        },
      ),
    );
  });

  it('send a text too long to join as itself, in its place among the others', () => {
    const long: SearchField = { part: 'output', text: 'x'.repeat(33 * 2 ** 20) };
    const entries: Entries = [
      [4, [{ part: 'text', text: 'before' }, long]],
      [9, [{ part: 'args', text: 'after' }]],
    ];
    const packed = packEntries(entries);
    expect(packed.long).toHaveLength(1);
    expect(packed.text).toBe('beforeafter');
    expect(unpackEntries(packed)).toEqual(entries);
  });

  it('move their buffers with the order, not copy them', () => {
    const order = Int32Array.from([3, 1, 2]);
    const { request, transfer } = updateRequest({
      entries: [[1, [{ part: 'text', text: 'a' }]]],
      order,
      reset: true,
      more: false,
    });
    expect(request.order).toBe(order);
    expect(transfer).toContain(order.buffer);
    expect(transfer).toContain(request.entries.ids.buffer);
    expect(transfer).toHaveLength(5);
  });
});
