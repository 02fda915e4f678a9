import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type Filters } from '../../store/filters/filter-state';
import { filterParams, filtersOfParams } from './filter-params';
import { toSearch, viewOf } from './url-state';

const filters: Filters = {
  ...NO_FILTERS,
  kinds: new Set(['tools', 'messages'] as const),
  statuses: new Set(['denied'] as const),
  tools: new Set(['exec_command', 'odd,name']),
  sessions: new Set(['', 'session-a/session-b']),
};

describe('filters in the URL', () => {
  it('survive a round trip through the page URL', () => {
    const search = toSearch({ source: null, view: { filters: filterParams(filters) } });
    expect(search).toContain('filter.kinds=tools%2Cmessages');
    const back = filtersOfParams(viewOf(new URLSearchParams(search)).filters ?? {});
    expect(back).toEqual(filters);
  });

  it('writes nothing when nothing is filtered', () => {
    expect(filterParams(NO_FILTERS)).toEqual({});
  });

  it('drops values a dimension does not have', () => {
    const f = filtersOfParams({ kinds: 'tools,bogus', statuses: 'maybe', roles: '' });
    expect([...f.kinds]).toEqual(['tools']);
    expect(f.statuses.size).toBe(0);
    expect(f.roles.size).toBe(0);
  });
});
