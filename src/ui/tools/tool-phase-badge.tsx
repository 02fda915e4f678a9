import { Badge } from '../common/badge';
import type { ToolPhase } from '../../store/derive/tool-phase';
import { useT } from '../i18n/language-store';

/** States worth a word in the header; done, refused and failed calls speak through other badges. */
export function ToolPhaseBadge({ phase }: { phase: ToolPhase }) {
  const t = useT().tools;
  switch (phase) {
    case 'approval':
      return (
        <Badge tone="wait" data-testid="approval-pending">
          {t.waitingForApproval}
        </Badge>
      );
    case 'calling':
      return <Badge tone="info">{t.phase.calling}</Badge>;
    case 'running':
      return <Badge tone="info">{t.phase.running}</Badge>;
    case 'streaming':
      return <Badge tone="info">{t.phase.streaming}</Badge>;
    case 'no-output':
      return <Badge tone="neutral">{t.phase.noOutput}</Badge>;
    default:
      return null;
  }
}
