// Search across every session: results grouped by session, each hit a snippet with the match
// marked (drawn as text: trace text is untrusted). A hit opens its session at that record with
// the same search applied.
import { formatCount } from '../common/format';
import { useT } from '../i18n/language-store';
import { MARK_CLASS } from '../search/mark-class';
import type { SessionHits } from '../../library/search-result';
import { withoutAnsi } from '../tools/ansi';
import { codeLabel } from './code-label';
import { useLibraryStore } from './library-store';
import { openLibrarySession } from './open-session';
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

function SessionResult({ session }: { session: SessionHits }) {
  const search = useLibraryStore((s) => s.view.search);
  const kinds = useT().library.search.kinds;
  return (
    <li data-testid="library-hit-session" data-session-id={session.session_id} className="py-2">
      <div className="flex items-baseline gap-2 px-3">
        <span className="truncate text-sm font-medium">{session.title ?? session.session_id}</span>
        <span className="shrink-0 text-xs text-fg-muted">
          {[session.project, session.agent, (session.started_at ?? '').slice(0, 10)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className="ml-auto shrink-0 text-xs text-fg-muted tabular-nums">
          {formatCount(session.occurrences)}
        </span>
      </div>
      <ul>
        {session.hits.map((hit) => (
          <li key={`${hit.kind}:${hit.ordinal}`}>
            <button
              type="button"
              data-testid="library-hit"
              data-session-id={session.session_id}
              data-record={hit.record ?? ''}
              onClick={() =>
                void openLibrarySession(session.session_id, {
                  ...(hit.record !== null ? { record: hit.record } : {}),
                  search,
                })
              }
              className="flex w-full items-baseline gap-2 px-3 py-0.5 text-left text-xs hover:bg-raised-soft"
            >
              <span className="w-16 shrink-0 text-fg-muted">{codeLabel(kinds, hit.kind)}</span>
              <span className="min-w-0 truncate font-mono text-fg-soft">
                {hit.snippet.map((part, i) =>
                  part.match ? (
                    <mark key={i} className={MARK_CLASS}>
                      {part.text}
                    </mark>
                  ) : (
                    <span key={i}>{withoutAnsi(part.text).replace(/\s+/g, ' ')}</span>
                  ),
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function LibrarySearch({ generation }: { generation: number }) {
  const search = useLibraryStore((s) => s.view.search);
  const setView = useLibraryStore((s) => s.setView);
  const { result, searching, error } = useLibrarySearch(search, generation);
  const set = (patch: Partial<typeof search>) => setView({ search: { ...search, ...patch } });
  const problem = error ?? result?.error ?? null;
  const words = useT().library.search;
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
          aria-pressed={search.regex}
          title={words.regex}
          onClick={() => set({ regex: !search.regex })}
          className={`${TOGGLE} ${search.regex ? 'bg-indigo-600 text-white' : 'text-fg-muted'}`}
        >
          .*
        </button>
        {result && problem === null && (
          <span
            data-testid="library-hit-count"
            data-count={result.occurrences}
            className="text-xs text-fg-muted tabular-nums"
          >
            {words.count(result.occurrences, result.sessions)}
            {result.partial ? words.partial : ''}
            {searching ? ' …' : ''}
          </span>
        )}
      </div>
      {problem !== null && (
        <p role="alert" className="px-3 py-2 text-xs text-danger">
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
          <SessionResult key={s.session_id} session={s} />
        ))}
      </ul>
    </div>
  );
}
