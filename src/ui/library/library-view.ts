// What the library page's URL says: `?library&tab=sessions|search|stats`, the sort, the filters
// (names the stats tab links to), the search across sessions and the stats chart's choices. Pure
// both ways.
import type { SearchQuery } from '../../search/matcher';
import { chartViewOf, DEFAULT_CHART, setChartParams, type ChartView } from './stats/chart-view';

export const LIBRARY_TABS = ['sessions', 'search', 'stats'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** Filter params of the sessions table, exactly as the URL names them. */
export const FILTER_PARAMS = [
  'project',
  'agent',
  'model',
  'status',
  'from',
  'to',
  'errors',
  'tool',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type LibraryFilters = Partial<Record<FilterParam, string>>;

export interface LibraryView {
  tab: LibraryTab;
  /** A sessions column; absent = newest first. */
  sort?: string;
  desc: boolean;
  filters: LibraryFilters;
  search: SearchQuery;
  chart: ChartView;
}

export const EMPTY_LIBRARY_VIEW: LibraryView = {
  tab: 'sessions',
  desc: false,
  filters: {},
  search: { text: '', caseSensitive: false, regex: false },
  chart: DEFAULT_CHART,
};

const isTab = (t: string | null): t is LibraryTab => LIBRARY_TABS.some((x) => x === t);

/** The view a URL names, or null when it does not ask for the library. */
export function libraryViewOf(params: URLSearchParams): LibraryView | null {
  if (!params.has('library')) return null;
  const tab = params.get('tab');
  const filters: LibraryFilters = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  const sort = params.get('sort');
  return {
    tab: isTab(tab) ? tab : 'sessions',
    ...(sort ? { sort } : {}),
    desc: params.get('desc') === '1',
    filters,
    search: {
      text: params.get('q') ?? '',
      caseSensitive: params.get('case') === '1',
      regex: params.get('regex') === '1',
    },
    chart: chartViewOf(params),
  };
}

/** Params of the filters (and sort) alone: what the sessions route is asked with. */
export function filterParams(view: Pick<LibraryView, 'sort' | 'desc' | 'filters'>) {
  const p = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = view.filters[name];
    if (value !== undefined && value !== '') p.set(name, value);
  }
  if (view.sort) p.set('sort', view.sort);
  if (view.desc) p.set('desc', '1');
  return p;
}

/** `?library&tab=…`: the page's query string for `view`. */
export function librarySearch(view: LibraryView): string {
  const p = new URLSearchParams({ tab: view.tab });
  for (const [k, v] of filterParams(view)) p.set(k, v);
  if (view.search.text !== '') {
    p.set('q', view.search.text);
    if (view.search.caseSensitive) p.set('case', '1');
    if (view.search.regex) p.set('regex', '1');
  }
  setChartParams(p, view.chart);
  return `?library&${p.toString()}`;
}

/**
 * Whether going from `before` to `after` is a step the reader can go back from: another tab, sort
 * or filter. A search typed letter by letter is not (each letter would be an entry).
 */
export function isHistoryStep(before: LibraryView, after: LibraryView): boolean {
  return (
    before.tab !== after.tab || filterParams(before).toString() !== filterParams(after).toString()
  );
}
