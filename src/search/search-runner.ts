// The whole of the search worker, kept outside the worker file so it runs anywhere. Updates
// and queries arrive in order; after an update the last query runs again, so a growing live
// stream keeps its count current.
import { compileQuery, type SearchQuery } from './matcher';
import { EMPTY_RESULT, SearchIndex } from './search-index';
import type { SearchRequest, SearchResponse } from './worker-protocol';

export function createSearchRunner(post: (message: SearchResponse) => void) {
  const index = new SearchIndex();
  let last: { query: SearchQuery; seq: number } | null = null;

  const run = () => {
    if (!last) return;
    const compiled = compileQuery(last.query);
    if (compiled && !compiled.ok) post({ type: 'invalid', seq: last.seq, error: compiled.error });
    else
      post({
        type: 'result',
        seq: last.seq,
        result: compiled ? index.search(compiled.regex) : EMPTY_RESULT,
      });
  };

  return (request: SearchRequest): void => {
    if (request.type === 'query') {
      last = { query: request.query, seq: request.seq };
    } else {
      index.apply(request);
      // Counted once the whole of a large first feed is in, not once per part of it.
      if (request.more || !last || last.query.text === '') return;
    }
    run();
  };
}
