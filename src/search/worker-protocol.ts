import type { IndexUpdate } from './index-feed';
import type { SearchQuery } from './matcher';
import type { SearchResult } from './search-index';

export type SearchRequest =
  | ({ type: 'update' } & IndexUpdate)
  /** `seq` names the answer, so a late one for an older query is dropped. */
  | { type: 'query'; query: SearchQuery; seq: number };

export type SearchResponse =
  | { type: 'result'; seq: number; result: SearchResult }
  | { type: 'invalid'; seq: number; error: string };
