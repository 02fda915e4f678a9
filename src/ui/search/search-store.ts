// The search of one document, kept while another tab is on screen: what is asked, what the worker answered, which match
// the reader is on. The compiled matcher is kept here so every row highlights with the same
// one the worker counted with, and only once the worker counted with it in time: a pattern too
// slow for the worker never runs on the page.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { docPart, useDocPart, useDocPartState } from '../../docs/doc-part';
import { compileQuery, type SearchQuery, type TextMatcher } from '../../search/matcher';
import type { MatchSpot } from '../../search/match-at';
import { EMPTY_RESULT, type SearchResult } from '../../search/search-index';

/** Why a search has no count: its pattern ran over budget, or its worker died. */
export type SearchStop = 'too-slow' | 'failed';

/** What the worker said about the latest query. */
export type SearchAnswer = SearchResult | { error: string } | { stopped: SearchStop };

export interface SearchState {
  open: boolean;
  query: SearchQuery;
  /** The latest query compiled, while the worker has not yet counted with it. */
  pending: TextMatcher | null;
  /** What rows highlight with: null while closed, empty, invalid, uncounted or stopped. */
  matcher: TextMatcher | null;
  /** Why the expression is not valid, if it is not. */
  error: string | null;
  stopped: SearchStop | null;
  result: SearchResult;
  /** The worker has answered the latest query. */
  settled: boolean;
  current: number | null;
  /** Where the current match is: its row marks it. */
  spot: MatchSpot | null;
  /** A step asked for (Enter, `n` / `N`) before the worker answered: `back`, taken once it does. */
  queued: boolean | null;
  /** Bumped by each request to focus the input (`/`, Ctrl+F), even while it is open. */
  focusNonce: number;
  show(): void;
  close(): void;
  setQuery(patch: Partial<SearchQuery>): void;
  answer(answer: SearchAnswer): void;
  setCurrent(k: number | null, spot?: MatchSpot): void;
  queueStep(back: boolean | null): void;
}

const compiled = (query: SearchQuery, open: boolean) => {
  const c = open ? compileQuery(query) : null;
  return {
    pending: c?.ok ? c.matcher : null,
    matcher: null,
    error: c && !c.ok ? c.error : null,
    stopped: null,
  };
};

export const createSearchStore = (): StoreApi<SearchState> =>
  createStore<SearchState>()((set, get) => ({
    open: false,
    query: { text: '', caseSensitive: false, regex: false },
    pending: null,
    matcher: null,
    error: null,
    stopped: null,
    result: EMPTY_RESULT,
    settled: true,
    current: null,
    spot: null,
    queued: null,
    focusNonce: 0,
    // Opening starts a new worker: the count is pending until it answers.
    show: () =>
      set((s) =>
        s.open
          ? { focusNonce: s.focusNonce + 1 }
          : {
              open: true,
              focusNonce: s.focusNonce + 1,
              settled: s.query.text === '',
              ...compiled(s.query, true),
            },
      ),
    close: () =>
      set({
        open: false,
        pending: null,
        matcher: null,
        error: null,
        stopped: null,
        result: EMPTY_RESULT,
        current: null,
        spot: null,
        queued: null,
      }),
    // The count of the last query is not this one's: it is gone until the worker answers, so
    // nothing reads or steps through another query's matches meanwhile.
    setQuery: (patch) => {
      const query = { ...get().query, ...patch };
      set({
        query,
        result: EMPTY_RESULT,
        current: null,
        spot: null,
        queued: null,
        settled: query.text === '',
        ...compiled(query, get().open),
      });
    },
    answer: (a) =>
      set((s) => {
        if ('error' in a) return { result: EMPTY_RESULT, error: a.error, settled: true };
        if ('stopped' in a)
          return {
            result: EMPTY_RESULT,
            matcher: null,
            stopped: a.stopped,
            settled: true,
            current: null,
            spot: null,
          };
        return {
          result: a,
          matcher: s.matcher ?? s.pending,
          settled: true,
          ...(s.current !== null && s.current >= a.total ? { current: null, spot: null } : {}),
        };
      }),
    setCurrent: (current, spot) => set({ current, spot: spot ?? null }),
    queueStep: (queued) => set({ queued }),
  }));

export const searchStore = docPart(createSearchStore);

/** One value of the search of the document around the component. */
export const useSearchStore = <T>(selector: (s: SearchState) => T): T =>
  useDocPartState(searchStore, selector);

/** The search store of the document around the component, for handlers. */
export const useSearchApi = (): StoreApi<SearchState> => useDocPart(searchStore);
