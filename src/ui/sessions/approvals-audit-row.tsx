import type { ApprovalEntry } from '../../store/derive/approvals';
import type { ItemId } from '../../store/model';
import { formatClock, formatDuration } from '../common/format';
import { shortId } from './copyable-id';
import { TEXT } from '../common/tone';
import { lookUp, rawText } from '../common/look-up';
import { VisibleText } from '../common/visible-text';
import { revealInvisible } from '../common/invisible-chars';
import { useT } from '../i18n/language-store';

const TONE = {
  allow: TEXT.ok,
  deny: TEXT.error,
  forbidden: TEXT.error,
  pending: TEXT.wait,
} as const;

// Pointer hover and keyboard focus light the row the same way.
const ROW_HIGHLIGHT = [
  'hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none',
  'dark:hover:bg-zinc-800/70 dark:focus-visible:bg-zinc-800/70',
].join(' ');

export function ApprovalsAuditRow({
  entry: e,
  main,
  onOpen,
}: {
  entry: ApprovalEntry;
  main: boolean;
  onOpen: (id: ItemId) => void;
}) {
  const t = useT();
  const label = lookUp(t.sessions.decision, e.decision) ?? rawText(e.decision);
  const tone = lookUp(TONE, e.decision) ?? TEXT.neutral;
  const pending = e.decision === 'pending';
  return (
    <li data-testid="approval-entry" data-decision={e.decision} data-item-target={e.itemId}>
      <button
        type="button"
        onClick={() => onOpen(e.itemId)}
        title={t.sessions.showTheCall(revealInvisible(e.toolCallId))}
        className={`grid w-full grid-cols-[auto_1fr_auto] items-baseline gap-x-2 px-3 py-1 text-left text-xs ${ROW_HIGHLIGHT} ${pending ? 'bg-amber-50 dark:bg-amber-950/30' : ''}`}
      >
        <time dateTime={e.at} className="font-mono text-[10.5px] text-fg-faint">
          {formatClock(e.at)}
        </time>
        <span className="min-w-0 truncate">
          <span className="font-mono text-fg-title">
            <VisibleText text={e.toolName || e.toolCallId} />
          </span>
          <span className="ml-1.5 text-fg-faint">
            {main ? (
              t.sessions.main
            ) : (
              <VisibleText text={t.sessions.subagentNamed(shortId(e.sessionId ?? e.session))} />
            )}
          </span>
        </span>
        <span className="text-right whitespace-nowrap">
          <span className={`font-medium ${tone}`}>
            <VisibleText text={label} />
          </span>
          {e.waitMs !== undefined && (
            <span className="ml-1 font-mono text-[10.5px] text-fg-muted">
              {formatDuration(e.waitMs)}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
