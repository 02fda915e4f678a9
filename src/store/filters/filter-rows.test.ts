import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { run } from '../../../test/support/trace';
import { applyInputs } from '../reducer';
import { createRowBuilder, type Row } from '../rows';
import { createFilterIndex } from './filter-index';
import { createRowFilter } from './filter-rows';
import { NO_FILTERS, toggleFilter } from './filter-state';

const { call, meta, output, text } = createTraceBuilder();

const t = run(
  recs([
    meta('p'),
    text('user', 'go'),
    text('assistant', 'one'),
    call('a', 'ls', '{}'),
    output('a', 'x'),
    text('assistant', 'two'),
    text('assistant', 'three'),
    call('b', 'run_subagent', '{}'),
    text('user', 'child prompt', { origin: ['kid'] }),
    output('b', 'ok'),
  ]),
);
const rows = createRowBuilder()(t, { collapsed: new Set(), internalsShown: new Set(), root: '' });
const shape = (r: Row) => (r.kind === 'hidden' ? `hidden:${r.count}` : r.kind);

describe('filterRows', () => {
  it('leaves the rows alone without filters', () => {
    expect(createRowFilter()(t, rows, createFilterIndex()(t), NO_FILTERS)).toBe(rows);
  });

  it('keeps matching rows and one marker per run of hidden ones', () => {
    const f = toggleFilter(NO_FILTERS, 'kinds', 'tools');
    const out = createRowFilter()(t, rows, createFilterIndex()(t), f).toArray();
    expect(out.map(shape)).toEqual(['hidden:3', 'item', 'hidden:2', 'item', 'child', 'hidden:1']);
  });

  it('folds a child card the session filter excludes into its parent’s marker, counting its rows', () => {
    const f = toggleFilter(NO_FILTERS, 'sessions', '');
    const out = createRowFilter()(t, rows, createFilterIndex()(t), f).toArray();
    expect(out.map(shape)).toEqual([
      'item',
      'item',
      'item',
      'item',
      'item',
      'item',
      'item',
      'hidden:1',
    ]);
  });

  it('counts a folded child card the session filter excludes as one row', () => {
    const folded = createRowBuilder()(t, {
      collapsed: new Set(['kid']),
      internalsShown: new Set(),
      root: '',
    });
    expect(folded.length).toBe(rows.length - 1);
    const f = toggleFilter(NO_FILTERS, 'sessions', '');
    const out = createRowFilter()(t, folded, createFilterIndex()(t), f).toArray();
    expect(out.map(shape).at(-1)).toBe('hidden:1');
  });
});

describe('createRowFilter on a growing trace', () => {
  it('filters appended rows alone and ends where one pass over the whole list does', () => {
    const inputs = recs([
      meta('p'),
      text('user', 'go'),
      call('a', 'ls', '{}'),
      output('a', 'x'),
      text('assistant', 'one'),
      text('assistant', 'two'),
      call('b', 'cat', '{}'),
      text('assistant', 'three'),
    ]);
    const f = toggleFilter(NO_FILTERS, 'kinds', 'tools');
    const o = { collapsed: new Set<string>(), internalsShown: new Set<number>(), root: '' };
    const build = createRowBuilder();
    const index = createFilterIndex();
    const filter = createRowFilter();
    let s = run(inputs.slice(0, 2));
    const first = filter(s, build(s, o), index(s), f);
    let shown = first;
    for (let i = 3; i <= inputs.length; i++) {
      s = applyInputs(s, inputs.slice(i - 1, i));
      shown = filter(s, build(s, o), index(s), f);
    }
    const once = createRowFilter()(s, createRowBuilder()(s, o), createFilterIndex()(s), f);
    expect(shown.toArray()).toEqual(once.toArray());
    // Appends reused the first pass's rows rather than filtering from the start.
    expect(shown.at(0)).toBe(first.at(0));
    expect(shown.toArray().map(shape)).toEqual([
      'hidden:2',
      'item',
      'hidden:2',
      'item',
      'hidden:1',
    ]);
  });
});
