// The head of a child session's card, drawn where the child was spawned; its rows follow, nested.
import type { SessionKey } from '../../store/model';
import { useViewStore } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { ChildCardFigures } from './child-card-figures';
import { ChildSpend } from '../cost/child-spend';
import { CopyableId } from './copyable-id';
import { SessionStatusPill } from './session-status-pill';
import { StatusPill } from './status-pill';
import { LABEL } from './looks';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { ACCENT_PANEL_HOVER, FOCUS_RING } from '../common/looks';
import { sessionIdOf } from '../../store/session-key';
import { useT } from '../i18n/language-store';

const PENDING_CHIP = [
  'inline-flex min-w-0 items-center gap-1 truncate rounded px-1.5 py-px text-[11px] font-medium',
  'bg-amber-100 text-warn-strong dark:bg-amber-900/50',
].join(' ');
const SUBAGENT_PANEL =
  'border-indigo-200 bg-indigo-50/60 dark:border-indigo-900/70 dark:bg-indigo-950/30';

export function ChildCardHeader({
  session,
  collapsed,
}: {
  session: SessionKey;
  collapsed: boolean;
}) {
  const f = useTraceView('sessionFigures', session);
  const ended = useTraceView('ended');
  const toggle = useViewStore((s) => s.toggleCollapsed);
  const setFocus = useViewStore((s) => s.setFocus);
  const t = useT().sessions;
  if (!f) return null;
  const id = f.sessionId ?? sessionIdOf(session);
  return (
    <div
      data-testid="child-card"
      data-child-session={session}
      data-status={f.status}
      data-collapsed={collapsed}
      data-pending={f.pendingApprovals > 0}
      className={`border px-2 py-1.5 ${SUBAGENT_PANEL} ${collapsed ? 'rounded-md' : 'rounded-t-md border-b-indigo-100 dark:border-b-indigo-900/40'}`}
    >
      <div className="flex min-w-0 items-center gap-x-1.5">
        <button
          type="button"
          data-testid="child-toggle"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t.expandSubagent : t.collapseSubagent}
          onClick={() => toggle(session)}
          className={`grid size-5 shrink-0 place-items-center rounded text-fg-faint ${ACCENT_PANEL_HOVER} ${FOCUS_RING}`}
        >
          {collapsed ? '▸' : '▾'}
        </button>
        <span className={`${LABEL} text-accent`}>{t.subagent}</span>
        <CopyableId id={id} label={t.sessionId} />
        {f.loaded || !ended ? (
          <SessionStatusPill status={f.status} />
        ) : (
          <span data-testid="child-status" data-status="not-loaded" className="contents">
            <StatusPill tone="neutral" title={t.notLoadedTitle}>
              {t.notLoaded}
            </StatusPill>
          </span>
        )}
        {f.pendingApprovals > 0 && (
          <span data-testid="child-pending" className={PENDING_CHIP}>
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-amber-500" />
            <span className="hidden sm:inline">{t.awaitingPrefix}</span>
            {t.approval}
          </span>
        )}
        <button
          type="button"
          data-testid="child-focus"
          onClick={() => setFocus(session)}
          title={t.focusTitle}
          className={`ml-auto shrink-0 rounded px-1.5 py-px text-[11px] font-medium text-accent ${ACCENT_PANEL_HOVER} ${FOCUS_RING}`}
        >
          {t.focus} ⤢
        </button>
      </div>
      {f.title && (
        <p
          data-testid="child-title"
          title={revealInvisible(f.title)}
          className="mt-0.5 truncate pl-6 text-sm font-medium text-fg-title"
        >
          <VisibleText text={f.title} />
        </p>
      )}
      {f.loaded || !ended ? (
        <>
          <ChildCardFigures figures={f} />
          <ChildSpend session={session} />
        </>
      ) : (
        <p data-testid="child-not-loaded" className="mt-0.5 pl-6 text-[11px] text-fg-muted">
          {t.notLoadedHint(id)}
        </p>
      )}
    </div>
  );
}
