import { describe, expect, it } from 'vitest';
import { CaseBuilder } from '../../test/cases/case-builder';
import { toggleFilter, NO_FILTERS } from './filters/filter-state';
import { rowsSourceOf } from './rows-source';
import { createTraceStore, type Scheduler } from './trace-store';
import { createViewStore } from './view-store';

const never: Scheduler = { frame: () => undefined, later: () => undefined };

function feed(store: ReturnType<typeof createTraceStore>, c: CaseBuilder, from = 0): number {
  store.getState().enqueue(c.records.slice(from).map((envelope) => ({ kind: 'record', envelope })));
  store.getState().flush();
  return c.records.length;
}

describe('rows source', () => {
  it('keeps one list per document until the trace or the view changes it', () => {
    const trace = createTraceStore(never);
    const view = createViewStore();
    const c = CaseBuilder.start();
    c.meta('s').user('go').begin().call('c1', 'exec_command').output('c1', 'ok');
    let fed = feed(trace, c);

    const source = rowsSourceOf(trace, view);
    const first = source.rows();
    expect(first.length).toBeGreaterThan(2);
    expect(rowsSourceOf(trace, view)).toBe(source);
    expect(source.rows()).toBe(first);
    view.getState().setScroll({ anchor: 'i1', offset: 0, following: false });
    expect(source.rows()).toBe(first);

    let heard = 0;
    const stop = source.subscribe(() => heard++);
    c.text('done').end('completed');
    fed = feed(trace, c, fed);
    expect(heard).toBeGreaterThan(0);
    const grown = source.rows();
    expect(grown.length).toBeGreaterThan(first.length);

    view.getState().setFilters(toggleFilter(NO_FILTERS, 'kinds', 'tools'));
    const tools = source.rows();
    expect(tools.length).toBeLessThan(grown.length);
    expect(source.filterIndex().counts.kinds.tools).toBe(1);
    // Followed, the rows stay built; once nobody follows, a new list is built when asked.
    expect(source.rows()).toBe(tools);
    stop();
    expect(source.rows()).not.toBe(tools);
    expect(source.rows().length).toBe(tools.length);
    expect(fed).toBe(c.records.length);
  });

  it('derives apart for another view of the same trace', () => {
    const trace = createTraceStore(never);
    expect(rowsSourceOf(trace, createViewStore())).not.toBe(rowsSourceOf(trace, createViewStore()));
  });
});
