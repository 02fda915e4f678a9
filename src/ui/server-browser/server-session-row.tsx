// One session of an agent: title, status, source, last activity, pending approvals, and what
// can be done with it.
import type { ServerSession } from '../../net/penguin-api';
import { LOCALE, type Language } from '../../i18n/language';
import { StatusPill } from '../sessions/status-pill';
import { useLanguage, useT } from '../i18n/language-store';
import { codeLabel } from '../library/code-label';
import { isChild } from '../../live/server-browser/session-tree';

const BUTTON =
  'inline-flex h-6 items-center rounded px-2 text-[11px] font-medium ring-1 ring-inset disabled:opacity-50';
const NEUTRAL = `${BUTTON} text-fg-control ring-line-strong hover:bg-raised-soft`;
const DANGER = `${BUTTON} text-danger ring-danger-line hover:bg-rose-50 dark:hover:bg-rose-950`;

function when(iso: string | undefined, language: Language): string {
  const t = iso ? new Date(iso) : null;
  return t && !Number.isNaN(t.getTime())
    ? t.toLocaleString(LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
    : '—';
}

const canOpenLive = (s: ServerSession) => s.status === 'running' || s.status === 'idle';

export function ServerSessionRow({
  session: s,
  depth,
  busy,
  onOpenLive,
  onOpenFiles,
  onAbort,
}: {
  session: ServerSession;
  depth: number;
  busy: boolean;
  onOpenLive(s: ServerSession): void;
  onOpenFiles(s: ServerSession): void;
  onAbort(s: ServerSession): void;
}) {
  const pending = s.pendingApprovalCount ?? 0;
  const words = useT().serverBrowser;
  const language = useLanguage();
  return (
    <li
      data-testid="server-session"
      data-session-id={s.sessionId}
      data-depth={depth}
      data-status={s.status ?? ''}
      style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}
      className="flex flex-col gap-1 border-b border-zinc-100 py-1.5 pr-2 last:border-b-0 dark:border-zinc-800"
    >
      <div className="flex min-w-0 items-center gap-2">
        {depth > 0 && (
          <span aria-hidden className="text-fg-faint">
            ↳
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xs font-medium">{s.title ?? s.sessionId}</span>
          <span className="block truncate font-mono text-[11px] text-fg-muted">{s.sessionId}</span>
        </span>
        {isChild(s) && (
          <StatusPill tone="neutral" title={words.subagentTitle}>
            <span data-testid="session-source">{words.subagent}</span>
          </StatusPill>
        )}
        {pending > 0 && (
          <StatusPill tone="wait">
            <span data-testid="session-pending">{words.pending(pending)}</span>
          </StatusPill>
        )}
        {s.status && (
          <StatusPill tone={s.status === 'running' ? 'info' : 'neutral'}>
            <span data-testid="session-status">{codeLabel(words.statuses, s.status)}</span>
          </StatusPill>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span data-testid="session-last-active" className="mr-auto text-[11px] text-fg-muted">
          {words.lastActivity(when(s.lastActiveAt, language))}
        </span>
        {canOpenLive(s) && (
          <button
            type="button"
            data-testid="open-live"
            onClick={() => onOpenLive(s)}
            className={NEUTRAL}
          >
            {words.openLive}
          </button>
        )}
        {s.hasTrace !== false && (
          <button
            type="button"
            data-testid="open-trace-files"
            disabled={busy}
            onClick={() => onOpenFiles(s)}
            className={NEUTRAL}
          >
            {words.openTraceFiles}
          </button>
        )}
        {s.status === 'running' && (
          <button
            type="button"
            data-testid="abort-session"
            onClick={() => onAbort(s)}
            className={DANGER}
          >
            {words.abort}
          </button>
        )}
      </div>
    </li>
  );
}
