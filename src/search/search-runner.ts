// The whole of the search worker, kept outside the worker file so it runs anywhere. Updates
// and queries arrive in order; after an update the last query runs again, so a growing live
// stream keeps its count current.
import { compileQuery, type SearchQuery } from './matcher';
import { EMPTY_RESULT, SearchIndex, TOO_SLOW, type SearchWatch } from './search-index';
import type { SearchRequest, SearchResponse } from './worker-protocol';

/** How often a long count says it is still going. */
export const PROGRESS_MS = 250;

export function createSearchRunner(
  post: (message: SearchResponse) => void,
  now: () => number = () => performance.now(),
) {
  const index = new SearchIndex();
  let last: { query: SearchQuery; seq: number } | null = null;

  const run = () => {
    if (!last) return;
    const { seq } = last;
    const compiled = compileQuery(last.query);
    if (compiled && !compiled.ok) {
      post({ type: 'invalid', seq, error: compiled.error });
      return;
    }
    let told = now();
    const watch: SearchWatch = {
      now,
      counted: () => {
        if (now() - told < PROGRESS_MS) return;
        told = now();
        post({ type: 'progress', seq });
      },
    };
    const result = compiled ? index.search(compiled.matcher, watch) : EMPTY_RESULT;
    post(result === TOO_SLOW ? { type: 'too-slow', seq } : { type: 'result', seq, result });
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
