// Horizontal bars of counts by one label (approvals by decision, retries by cause). A bar opens
// the sessions behind it in a list below, most affected first, a page at a time.
import { useState } from 'react';
import { DRILL_PAGE } from '../../../library/stats';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useT } from '../../i18n/language-store';
import { codeLabel } from '../code-label';
import { filterParams, type LibraryFilters } from '../library-view';
import { SessionList } from './session-list';
import { useDrillSessions } from './use-drill-sessions';

const MORE =
  'rounded px-1 text-accent hover:underline disabled:text-fg-muted disabled:no-underline';

/** Label, bar, figures: one line per bar. */
const BAR_ROW =
  'grid grid-cols-[7rem_1fr_auto] items-center gap-2 rounded px-1 text-left text-xs hover:bg-raised-soft';

const drillParams = (filters: LibraryFilters, kind: string, value: string) => {
  const p = filterParams({ filters, desc: false });
  p.set('kind', kind);
  p.set('value', value);
  return p;
};

export interface CountBar {
  /** The index's code (a decision, a cause): what the bar's sessions are asked by. */
  label: string;
  count: number;
  sessions: number;
}

export function CountBars({
  kind,
  filters,
  generation,
  bars,
  names,
  figures,
  empty,
}: {
  kind: 'approval' | 'retry';
  /** The view's filters: a bar's sessions are those within them, as its figures are. */
  filters: LibraryFilters;
  /** The index's: an open bar lists its sessions again when it moves. */
  generation: number;
  bars: readonly CountBar[];
  /** The words for the bars' codes. */
  names: Readonly<Record<string, string>>;
  /** A bar's count and its sessions, in words. */
  figures: (count: number, sessions: number) => string;
  empty: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const drill = useDrillSessions(
    open === null ? null : drillParams(filters, kind, open),
    generation,
  );
  const words = useT().library.stats;
  if (bars.length === 0) return <p className="text-xs text-fg-muted">{empty}</p>;
  const most = Math.max(...bars.map((b) => b.count));
  return (
    <div className="flex flex-col gap-1">
      {bars.map((b) => (
        <button
          key={b.label}
          type="button"
          data-testid={`library-stats-${kind}`}
          data-label={b.label}
          aria-expanded={open === b.label}
          onClick={() => setOpen(open === b.label ? null : b.label)}
          className={`${BAR_ROW} ${FOCUS_RING}`}
        >
          <span className="truncate font-mono">
            <VisibleText text={codeLabel(names, b.label)} />
          </span>
          <span className="h-2 rounded bg-sunken">
            <span
              className="block h-2 rounded bg-indigo-500"
              style={{ width: `${(b.count / most) * 100}%` }}
            />
          </span>
          <span className="tabular-nums text-fg-soft">{figures(b.count, b.sessions)}</span>
        </button>
      ))}
      {open !== null && (
        <div className="mt-1 max-h-72 overflow-auto border-t border-line-faint pt-1">
          {drill.sessions === null ? (
            <p className="text-xs text-fg-muted">{drill.error ?? words.loading}</p>
          ) : (
            <>
              <SessionList sessions={drill.sessions} figure="count" />
              {drill.rest > 0 && (
                <div className="flex items-baseline gap-2 px-1 pt-1 text-xs">
                  <span
                    data-testid="library-stats-drill-listed"
                    className="text-fg-muted tabular-nums"
                  >
                    {words.listedOf(drill.sessions.length, drill.sessions.length + drill.rest)}
                  </span>
                  <button
                    type="button"
                    data-testid="library-stats-drill-next"
                    disabled={drill.loading}
                    onClick={() => drill.more(DRILL_PAGE)}
                    className={`${MORE} ${FOCUS_RING}`}
                  >
                    {drill.loading
                      ? words.loading
                      : words.showNext(Math.min(DRILL_PAGE, drill.rest))}
                  </button>
                  {drill.rest > DRILL_PAGE && (
                    <button
                      type="button"
                      data-testid="library-stats-drill-all"
                      disabled={drill.loading}
                      onClick={() => drill.more(drill.rest)}
                      className={`${MORE} ${FOCUS_RING}`}
                    >
                      {words.showAll}
                    </button>
                  )}
                </div>
              )}
              {drill.error !== null && (
                <p role="alert" className="px-1 text-xs text-danger">
                  {drill.error}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
