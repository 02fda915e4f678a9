// Horizontal bars of counts by one label (approvals by decision, retries by cause). A bar opens
// the sessions behind it in a list below, most affected first.
import { useState } from 'react';
import type { SessionPick } from '../../../library/stats';
import { FOCUS_RING } from '../../common/looks';
import { VisibleText } from '../../common/visible-text';
import { useT } from '../../i18n/language-store';
import { codeLabel } from '../code-label';
import { SessionList } from './session-list';
import { useStatsFetch } from './use-stats-fetch';

/** Label, bar, figures: one line per bar. */
const BAR_ROW =
  'grid grid-cols-[7rem_1fr_auto] items-center gap-2 rounded px-1 text-left text-xs hover:bg-raised-soft';

export interface CountBar {
  /** The index's code (a decision, a cause): what the bar's sessions are asked by. */
  label: string;
  count: number;
  sessions: number;
}

export function CountBars({
  kind,
  bars,
  names,
  figures,
  empty,
}: {
  kind: 'approval' | 'retry';
  bars: readonly CountBar[];
  /** The words for the bars' codes. */
  names: Readonly<Record<string, string>>;
  /** A bar's count and its sessions, in words. */
  figures: (count: number, sessions: number) => string;
  empty: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const url =
    open === null
      ? null
      : `/api/library/stats-sessions?${new URLSearchParams({ kind, value: open }).toString()}`;
  const picked = useStatsFetch<SessionPick[]>(url);
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
          {picked.state === 'ready' ? (
            <SessionList sessions={picked.data} figure="count" />
          ) : (
            <p className="text-xs text-fg-muted">
              {picked.state === 'error' ? picked.message : words.loading}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
