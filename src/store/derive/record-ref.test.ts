import { describe, expect, it } from 'vitest';
import { createTraceBuilder, rec } from '../../../test/support/trace-builder';
import { applyInputs, initialTraceState } from '../reducer';
import { findRecord, recordRef } from './record-ref';

const { text } = createTraceBuilder();

const load = (inputs: Parameters<typeof applyInputs>[1]) =>
  applyInputs(initialTraceState(), inputs);

describe('recordRef', () => {
  it('names a file record by its file and line, and finds it again in another load', () => {
    const inputs = [rec(text('user', 'one'), 1), rec(text('assistant', 'two'), 2)];
    const first = load(inputs);
    const two = [...first.items].find((i) => i.kind === 'message' && i.content === 'two');
    expect(two && recordRef(two)).toBe('t.jsonl:2');
    // A later load whose counter started elsewhere (a record before them) still finds line 2.
    const again = load([rec(text('user', 'earlier')), ...inputs]);
    const sameId = again.items.get(two?.id ?? -1);
    expect(sameId?.kind === 'message' && sameId.content).not.toBe('two');
    const found = findRecord(again, 't.jsonl:2');
    expect(found).toBeDefined();
    const item = found === undefined ? undefined : again.items.get(found);
    expect(item?.kind === 'message' && item.content).toBe('two');
  });

  it('names a streamed record by its event id, else by its item id', () => {
    const t = load([
      { kind: 'record', envelope: text('user', 'live'), at: { eventId: '41' } },
      rec(text('assistant', 'history')),
    ]);
    const refs = [...t.items].map(recordRef);
    expect(refs).toContain('@41');
    expect(refs.some((r) => /^#\d+$/.test(r))).toBe(true);
    for (const item of t.items) expect(findRecord(t, recordRef(item))).toBe(item.id);
  });

  it('finds nothing for a record that is not loaded', () => {
    expect(findRecord(load([rec(text('user', 'one'), 1)]), 't.jsonl:9')).toBeUndefined();
  });
});
