import type { ApprovalDecision } from '../../protocol/types';
import { Badge } from '../common/badge';
import { lookUp } from '../common/look-up';
import { UnknownValue } from '../common/unknown-value';

const LOOK = {
  allow: { tone: 'ok', label: 'Allowed', title: 'Approved' },
  deny: { tone: 'error', label: 'Denied by user', title: 'The user refused this call' },
  forbidden: { tone: 'error', label: 'Blocked by policy', title: 'Vetoed by the command policy' },
} as const;

/** The approval decision of a call (PROTOCOL.md §5 approval_decision); others shown as given. */
export function DecisionBadge({ decision }: { decision: ApprovalDecision }) {
  const look = lookUp(LOOK, decision);
  if (!look) return <UnknownValue field="decision" value={decision} testId="decision-badge" />;
  return (
    <Badge
      tone={look.tone}
      title={look.title}
      data-testid="decision-badge"
      data-decision={decision}
    >
      {look.label}
    </Badge>
  );
}
