import { describe, expect, it } from 'vitest';
import { nestedChildren } from '../../../test/cases/nested-children';
import { traceOf } from '../../../test/support/test-trace';
import { createRowBuilder } from '../rows';
import { hungSubagent } from '../../../test/cases/failures';
import { createFilterIndex } from '../filters/filter-index';
import {
  childCardIndex,
  childOf,
  COPY_JOIN,
  copyParts,
  errorFrom,
  startsTurn,
  turnFrom,
} from './row-actions';
import type { TraceState } from '../model';
import type { Row } from '../rows';

const copyText = (t: TraceState, row: Row | undefined) => copyParts(t, row)?.join(COPY_JOIN);

const t = traceOf(nestedChildren());
const rows = createRowBuilder()(t, { collapsed: new Set(), internalsShown: new Set(), root: '' });
const all = rows.toArray();

describe('row actions', () => {
  it('finds turn starts forward and back, in the main session and in children', () => {
    const starts = all.flatMap((r, i) => (startsTurn(t, r) ? [i] : []));
    expect(starts.length).toBeGreaterThan(2);
    expect(turnFrom(t, rows, -1, false)).toBe(starts[0]);
    expect(turnFrom(t, rows, starts[0] as number, false)).toBe(starts[1]);
    expect(turnFrom(t, rows, starts[1] as number, true)).toBe(starts[0]);
    expect(turnFrom(t, rows, starts.at(-1) as number, false)).toBe(-1);
  });

  it('finds the errors and failed attempts forward and back: the child’s auth failure, the failed call', () => {
    const h = traceOf(hungSubagent());
    const list = createRowBuilder()(h, {
      collapsed: new Set(),
      internalsShown: new Set(),
      root: '',
    });
    const { classOf } = createFilterIndex()(h);
    const kindAt = (i: number) => {
      const r = list.at(i);
      const it = r?.kind === 'item' ? h.items.get(r.itemId) : undefined;
      return it?.kind === 'event' ? it.type : it?.kind;
    };
    const first = errorFrom(list, classOf, -1, false);
    expect(kindAt(first)).toBe('tool');
    const second = errorFrom(list, classOf, first, false);
    expect(kindAt(second)).toBe('request_end');
    expect(errorFrom(list, classOf, second, false)).toBe(-1);
    expect(errorFrom(list, classOf, second, true)).toBe(first);
    expect(errorFrom(list, classOf, first, true)).toBe(-1);
  });

  it('copies a message text, and a tool call as name, arguments and output', () => {
    const text = all.find((r) => copyText(t, r) === 'Research two topics in parallel.');
    expect(text).toBeDefined();
    const call = all.find((r) => r.kind === 'item' && t.items.get(r.itemId)?.kind === 'tool');
    expect(copyText(t, call)).toMatch(/^run_subagent\n\n\{.*topic A.*\}\n\nalpha: done$/s);
  });

  it('names the child of a card header and of its spawning call', () => {
    const header = all.find((r) => r.kind === 'child');
    expect(childOf(t, header)).toBe(header?.session);
    const call = all.find((r) => r.kind === 'item' && t.items.get(r.itemId)?.kind === 'tool');
    expect(childOf(t, call)).toBe(header?.session);
    expect(childOf(t, all[0])).toBeUndefined();
    const inside = all.find(
      (r) => r.kind === 'item' && r.depth > 0 && !childOf(t, { ...r, depth: 0 }),
    );
    expect(childOf(t, inside)).toBe(inside?.session);
  });

  it("finds a child's card header, which Esc out of the child goes back to", () => {
    const header = all.findIndex((r) => r.kind === 'child');
    const key = all[header]?.session ?? '';
    expect(childCardIndex(rows, key)).toBe(header);
    expect(childCardIndex(rows, 'not a child')).toBe(-1);
  });
});
