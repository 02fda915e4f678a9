// The find bar over the conversation: the query, its options, how many matches, and the way
// from one to the next. Enter / Shift+Enter step through them; Esc closes.
import { useEffect, useRef } from 'react';
import { useSearchApi, useSearchStore } from './search-store';
import { useStepMatch } from './use-step-match';
import { SearchCount } from './search-count';
import { SearchToggle } from './search-toggle';
import { useFocusBack } from './use-focus-back';
import { FOCUS_RING, ICON_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';
import { regexReasonText } from '../../search/regex-reason';

const BUTTON = `${ICON_BUTTON} size-7 ${FOCUS_RING} disabled:opacity-40`;
// On a phone the field gives up width before the buttons after it wrap to a second line; under
// 360 px they do wrap, or the field kept 92 px at 320, its clear button by the last letters.
const QUERY_FIELD = [
  'h-7 min-w-20 max-[359px]:min-w-32 flex-1 sm:min-w-40 rounded-md border border-line bg-surface px-2 text-sm text-fg',
  'outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
  // The browser's own clear button looked like the bar's ✕ (close) beside it; Esc closes, a new
  // search selects the query to type over, as find bars do.
  '[&::-webkit-search-cancel-button]:hidden',
].join(' ');

/** The usual sign of a case-sensitive search, the same in every language (its label says it). */
const CASE_SIGN = 'Aa';

export function SearchBar() {
  const t = useT().search;
  const open = useSearchStore((s) => s.open);
  const query = useSearchStore((s) => s.query);
  const error = useSearchStore((s) => s.error);
  const stopped = useSearchStore((s) => s.stopped);
  const total = useSearchStore((s) => s.result.total);
  const focusNonce = useSearchStore((s) => s.focusNonce);
  const due = useSearchStore((s) => (s.settled ? s.queued : null));
  const input = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useFocusBack(bar);
  const step = useStepMatch();
  const search = useSearchApi();
  useEffect(() => {
    if (open) input.current?.select();
  }, [open, focusNonce]);
  // A step asked for while the worker counted is taken once it has answered.
  useEffect(() => {
    if (due === null) return;
    search.getState().queueStep(null);
    step(due);
  }, [due, search, step]);
  if (!open) return null;
  const { setQuery, close } = search.getState();
  return (
    <div
      ref={bar}
      role="search"
      data-testid="search-bar"
      className="flex flex-wrap items-center gap-1 border-b border-line px-2 py-1.5 sm:gap-1.5 sm:px-5"
    >
      <input
        ref={input}
        type="search"
        data-testid="search-input"
        aria-label={t.input}
        aria-invalid={error !== null}
        placeholder={t.placeholder}
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
        label={t.matchCase}
        pressed={query.caseSensitive}
        onClick={() => setQuery({ caseSensitive: !query.caseSensitive })}
      >
        {CASE_SIGN}
      </SearchToggle>
      <SearchToggle
        testId="search-regex"
        label={t.regex}
        pressed={query.regex}
        onClick={() => setQuery({ regex: !query.regex })}
      >
        .*
      </SearchToggle>
      <SearchCount />
      <button
        type="button"
        data-testid="search-prev"
        aria-label={t.previous}
        title={t.previous}
        disabled={total === 0}
        onClick={() => step(true)}
        className={BUTTON}
      >
        ↑
      </button>
      <button
        type="button"
        data-testid="search-next"
        aria-label={t.next}
        title={t.next}
        disabled={total === 0}
        onClick={() => step(false)}
        className={BUTTON}
      >
        ↓
      </button>
      <button
        type="button"
        data-testid="search-close"
        aria-label={t.close}
        title={t.close}
        onClick={close}
        className={BUTTON}
      >
        ✕
      </button>
      {error !== null ? (
        <p data-testid="search-error" role="alert" className="w-full text-xs text-danger">
          {t.invalid} {regexReasonText(error, t.reason)}
        </p>
      ) : stopped !== null ? (
        <p data-testid="search-stopped" role="alert" className="w-full text-xs text-danger">
          {t.stopped[stopped]}
        </p>
      ) : null}
    </div>
  );
}
