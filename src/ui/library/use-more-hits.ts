// A search group's hits past the first few the search listed, asked for when the reader wants
// them: a page at a time, of that one session, for the same query. A new answer of the same query
// (the index changed under a live library) keeps what the reader listed, asked again of the new
// index; another query is a new group, and starts again from its own first hits.
import { useEffect, useState } from 'react';
import type { LibrarySearchResult, SearchHit, SessionHits } from '../../library/search-result';
import type { SearchQuery } from '../../search/matcher';
import { fetchLibrary, fetchRange } from './library-client';
import { searchParamsOf } from './search-params';

/** Hits asked for at once: the most the server lists per session. */
export const MORE_PAGE = 50;

interface Loaded {
  /** The answer these hits follow, and the session and query it is of. */
  of: SessionHits;
  key: string;
  hits: readonly SearchHit[];
  loading: boolean;
  error: string | null;
  /** A page came back short: the session holds no more, whatever its total said before. */
  exhausted: boolean;
  /** Hits to ask again of a new answer (the index changed), 0 once asked. */
  again: number;
}

export interface MoreHits {
  hits: readonly SearchHit[];
  /** Hits the session holds beyond `hits`. */
  rest: number;
  loading: boolean;
  error: string | null;
  more(): void;
}

/** `count` of `session`'s hits from `offset`, a page at a time; fewer when it holds no more. */
async function hitsFrom(
  session: SessionHits,
  q: SearchQuery,
  offset: number,
  count: number,
): Promise<SearchHit[]> {
  const page = (at: number, limit: number) => {
    const params = searchParamsOf(q);
    params.set('session', session.session_id);
    params.set('offset', String(at));
    params.set('hits', String(limit));
    return fetchLibrary<LibrarySearchResult>('search', params);
  };
  const got = await fetchRange(page, (r) => r.results[0]?.hits ?? [], offset, count, MORE_PAGE);
  return got.items;
}

export function useMoreHits(session: SessionHits, q: SearchQuery): MoreHits {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${session.session_id}\n${searchParamsOf(q).toString()}`;
  const mine = loaded?.key === key ? loaded : null;
  // The index changed: the hits listed beyond the first few are asked again of the new answer,
  // those listed shown meanwhile (set while drawing, so the group never shows collapsed).
  if (mine !== null && mine.of !== session && mine.hits.length > 0)
    setLoaded({ ...mine, of: session, loading: true, error: null, again: mine.hits.length });
  const extra = mine?.of === session ? mine.hits : [];
  const hits = [...session.hits, ...extra];

  /** `count` hits from `offset`, listed after `keep`, into the group of `session` only. */
  const fetchInto = (offset: number, count: number, keep: readonly SearchHit[]) =>
    hitsFrom(session, q, offset, count).then(
      (page) =>
        setLoaded((l) =>
          l?.of === session
            ? {
                ...l,
                hits: [...keep, ...page],
                loading: false,
                exhausted: page.length < count,
                again: 0,
              }
            : l,
        ),
      (e: unknown) =>
        setLoaded((l) =>
          l?.of === session
            ? { ...l, loading: false, error: e instanceof Error ? e.message : String(e), again: 0 }
            : l,
        ),
    );
  const again = mine?.of === session ? mine.again : 0;
  useEffect(() => {
    if (again > 0) void fetchInto(session.hits.length, again, []);
    // Once per new answer: `fetchInto` is of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, again]);

  return {
    hits,
    rest: mine?.of === session && mine.exhausted ? 0 : Math.max(0, session.hitTotal - hits.length),
    loading: mine?.loading ?? false,
    error: mine?.error ?? null,
    more() {
      if (mine?.loading) return;
      setLoaded({
        of: session,
        key,
        hits: extra,
        loading: true,
        error: null,
        exhausted: false,
        again: 0,
      });
      void fetchInto(hits.length, MORE_PAGE, extra);
    },
  };
}
