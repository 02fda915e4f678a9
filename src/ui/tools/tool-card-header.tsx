import type { ReactNode } from 'react';
import type { ToolItem } from '../../store/model';
import { Chevron } from '../common/chevron';
import { formatClock } from '../common/format';
import { StopReasonBadge } from '../common/stop-reason-badge';
import { DecisionBadge } from './decision-badge';
import { isRefusal, type ToolPhase } from '../../store/derive/tool-phase';
import { ToolPhaseBadge } from './tool-phase-badge';
import { RepeatBadge } from './repeat-badge';
import { ToolTiming } from './tool-timing';
import { VisibleText } from '../common/visible-text';
import { SearchedPart } from '../search/highlighted';
import { useT } from '../i18n/language-store';

/** Name, the `description` argument as title, decision and status badges, timing. */
export function ToolCardHeader({
  item,
  phase,
  title,
  open,
  onToggle,
  corner,
}: {
  item: ToolItem;
  phase: ToolPhase;
  title: string | undefined;
  open: boolean;
  onToggle: () => void;
  corner: ReactNode;
}) {
  const outcome = isRefusal(phase) ? undefined : item.outputStopReason;
  const t = useT().tools;
  return (
    <div className="flex min-w-0 items-start gap-2">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 text-left"
      >
        <span className="self-center text-fg-faint">
          <Chevron open={open} />
        </span>
        <span
          data-testid="tool-name"
          className="rounded bg-raised-soft px-1.5 py-px font-mono text-xs font-semibold text-fg-title"
        >
          {item.name ? (
            <SearchedPart part="name">
              <VisibleText text={item.name} />
            </SearchedPart>
          ) : (
            t.unnamedTool
          )}
        </span>
        {title ? (
          <span className="min-w-0 truncate text-sm text-fg">
            <VisibleText text={title} />
          </span>
        ) : null}
      </button>
      <span className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
        <RepeatBadge itemId={item.id} />
        {item.decision ? <DecisionBadge decision={item.decision} /> : null}
        <ToolPhaseBadge phase={phase} />
        {item.callStopReason && item.callStopReason !== 'completed' ? (
          <StopReasonBadge reason={item.callStopReason} />
        ) : null}
        {outcome && outcome !== 'completed' ? <StopReasonBadge reason={outcome} /> : null}
        <ToolTiming item={item} phase={phase} />
        <time
          dateTime={item.timestamp}
          title={item.timestamp}
          className="hidden font-mono text-[11px] text-fg-faint sm:inline"
        >
          {formatClock(item.callTimestamp ?? item.timestamp)}
        </time>
        {corner}
      </span>
    </div>
  );
}
