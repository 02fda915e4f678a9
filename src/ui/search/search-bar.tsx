// The find bar over the conversation: the query, its options, how many matches, and the way
// from one to the next. Enter / Shift+Enter step through them; Esc closes.
import { useEffect, useRef } from 'react';
import { stepMatch } from '../../search/match-at';
import { useSearch, type SearchStop } from './search-store';
import { useGoToMatch } from './use-go-to-match';
import { SearchCount } from './search-count';
import { SearchToggle } from './search-toggle';
import { FOCUS_RING, ICON_BUTTON } from '../common/looks';

const BUTTON = `${ICON_BUTTON} size-7 ${FOCUS_RING} disabled:opacity-40`;
const QUERY_FIELD = [
  'h-7 min-w-40 flex-1 rounded-md border border-line bg-surface px-2 text-sm text-fg',
  'outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
].join(' ');

const STOPPED: Record<SearchStop, string> = {
  'too-slow': 'This pattern is too slow on this trace: the search stopped. Try a simpler one.',
  failed: 'The search stopped: its worker failed. Change the query to try again.',
};

export function SearchBar() {
  const open = useSearch((s) => s.open);
  const query = useSearch((s) => s.query);
  const error = useSearch((s) => s.error);
  const stopped = useSearch((s) => s.stopped);
  const total = useSearch((s) => s.result.total);
  const focusNonce = useSearch((s) => s.focusNonce);
  const input = useRef<HTMLInputElement>(null);
  const goTo = useGoToMatch();
  useEffect(() => {
    if (open) input.current?.select();
  }, [open, focusNonce]);
  if (!open) return null;
  const { setQuery, close } = useSearch.getState();
  const step = (back: boolean) => {
    const s = useSearch.getState();
    const k = stepMatch(s.result.total, s.current, back);
    if (k !== null) goTo(k);
  };
  return (
    <div
      role="search"
      data-testid="search-bar"
      className="flex flex-wrap items-center gap-1.5 border-b border-line px-3 py-1.5 sm:px-5"
    >
      <input
        ref={input}
        type="search"
        data-testid="search-input"
        aria-label="Search the conversation"
        aria-invalid={error !== null}
        placeholder="Search messages, thinking, tools, outputs, errors"
        value={query.text}
        onChange={(e) => setQuery({ text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            step(e.shiftKey);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
        className={QUERY_FIELD}
      />
      <SearchToggle
        testId="search-case"
        label="Match case"
        pressed={query.caseSensitive}
        onClick={() => setQuery({ caseSensitive: !query.caseSensitive })}
      >
        Aa
      </SearchToggle>
      <SearchToggle
        testId="search-regex"
        label="Regular expression"
        pressed={query.regex}
        onClick={() => setQuery({ regex: !query.regex })}
      >
        .*
      </SearchToggle>
      <SearchCount />
      <button
        type="button"
        data-testid="search-prev"
        aria-label="Previous match (Shift+Enter)"
        title="Previous match (Shift+Enter)"
        disabled={total === 0}
        onClick={() => step(true)}
        className={BUTTON}
      >
        ↑
      </button>
      <button
        type="button"
        data-testid="search-next"
        aria-label="Next match (Enter)"
        title="Next match (Enter)"
        disabled={total === 0}
        onClick={() => step(false)}
        className={BUTTON}
      >
        ↓
      </button>
      <button
        type="button"
        data-testid="search-close"
        aria-label="Close search (Esc)"
        title="Close search (Esc)"
        onClick={close}
        className={BUTTON}
      >
        ✕
      </button>
      {error !== null ? (
        <p data-testid="search-error" role="alert" className="w-full text-xs text-danger">
          Invalid regular expression: {error}
        </p>
      ) : stopped !== null ? (
        <p data-testid="search-stopped" role="alert" className="w-full text-xs text-danger">
          {STOPPED[stopped]}
        </p>
      ) : null}
    </div>
  );
}
