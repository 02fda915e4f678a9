import { describe, expect, it } from 'vitest';
import { call, meta, output, recs, text } from '../../../test/support/records';
import { run } from '../../../test/support/trace';
import { createRowBuilder, type Row } from '../rows';
import { createFilterIndex } from './filter-index';
import { filterRows } from './filter-rows';
import { NO_FILTERS, toggleFilter } from './filter-state';

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
    expect(filterRows(t, rows, createFilterIndex()(t), NO_FILTERS)).toBe(rows);
  });

  it('keeps matching rows and one marker per run of hidden ones', () => {
    const f = toggleFilter(NO_FILTERS, 'kinds', 'tools');
    const out = filterRows(t, rows, createFilterIndex()(t), f).toArray();
    expect(out.map(shape)).toEqual(['hidden:3', 'item', 'hidden:2', 'item', 'child', 'hidden:1']);
  });

  it('folds a child card the session filter excludes into its parent’s marker', () => {
    const f = toggleFilter(NO_FILTERS, 'sessions', '');
    const out = filterRows(t, rows, createFilterIndex()(t), f).toArray();
    expect(out.map(shape)).toEqual([
      'item',
      'item',
      'item',
      'item',
      'item',
      'item',
      'item',
      'hidden:2',
    ]);
  });
});
