// A short list of sessions (the most expensive, the longest, those behind a bar); each opens
// the session itself.
import type { SessionPick } from '../../../library/stats';
import { formatCount, formatDuration, formatTokens } from '../../common/format';
import { revealInvisible } from '../../common/invisible-chars';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { formatCost } from '../../cost/format-cost';
import { useT } from '../../i18n/language-store';
import { sessionHref } from './stats-links';
import { StatsLink } from './stats-link';

export type PickFigure = 'cost' | 'duration' | 'count';

const figureOf = (s: SessionPick, figure: PickFigure, tokens: string): string =>
  figure === 'cost'
    ? `${formatCost(s.cost_usd)} · ${formatTokens(s.total_tokens)} ${tokens}`
    : figure === 'duration'
      ? s.duration_ms === null
        ? '—'
        : formatDuration(s.duration_ms)
      : formatCount(s.count ?? 0);

export function SessionList({
  sessions,
  figure,
  empty,
}: {
  sessions: readonly SessionPick[];
  figure: PickFigure;
  /** What an empty list says, when "no sessions" would not be true. */
  empty?: string;
}) {
  const words = useT().library.stats;
  if (sessions.length === 0)
    return <p className="text-xs text-fg-muted">{empty ?? words.noSessions}</p>;
  return (
    <ol className="flex flex-col text-xs">
      {sessions.map((s) => (
        <li key={s.session_id} data-testid="library-stats-session" data-session-id={s.session_id}>
          <StatsLink
            href={sessionHref(s.session_id)}
            className={`grid grid-cols-[1fr_auto] items-baseline gap-x-2 rounded px-1 py-0.5 hover:bg-raised-soft ${FOCUS_RING}`}
          >
            {/* The title and where it ran on lines of their own: a long title hid the second. */}
            <span
              className="flex min-w-0 flex-col"
              title={revealInvisible(s.title ?? s.session_id)}
            >
              <span className="truncate">
                <VisibleText text={s.title ?? s.session_id} />
              </span>
              <span className="truncate text-[11px] text-fg-muted">
                <VisibleText
                  text={[s.project, s.agent, s.model, s.started_at?.slice(0, 10)]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </span>
            </span>
            <span className="tabular-nums text-fg-soft">
              {figureOf(s, figure, words.tokensShort)}
            </span>
          </StatsLink>
        </li>
      ))}
    </ol>
  );
}
