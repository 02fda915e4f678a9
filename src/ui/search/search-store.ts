// The search of the document on screen: what is asked, what the worker answered, which match
// the reader is on. The compiled expression is kept here so every row highlights with the same
// one the worker counted with.
import { create } from 'zustand';
import { compileQuery, type SearchQuery } from '../../search/matcher';
import type { MatchSpot } from '../../search/match-at';
import { EMPTY_RESULT, type SearchResult } from '../../search/search-index';

export interface SearchState {
  open: boolean;
  query: SearchQuery;
  /** What rows highlight: null while closed, empty or invalid. */
  regex: RegExp | null;
  /** Why the expression is not valid, if it is not. */
  error: string | null;
  result: SearchResult;
  /** The worker has answered the latest query. */
  settled: boolean;
  current: number | null;
  /** Where the current match is: its row marks it. */
  spot: MatchSpot | null;
  /** Bumped by each request to focus the input (`/`, Ctrl+F), even while it is open. */
  focusNonce: number;
  show(): void;
  close(): void;
  setQuery(patch: Partial<SearchQuery>): void;
  answer(result: SearchResult | { error: string }): void;
  setCurrent(k: number | null, spot?: MatchSpot): void;
}

const compiled = (query: SearchQuery, open: boolean) => {
  const c = open ? compileQuery(query) : null;
  return { regex: c?.ok ? c.regex : null, error: c && !c.ok ? c.error : null };
};

export const useSearch = create<SearchState>()((set, get) => ({
  open: false,
  query: { text: '', caseSensitive: false, regex: false },
  regex: null,
  error: null,
  result: EMPTY_RESULT,
  settled: true,
  current: null,
  spot: null,
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
      regex: null,
      error: null,
      result: EMPTY_RESULT,
      current: null,
      spot: null,
    }),
  setQuery: (patch) => {
    const query = { ...get().query, ...patch };
    set({
      query,
      current: null,
      spot: null,
      settled: query.text === '',
      ...compiled(query, get().open),
    });
    if (query.text === '') set({ result: EMPTY_RESULT });
  },
  answer: (r) =>
    set((s) =>
      'error' in r
        ? { result: EMPTY_RESULT, error: r.error, settled: true }
        : {
            result: r,
            settled: true,
            ...(s.current !== null && s.current >= r.total ? { current: null, spot: null } : {}),
          },
    ),
  setCurrent: (current, spot) => set({ current, spot: spot ?? null }),
}));
