// The whole of the search worker, kept outside the worker file so it runs anywhere. Updates
// and queries arrive in order; after an update the last query runs again, so a growing live
// stream keeps its count current. Long outputs left in their file arrive as references: a query
// reads them back and counts them (kept-counts.ts), shared out among counters on threads of their
// own when the worker was given some (kept-counter-pool.ts), and a newer query stops that read.
import { keepFileAs } from '../ingest/kept-files';
import type { KeptCounterPool } from './kept-counter-pool';
import { KeptCounts, type KeptCountEnd } from './kept-counts';
import { compileQuery, type SearchQuery } from './matcher';
import { unpackEntries } from './packed-entries';
import { SearchIndex, TOO_SLOW, type SearchWatch } from './search-index';
import type { FeedUpdate, SearchRequest, SearchResponse } from './worker-protocol';

/** How often a long count says it is still going. */
export const PROGRESS_MS = 250;

export interface RunnerOptions {
  now?: () => number;
  /** Counters for the outputs kept in their file; without, this realm counts them. */
  counters?: KeptCounterPool;
}

export function createSearchRunner(
  post: (message: SearchResponse) => void,
  { now = () => performance.now(), counters }: RunnerOptions = {},
) {
  const index = new SearchIndex();
  const kept = new KeptCounts(counters);
  /** The newest query asked, though requests before it may still be waiting their turn. */
  let wanted = 0;
  let last: { query: SearchQuery; seq: number } | null = null;
  /** A large first feed is still arriving in parts: a count now would be of part of the trace. */
  let feeding = false;

  const run = (): Promise<void> | void => {
    if (!last) return;
    const { seq } = last;
    const compiled = compileQuery(last.query);
    if (compiled && !compiled.ok) {
      post({ type: 'invalid', seq, error: compiled.error });
      return;
    }
    const matcher = compiled?.matcher ?? null;
    let told = now();
    /** Counting the texts held here says it is still going, or the page ends this worker. */
    const watch: SearchWatch = {
      now,
      counted: () => {
        if (now() - told < PROGRESS_MS) return;
        told = now();
        post({ type: 'progress', seq });
      },
    };
    /** An item counted ahead took longer than its budget: said once, not timed again. */
    let tooSlow = false;
    const answer = (read: KeptCountEnd) => {
      if (read === 'stopped' || tooSlow) return;
      if (read === 'too-slow') return post({ type: 'too-slow', seq });
      const result = index.search(matcher, watch, kept.known);
      post(result === TOO_SLOW ? { type: 'too-slow', seq } : { type: 'result', seq, result });
    };
    const read = matcher
      ? kept.count(last.query, matcher, {
          now,
          stopped: () => wanted !== seq,
          after: reading,
        })
      : 'done';
    if (typeof read === 'string') return answer(read);
    // While the counters read the kept outputs back, this thread counts the texts it holds: a
    // gigabyte's took 0.15–0.25 s after the kept ones, when this thread had nothing to do. Not
    // for a query a newer one replaced while it waited its turn (one is sent per keystroke).
    if (matcher && wanted === seq && index.countAhead(matcher, kept.holds, watch) === TOO_SLOW) {
      tooSlow = true;
      post({ type: 'too-slow', seq });
    }
    return read.then(answer);
  };

  let readTold = now();
  /** Between slices of a long read: the page must hear the query is still being answered. */
  const reading = () => {
    if (!last || last.query.text === '' || now() - readTold < PROGRESS_MS) return;
    readTold = now();
    post({ type: 'progress', seq: last.seq });
  };

  const handle = (request: Exclude<SearchRequest, { type: 'feed' }>): Promise<void> | void => {
    if (request.type === 'files') {
      for (const [nonce, file] of request.files) keepFileAs(nonce, file);
      counters?.files(request.files);
      return;
    }
    if (request.type === 'query') {
      last = { query: request.query, seq: request.seq };
    } else {
      const update = { ...request, entries: unpackEntries(request.entries) };
      index.apply(update);
      kept.note(update);
      feeding = request.more;
      if (!last || last.query.text === '') return;
    }
    // Counted once the whole of a large first feed is in, not once per part of it. An update
    // counted again says so first: fed from a trace worker, the page did not see it go by, and
    // only this tells it a count is under way that must end (its watchdog).
    if (feeding && last.query.text !== '') {
      post({ type: 'progress', seq: last.seq });
      return;
    }
    if (request.type === 'update') post({ type: 'progress', seq: last.seq });
    return run();
  };
  let chain: Promise<void> | null = null;
  /** The port a trace worker feeds the updates through, if it does (one at a time). */
  let feedPort: MessagePort | null = null;
  const take = (request: SearchRequest): void => {
    if (request.type === 'feed') {
      feedPort?.close();
      feedPort = request.port;
      feedPort.onmessage = ({ data }: MessageEvent<FeedUpdate>) => take(data);
      return;
    }
    if (request.type === 'query') wanted = request.seq;
    const next = chain ? chain.then(() => handle(request)) : handle(request);
    if (!next) return;
    chain = next;
    void next.then(() => {
      if (chain === next) chain = null;
    });
  };
  return take;
}
