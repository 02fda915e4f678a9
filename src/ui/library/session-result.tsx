// One session's group of search hits: each a snippet with the match marked (drawn as text:
// trace text is untrusted) that opens the session at its record with the same search applied.
// The group lists the session's first hits and says how many more it holds; **Show all** (or the
// next page of a long list) lists them in place.
import { useEffect, useRef } from 'react';
import { formatCount } from '../common/format';
import { revealInvisible } from '../common/invisible-chars';
import { VisibleText } from '../common/visible-text';
import { HitSnippet } from './hit-snippet';
import { useT } from '../i18n/language-store';
import type { SessionHits } from '../../library/search-result';
import { codeLabel } from './code-label';
import type { SearchQuery } from '../../search/matcher';
import { openLibrarySession } from './open-session';
import { MORE_PAGE, useMoreHits } from './use-more-hits';

const HIT = 'flex w-full items-baseline gap-2 px-3 py-0.5 text-left text-xs hover:bg-raised-soft';
const MORE =
  'rounded px-1 text-accent hover:underline disabled:text-fg-muted disabled:no-underline';

/** `query`: the one `session`'s hits answer, not what is typed since (shown until answered). */
export function SessionResult({
  session,
  query: search,
}: {
  session: SessionHits;
  query: SearchQuery;
}) {
  const words = useT().library.search;
  const { hits, rest, loading, error, more } = useMoreHits(session, search);
  const list = useRef<HTMLUListElement>(null);
  // The button goes once the last hits are listed: the keyboard carries on from the first new one.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || at >= hits.length) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLElement>('[data-testid=library-hit]')[at]?.focus();
  }, [hits.length]);
  return (
    <li data-testid="library-hit-session" data-session-id={session.session_id} className="py-2">
      <div className="flex items-baseline gap-2 px-3">
        <span
          className="truncate text-sm font-medium"
          title={revealInvisible(session.title ?? session.session_id)}
        >
          <VisibleText text={session.title ?? session.session_id} />
        </span>
        <span className="shrink-0 text-xs text-fg-muted">
          <VisibleText
            text={[session.project, session.agent, (session.started_at ?? '').slice(0, 10)]
              .filter(Boolean)
              .join(' · ')}
          />
        </span>
        <span className="ml-auto shrink-0 text-xs text-fg-muted tabular-nums">
          {formatCount(session.occurrences)}
        </span>
      </div>
      <ul ref={list}>
        {hits.map((hit) => (
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
              className={HIT}
            >
              <span className="w-16 shrink-0 text-fg-muted">
                {codeLabel(words.kinds, hit.kind)}
              </span>
              <HitSnippet parts={hit.snippet} />
            </button>
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <div className="flex items-baseline gap-2 px-3 pt-1 text-xs">
          <span data-testid="library-hit-rest" data-rest={rest} className="text-fg-muted">
            {words.rest(rest)}
          </span>
          <button
            type="button"
            data-testid="library-hit-more"
            disabled={loading}
            onClick={() => {
              focusAt.current = hits.length;
              more();
            }}
            className={MORE}
          >
            {loading
              ? words.loadingMore
              : rest > MORE_PAGE
                ? words.showNext(MORE_PAGE)
                : words.showAll}
          </button>
        </div>
      )}
      {error !== null && (
        <p role="alert" className="px-3 pt-1 text-xs text-danger">
          {words.moreFailed(error)}
        </p>
      )}
    </li>
  );
}
