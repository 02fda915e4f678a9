import type { IndexUpdate } from './index-feed';
import type { SearchQuery } from './matcher';
import type { PackedEntries } from './packed-entries';
import type { SearchResult } from './search-index';

export type SearchRequest =
  /** An IndexUpdate with its entries packed (packed-entries.ts). */
  | ({ type: 'update' } & Omit<IndexUpdate, 'entries'> & { entries: PackedEntries })
  /** The files long outputs were left in, by nonce (ingest/kept-files.ts): the worker reads them. */
  | { type: 'files'; files: [string, Blob][] }
  /**
   * The port the updates arrive on instead, straight from the worker holding the trace
   * (`engine=worker`, trace-worker/search-feed.ts): the texts do not pass through the page.
   */
  | { type: 'feed'; port: MessagePort }
  /** `seq` names the answer, so a late one for an older query is dropped. */
  | { type: 'query'; query: SearchQuery; seq: number };

export type SearchResponse =
  | { type: 'result'; seq: number; result: SearchResult }
  | { type: 'invalid'; seq: number; error: string }
  /** An item took longer than its budget: the count stopped there. */
  | { type: 'too-slow'; seq: number }
  /** Still counting: the page's watchdog leaves a worker alone while these come. */
  | { type: 'progress'; seq: number }
  /** Loaded and listening: until then silence is the page fetching and compiling it. */
  | { type: 'ready'; seq: 0 };

/** What arrives on a feed port: the updates alone. */
export type FeedUpdate = Extract<SearchRequest, { type: 'update' }>;
