// Search across every session: the query and its options, the totals, and the results grouped by
// session (session-result.tsx).
import { regexReasonText } from '../../search/regex-reason';
import { useT } from '../i18n/language-store';
import { useLibraryStore } from './library-store';
import { SessionResult } from './session-result';
import { useLibrarySearch } from './use-library-search';

const INPUT = [
  'h-7 min-w-0 flex-1 rounded-md bg-surface-raised px-2 text-sm ring-1 ring-line',
  'focus:ring-indigo-500 focus:outline-none',
].join(' ');
/** The case toggle's glyph: a symbol in every language, not a word. */
const CASE_GLYPH = 'Aa';
/** What stands where results would: before a query, and when none matched. */
const NOTE = 'max-w-prose px-3 py-4 text-sm text-fg-muted';
const TOGGLE = 'h-7 rounded-md px-2 font-mono text-xs ring-1 ring-line';

export function LibrarySearch({ generation }: { generation: number }) {
  const search = useLibraryStore((s) => s.view.search);
  const setView = useLibraryStore((s) => s.setView);
  const { result, answered, searching, error } = useLibrarySearch(search, generation);
  const set = (patch: Partial<typeof search>) => setView({ search: { ...search, ...patch } });
  const t = useT();
  const words = t.library.search;
  // The server's reason for a pattern it could not parse is re2js's: said as the find bar says it.
  const invalid = result?.error;
  const problem =
    error ??
    (invalid === undefined
      ? null
      : `${t.search.invalid} ${regexReasonText(invalid, t.search.reason)}`);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        <input
          type="search"
          data-testid="library-search"
          aria-label={words.label}
          placeholder={words.placeholder}
          autoFocus
          value={search.text}
          onChange={(e) => set({ text: e.target.value })}
          className={INPUT}
        />
        <button
          type="button"
          data-testid="library-search-case"
          aria-label={words.matchCase}
          aria-pressed={search.caseSensitive}
          title={words.matchCase}
          onClick={() => set({ caseSensitive: !search.caseSensitive })}
          className={`${TOGGLE} ${search.caseSensitive ? 'bg-indigo-600 text-white' : 'text-fg-muted'}`}
        >
          {CASE_GLYPH}
        </button>
        <button
          type="button"
          data-testid="library-search-regex"
          aria-label={words.regex}
          aria-pressed={search.regex}
          title={words.regex}
          onClick={() => set({ regex: !search.regex })}
          className={`${TOGGLE} ${search.regex ? 'bg-indigo-600 text-white' : 'text-fg-muted'}`}
        >
          .*
        </button>
        {/* Always there, so a screen reader hears each new count as the query changes. */}
        <span role="status" className="text-xs text-fg-muted tabular-nums">
          {result && problem === null && (
            <span data-testid="library-hit-count" data-count={result.occurrences}>
              {words.count(result.occurrences, result.sessions)}
              {result.partial ? words.partial : ''}
              {searching ? ' …' : ''}
            </span>
          )}
        </span>
      </div>
      {problem !== null && (
        <p
          data-testid="library-search-error"
          role="alert"
          className="px-3 py-2 text-xs text-danger"
        >
          {problem}
        </p>
      )}
      {search.text === '' && (
        <p data-testid="library-search-hint" className={NOTE}>
          {words.hint}
        </p>
      )}
      {search.text !== '' && result?.occurrences === 0 && !searching && problem === null && (
        <p data-testid="library-search-none" className={NOTE}>
          {words.none(search.text, search.caseSensitive, search.regex)}
        </p>
      )}
      <ul className="min-h-0 flex-1 divide-y divide-line overflow-auto">
        {result?.results.map((s) => (
          <SessionResult key={s.session_id} session={s} query={answered} />
        ))}
      </ul>
    </div>
  );
}
