// The URL state of one document: its source as something a URL can reopen, and the parts of
// its view worth a link. Same-origin URLs are written as paths, so links stay short.
import type { DocSource, SourceStatus } from '../../docs/source-status';
import type { SearchQuery } from '../../search/matcher';
import type { ViewState } from '../../store/view-store';
import { filtering } from '../../store/filters/filter-state';
import { filterParams } from './filter-params';
import type { UrlSource, UrlView } from './url-state';

function shortUrl(url: string, page: string): string {
  try {
    const u = new URL(url, page);
    return u.origin === new URL(page).origin ? `${u.pathname}${u.search}` : u.href;
  } catch {
    return url;
  }
}

export function sourceOfDoc(
  source: DocSource,
  status: SourceStatus,
  page: string,
): UrlSource | null {
  if (status.kind !== 'file') {
    const live = status.connection.source;
    switch (live.kind) {
      case 'sse':
        return { kind: 'sse', url: shortUrl(live.url, page) };
      case 'replay':
        return { kind: 'replay', url: shortUrl(live.url, page), speed: live.speed };
      case 'penguin':
        // The demo is what the server offers a bare URL: naming it would pin one run.
        return live.demo ? null : { kind: 'penguin', base: live.base, sessionId: live.sessionId };
    }
  }
  if (source.urls && source.urls.length > 0)
    return { kind: 'trace', urls: source.urls.map((u) => shortUrl(u, page)) };
  return { kind: 'local', name: source.label };
}

export function viewOfDoc(
  /** The selected row's record, as `recordRef` names it; undefined when none is selected. */
  record: string | undefined,
  view: Pick<ViewState, 'focus' | 'filters'>,
  search: { open: boolean; query: SearchQuery },
): UrlView {
  const out: UrlView = {};
  if (view.focus !== '') out.focus = view.focus;
  if (record !== undefined) out.record = record;
  if (search.open && search.query.text !== '') out.search = search.query;
  if (filtering(view.filters)) out.filters = filterParams(view.filters);
  return out;
}
