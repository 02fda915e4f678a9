import { useEffect, useState } from 'react';
import type { SearchQuery } from '../../search/matcher';
import type { LibrarySearchResult } from '../../library/search-result';
import { fetchLibrary } from './library-client';
import { searchParamsOf } from './search-params';

const SETTLE_MS = 250;

interface Answer {
  key: string;
  /** The query the result answers: what its groups page and open with, whatever is typed since. */
  query: SearchQuery;
  result: LibrarySearchResult | null;
  error: string | null;
}

/** The search across sessions for `q`, asked once typing pauses; again when the index changes. */
export function useLibrarySearch(
  q: SearchQuery,
  generation: number,
): {
  result: LibrarySearchResult | null;
  answered: SearchQuery;
  searching: boolean;
  error: string | null;
} {
  const { text, caseSensitive, regex } = q;
  const key = JSON.stringify([text, caseSensitive, regex, generation]);
  const [answer, setAnswer] = useState<Answer>({ key: '', query: q, result: null, error: null });
  useEffect(() => {
    if (text === '') return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const query = { text, caseSensitive, regex };
      fetchLibrary<LibrarySearchResult>('search', searchParamsOf(query), abort.signal).then(
        (result) => setAnswer({ key, query, result, error: null }),
        (e: unknown) => {
          if (!abort.signal.aborted)
            setAnswer({
              key,
              query,
              result: null,
              error: e instanceof Error ? e.message : String(e),
            });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key, text, caseSensitive, regex]);
  if (text === '') return { result: null, answered: q, searching: false, error: null };
  return {
    result: answer.result,
    answered: answer.query,
    searching: answer.key !== key,
    error: answer.error,
  };
}
