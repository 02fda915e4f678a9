// A tool call's approval: the decision and how long the human (or policy) took. For the tool card.
import { approvalWaitMs } from '../../store/derive/approvals';
import type { ToolItem } from '../../store/model';
import { formatDuration } from '../common/format';
import { StatusPill } from './status-pill';
import { lookUp, rawText } from '../common/look-up';
import { VisibleText } from '../common/visible-text';

const DECISION = {
  allow: { tone: 'ok', label: 'allowed' },
  deny: { tone: 'error', label: 'denied' },
  forbidden: { tone: 'error', label: 'forbidden by policy' },
} as const;

export function ApprovalBadge({ tool }: { tool: ToolItem }) {
  if (tool.decision === undefined) {
    if (!tool.approvalPending) return null;
    return (
      <span data-testid="approval-badge" data-decision="pending" className="contents">
        <StatusPill tone="wait">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-amber-500" />
          awaiting approval
        </StatusPill>
      </span>
    );
  }
  const d = lookUp(DECISION, tool.decision) ?? { tone: 'muted', label: rawText(tool.decision) };
  const wait = approvalWaitMs(tool);
  return (
    <span data-testid="approval-badge" data-decision={tool.decision} className="contents">
      <StatusPill
        tone={d.tone}
        title={wait === undefined ? undefined : `decided ${formatDuration(wait)} after the call`}
      >
        <VisibleText text={d.label} />
        {wait !== undefined && (
          <span className="font-normal opacity-75">· {formatDuration(wait)}</span>
        )}
      </StatusPill>
    </span>
  );
}
