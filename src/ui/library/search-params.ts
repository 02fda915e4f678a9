import type { SearchQuery } from '../../search/matcher';

/** The search route's parameters for `q`, as the server reads them (search-query.ts). */
export function searchParamsOf(q: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ q: q.text });
  if (q.caseSensitive) params.set('case', '1');
  if (q.regex) params.set('regex', '1');
  return params;
}
