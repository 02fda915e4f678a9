import { Badge } from '../common/badge';
import type { ToolPhase } from './tool-phase';

/** States worth a word in the header; done, refused and failed calls speak through other badges. */
export function ToolPhaseBadge({ phase }: { phase: ToolPhase }) {
  switch (phase) {
    case 'approval':
      return (
        <Badge tone="wait" data-testid="approval-pending">
          Waiting for approval
        </Badge>
      );
    case 'calling':
      return <Badge tone="info">Writing call…</Badge>;
    case 'running':
      return <Badge tone="info">Running</Badge>;
    case 'streaming':
      return <Badge tone="info">Streaming output</Badge>;
    case 'no-output':
      return <Badge tone="neutral">No output recorded</Badge>;
    default:
      return null;
  }
}
