// What the page's URL says: the source of the document on screen (so a reload or another
// browser opens it again) and what the reader looks at in it. Pure both ways; the startup
// reads the source part itself (startup.ts, which also reports bad values).
import type { SearchQuery } from '../../search/matcher';

export type UrlSource =
  | { kind: 'trace'; urls: readonly string[] }
  | { kind: 'sse'; url: string }
  | { kind: 'replay'; url: string; speed: number }
  /** base '' = this page's origin (`serve --proxy`). */
  | { kind: 'penguin'; base: string; sessionId: string }
  /** Files from disk or pasted text: named only, a URL cannot open them again. */
  | { kind: 'local'; name: string };

export interface UrlView {
  /** The child session shown full-width ('' or absent = the main session). */
  focus?: string;
  /** The selected record, as `recordRef` names it. */
  record?: string;
  search?: SearchQuery;
  /**
   * The filters of the document, one param each, written as `filter.<name>=<value>`
   * (filter-params.ts maps the document's filters to these and back).
   */
  filters?: Readonly<Record<string, string>>;
}

export interface UrlState {
  source: UrlSource | null;
  view: UrlView;
}

const FILTER = 'filter.';

function addSource(p: URLSearchParams, source: UrlSource): void {
  switch (source.kind) {
    case 'trace':
      for (const url of source.urls) p.append('trace', url);
      return;
    case 'sse':
      p.set('sse', source.url);
      return;
    case 'replay':
      p.set('replay', source.url);
      if (source.speed !== 1) p.set('speed', String(source.speed));
      return;
    case 'penguin':
      if (source.base !== '') p.set('server', source.base);
      p.set('session', source.sessionId);
      return;
    case 'local':
      p.set('file', source.name);
  }
}

export function toSearchParams({ source, view }: UrlState): URLSearchParams {
  const p = new URLSearchParams();
  if (source) addSource(p, source);
  if (view.focus) p.set('focus', view.focus);
  if (view.record !== undefined) p.set('record', view.record);
  if (view.search && view.search.text !== '') {
    p.set('q', view.search.text);
    if (view.search.caseSensitive) p.set('case', '1');
    if (view.search.regex) p.set('regex', '1');
  }
  for (const [name, value] of Object.entries(view.filters ?? {})) p.set(FILTER + name, value);
  return p;
}

/** The query string of `state` ('' when empty), as `location.search` holds it. */
export function toSearch(state: UrlState): string {
  const s = toSearchParams(state).toString();
  return s === '' ? '' : `?${s}`;
}

export function viewOf(params: URLSearchParams): UrlView {
  const view: UrlView = {};
  const focus = params.get('focus');
  if (focus) view.focus = focus;
  const record = params.get('record');
  if (record !== null && record !== '') view.record = record;
  const q = params.get('q');
  if (q !== null && q !== '')
    view.search = {
      text: q,
      caseSensitive: params.get('case') === '1',
      regex: params.get('regex') === '1',
    };
  const filters: Record<string, string> = {};
  for (const [key, value] of params)
    if (key.startsWith(FILTER) && key.length > FILTER.length)
      filters[key.slice(FILTER.length)] = value;
  if (Object.keys(filters).length > 0) view.filters = filters;
  return view;
}

/** The dropped file a URL names (`?file=`): it must be opened again by hand. */
export const localNameOf = (params: URLSearchParams): string | null => params.get('file') || null;
