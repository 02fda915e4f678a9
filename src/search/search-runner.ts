// The whole of the search worker, kept outside the worker file so it runs anywhere. Updates
// and queries arrive in order; after an update the last query runs again, so a growing live
// stream keeps its count current. Long outputs left in their file arrive as references: their
// text is read from the file as soon as their update arrives, and the update is applied, in its
// turn, once it is read.
import { keepFileAs, readKeptValues } from '../ingest/kept-files';
import { keptTextOf, keptValueOf, type KeptValue } from '../protocol/kept-value';
import type { IndexUpdate } from './index-feed';
import type { SearchField } from './item-text';
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
  /** A large first feed is still arriving in parts: a count now would be of part of the trace. */
  let feeding = false;

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

  let readTold = now();
  /** Between slices of a long read: the page must hear the query is still being answered. */
  const reading = () => {
    if (!last || last.query.text === '' || now() - readTold < PROGRESS_MS) return;
    readTold = now();
    post({ type: 'progress', seq: last.seq });
  };

  const handleNow = (request: Exclude<SearchRequest, { type: 'files' }>): void => {
    if (request.type === 'query') {
      last = { query: request.query, seq: request.seq };
    } else {
      index.apply(request);
      feeding = request.more;
      if (!last || last.query.text === '') return;
    }
    // Counted once the whole of a large first feed is in, not once per part of it.
    if (feeding && last.query.text !== '') post({ type: 'progress', seq: last.seq });
    else run();
  };
  let chain: Promise<void> | null = null;
  return (request: SearchRequest): void => {
    if (request.type === 'files') {
      // Known before the reads of the updates after it start, which is at once.
      for (const [nonce, file] of request.files) keepFileAs(nonce, file);
      return;
    }
    // Read at once, while earlier updates are still read or counted; applied in order.
    const reads = request.type === 'update' ? readKeptFields(request, reading) : null;
    const step = () => (reads ? reads.then(() => handleNow(request)) : handleNow(request));
    const next = chain ? chain.then(step) : step();
    if (!next) return;
    chain = next;
    void next.then(() => {
      if (chain === next) chain = null;
    });
  };
}

/** Reads the kept texts of `update`'s fields into them; null when it holds none. */
function readKeptFields(update: IndexUpdate, after: () => void): Promise<void> | null {
  const fields: SearchField[] = [];
  const refs: KeptValue[] = [];
  for (const [, entry] of update.entries)
    for (const field of entry) {
      const kept = keptValueOf(field.text);
      if (kept && keptTextOf(kept)) {
        fields.push(field);
        refs.push(kept);
      }
    }
  if (refs.length === 0) return null;
  return readKeptValues(refs, after).then((values) =>
    values.forEach((value, i) => {
      const field = fields[i] as SearchField;
      // Unreadable (the file changed or is gone): its preview is all that can be searched.
      field.text = value ?? keptTextOf(refs[i] as KeptValue)?.preview ?? '';
    }),
  );
}
