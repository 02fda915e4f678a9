// The answer of a search across sessions (`GET /api/library/search`), as the server sends it and
// the library page reads it.
import type { TextPart } from '../search/matcher';

export interface SearchHit {
  kind: string;
  ordinal: number;
  /** The record to open, as the app's record links name it. */
  record: string | null;
  snippet: TextPart[];
}

export interface SessionHits {
  session_id: string;
  title: string | null;
  project: string | null;
  agent: string | null;
  started_at: string | null;
  occurrences: number;
  /** The texts holding those occurrences, each one hit; `hits` lists some of them. */
  hitTotal: number;
  /** The hits from the request's `offset` on, at most its `hits` (the first five by default). */
  hits: SearchHit[];
}

/** Occurrences and sessions are totals; `results` lists the first sessions found. */
export interface LibrarySearchResult {
  occurrences: number;
  sessions: number;
  results: SessionHits[];
  /** The regex scan ran out of time: the totals cover what it read. */
  partial: boolean;
  error?: string;
}
