import { useEffect, useState } from 'react';
import type { SearchQuery } from '../../search/matcher';
import type { LibrarySearchResult } from '../../library/search-result';
import { fetchLibrary } from './library-client';
import { searchParamsOf } from './search-params';

const SETTLE_MS = 250;

interface Answer {
  key: string;
  result: LibrarySearchResult | null;
  error: string | null;
}

/** The search across sessions for `q`, asked once typing pauses; again when the index changes. */
export function useLibrarySearch(
  q: SearchQuery,
  generation: number,
): { result: LibrarySearchResult | null; searching: boolean; error: string | null } {
  const { text, caseSensitive, regex } = q;
  const key = JSON.stringify([text, caseSensitive, regex, generation]);
  const [answer, setAnswer] = useState<Answer>({ key: '', result: null, error: null });
  useEffect(() => {
    if (text === '') return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchLibrary<LibrarySearchResult>(
        'search',
        searchParamsOf({ text, caseSensitive, regex }),
        abort.signal,
      ).then(
        (result) => setAnswer({ key, result, error: null }),
        (e: unknown) => {
          if (!abort.signal.aborted)
            setAnswer({ key, result: null, error: e instanceof Error ? e.message : String(e) });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key, text, caseSensitive, regex]);
  if (text === '') return { result: null, searching: false, error: null };
  return { result: answer.result, searching: answer.key !== key, error: answer.error };
}
