import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs } from '../../../test/support/trace-builder';
import { run } from '../../../test/support/trace';
import { applyInputs } from '../reducer';
import type { TraceInput, TraceState } from '../model';
import { createRowBuilder, type Row } from '../rows';
import { createFilterIndex } from './filter-index';
import { createRowFilter } from './filter-rows';
import { NO_FILTERS, toggleFilter, type Filters } from './filter-state';
import { compactions } from '../../../test/cases/compactions';
import { traceOf } from '../../../test/support/test-trace';

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

describe('a compaction’s internals toggle under filters', () => {
  const c = traceOf(compactions());
  const o = { collapsed: new Set<string>(), internalsShown: new Set<number>(), root: '' };
  const filtered = (f: Filters, shown = new Set<number>()) =>
    createRowFilter()(
      c,
      createRowBuilder()(c, { ...o, internalsShown: shown }),
      createFilterIndex()(c),
      f,
    ).toArray();
  const toggles = (rows: Row[]) => rows.filter((r) => r.kind === 'internals');

  it('stays while one of its messages passes', () => {
    // The first compaction's prompt is the user's; the second holds only its request's start.
    const f = toggleFilter(NO_FILTERS, 'roles', 'user');
    expect(toggles(filtered(f))).toEqual([expect.objectContaining({ compactionId: 0 })]);
  });

  it('counts the messages the filters keep, folded or open', () => {
    const f = toggleFilter(NO_FILTERS, 'roles', 'user');
    const [all] = toggles(filtered(NO_FILTERS));
    expect(all?.count).toBeGreaterThan(1);
    expect(toggles(filtered(f)).map((r) => r.kind === 'internals' && r.count)).toEqual([1]);
    const open = filtered(f, new Set([0]));
    expect(toggles(open).map((r) => r.kind === 'internals' && r.count)).toEqual([1]);
    // The one it counts is the one it shows.
    const at = open.findIndex((r) => r.kind === 'internals');
    expect(open[at + 1]?.kind).toBe('item');
  });

  it('goes, as one hidden row, when the filters hide every message it stands for', () => {
    const f = toggleFilter(NO_FILTERS, 'kinds', 'thinking');
    const out = filtered(f);
    expect(toggles(out)).toHaveLength(0);
    // No thinking at all: each item row and each folded toggle counted once in one marker.
    expect(out.map(shape)).toEqual([`hidden:${filtered(NO_FILTERS).length}`]);
  });

  it('goes with its messages when a session filter leaves its session out', () => {
    const f = toggleFilter(NO_FILTERS, 'sessions', 'other');
    const open = filtered(f, new Set([0]));
    expect(toggles(open)).toHaveLength(0);
    expect(open.every((r) => r.kind === 'hidden')).toBe(true);
  });
});

describe('a compaction under way, its toggle hidden by the filters', () => {
  it('shows the toggle again once a message the filters keep arrives', () => {
    const p = compactions();
    const f = toggleFilter(NO_FILTERS, 'kinds', 'thinking');
    const o = { collapsed: new Set<string>(), internalsShown: new Set<number>(), root: '' };
    const build = createRowBuilder();
    const index = createFilterIndex();
    const filter = createRowFilter();
    const before = traceOf(p, { ended: false });
    const toggles = (s: TraceState) =>
      filter(s, build(s, o), index(s), f)
        .toArray()
        .filter((r) => r.kind === 'internals');
    expect(toggles(before)).toHaveLength(0);
    const at = p.records.length;
    p.thinking('Which turns can go?');
    const inputs: TraceInput[] = p.records
      .slice(at)
      .map((envelope) => ({ kind: 'record', envelope }));
    expect(toggles(applyInputs(before, inputs))).toHaveLength(1);
  });
});
