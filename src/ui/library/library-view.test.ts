import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIBRARY_VIEW,
  filterParams,
  isHistoryStep,
  libraryViewOf,
  librarySearch,
} from './library-view';

describe('library view in the URL', () => {
  it('is absent without ?library', () => {
    expect(libraryViewOf(new URLSearchParams('trace=x'))).toBeNull();
  });

  it('reads the tab, sort, the filters the stats bars link with, and the search', () => {
    const view = libraryViewOf(
      new URLSearchParams(
        'library&tab=stats&sort=cost_usd&desc=1&project=acme&agent=coder&model=m&status=failed&from=2026-01-01&to=2026-01-31&errors=1&tool=read_file&q=x&case=1&regex=1&measure=tokens&period=week&by=agent',
      ),
    );
    expect(view).toEqual({
      tab: 'stats',
      sort: 'cost_usd',
      desc: true,
      filters: {
        project: 'acme',
        agent: 'coder',
        model: 'm',
        status: 'failed',
        from: '2026-01-01',
        to: '2026-01-31',
        errors: '1',
        tool: 'read_file',
      },
      search: { text: 'x', caseSensitive: true, regex: true },
      chart: { measure: 'tokens', period: 'week', by: 'agent' },
    });
    // Written back, then read again: the same view.
    const again = libraryViewOf(new URLSearchParams(librarySearch(view!).slice(1)));
    expect(again).toEqual(view);
    expect(filterParams(view!).toString()).toBe(
      'project=acme&agent=coder&model=m&status=failed&from=2026-01-01&to=2026-01-31&errors=1&tool=read_file&sort=cost_usd&desc=1',
    );
  });

  it("keeps the stats chart's choices, leaving the defaults and nonsense out", () => {
    const view = libraryViewOf(new URLSearchParams('library&tab=stats&period=day&by=nope'));
    expect(view?.chart).toEqual({ period: 'day', by: 'model' });
    expect(librarySearch(view!)).toBe('?library&tab=stats');
    expect(
      librarySearch({ ...view!, chart: { measure: 'cost', period: 'week', by: 'project' } }),
    ).toBe('?library&tab=stats&measure=cost&period=week&by=project');
  });

  it('falls back to the sessions tab for an unknown one', () => {
    expect(libraryViewOf(new URLSearchParams('library&tab=nope'))?.tab).toBe('sessions');
    expect(librarySearch(libraryViewOf(new URLSearchParams('library'))!)).toBe(
      '?library&tab=sessions',
    );
  });

  it('makes another tab, sort or filter a history step, and a search typed no step', () => {
    const at = { ...EMPTY_LIBRARY_VIEW, filters: { project: 'acme' } };
    expect(isHistoryStep(at, { ...at, tab: 'stats' })).toBe(true);
    expect(isHistoryStep(at, { ...at, sort: 'cost_usd' })).toBe(true);
    expect(isHistoryStep(at, { ...at, filters: { project: 'acme', agent: 'coder' } })).toBe(true);
    expect(isHistoryStep(at, { ...at, filters: { ...at.filters } })).toBe(false);
    const typed = { text: 'deplo', caseSensitive: false, regex: false };
    expect(isHistoryStep(at, { ...at, search: typed })).toBe(false);
  });
});
