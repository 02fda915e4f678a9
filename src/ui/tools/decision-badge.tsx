import type { ApprovalDecision } from '../../protocol/types';
import { Badge } from '../common/badge';
import { lookUp } from '../common/look-up';
import { UnknownValue } from '../common/unknown-value';
import { useT } from '../i18n/language-store';

const TONE = { allow: 'ok', deny: 'error', forbidden: 'error' } as const;

/** The approval decision of a call (PROTOCOL.md §5 approval_decision); others shown as given. */
export function DecisionBadge({ decision }: { decision: ApprovalDecision }) {
  const words = lookUp(useT().tools.decision, decision);
  const tone = lookUp(TONE, decision);
  if (!words || !tone)
    return <UnknownValue field="decision" value={decision} testId="decision-badge" />;
  return (
    <Badge tone={tone} title={words.title} data-testid="decision-badge" data-decision={decision}>
      {words.label}
    </Badge>
  );
}
