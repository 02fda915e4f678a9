// A search group's hits past the first few the search listed, asked for when the reader wants
// them: a page at a time, of that one session, for the same query. A new answer of the search
// (another query, the index changed) is a new group, and starts again from its own first hits.
import { useState } from 'react';
import type { LibrarySearchResult, SearchHit, SessionHits } from '../../library/search-result';
import type { SearchQuery } from '../../search/matcher';
import { fetchLibrary } from './library-client';
import { searchParamsOf } from './search-params';

/** Hits asked for at once: the most the server lists per session. */
export const MORE_PAGE = 50;

interface Loaded {
  of: SessionHits;
  hits: readonly SearchHit[];
  loading: boolean;
  error: string | null;
}

export interface MoreHits {
  hits: readonly SearchHit[];
  /** Hits the session holds beyond `hits`. */
  rest: number;
  loading: boolean;
  error: string | null;
  more(): void;
}

export function useMoreHits(session: SessionHits, q: SearchQuery): MoreHits {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const mine = loaded?.of === session ? loaded : null;
  const hits = mine ? [...session.hits, ...mine.hits] : session.hits;
  const more = () => {
    if (mine?.loading) return;
    const params = searchParamsOf(q);
    params.set('session', session.session_id);
    params.set('offset', String(hits.length));
    params.set('hits', String(MORE_PAGE));
    const now = mine?.hits ?? [];
    setLoaded({ of: session, hits: now, loading: true, error: null });
    fetchLibrary<LibrarySearchResult>('search', params).then(
      (r) =>
        setLoaded((l) =>
          l?.of === session
            ? { ...l, hits: [...now, ...(r.results[0]?.hits ?? [])], loading: false }
            : l,
        ),
      (e: unknown) =>
        setLoaded((l) =>
          l?.of === session
            ? { ...l, loading: false, error: e instanceof Error ? e.message : String(e) }
            : l,
        ),
    );
  };
  return {
    hits,
    rest: Math.max(0, session.hitTotal - hits.length),
    loading: mine?.loading ?? false,
    error: mine?.error ?? null,
    more,
  };
}
