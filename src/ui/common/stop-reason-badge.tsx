import type { StopReason } from '../../protocol/types';
import { Badge, type Tone } from './badge';
import { lookUp } from './look-up';
import { UnknownValue } from './unknown-value';

const LOOK: Record<StopReason, { tone: Tone; label: string; title: string }> = {
  completed: { tone: 'ok', label: 'completed', title: 'Normal end' },
  aborted: { tone: 'error', label: 'aborted', title: 'Interrupted by the user (or denied)' },
  timeout: {
    tone: 'wait',
    label: 'timeout',
    title: 'LLM timeout, transport drop or transient quota',
  },
  malformed: {
    tone: 'wait',
    label: 'malformed',
    title: 'Response could not be parsed or stream was cut',
  },
  failed: {
    tone: 'error',
    label: 'failed',
    title: 'Error (tool failure, or a non-transient LLM error)',
  },
  auth: { tone: 'error', label: 'auth refused', title: 'The provider refused the credentials' },
};

/** One of the six stop reasons (PROTOCOL.md §6); unknown values show as given, neutral. */
export function StopReasonBadge({ reason }: { reason: StopReason | string }) {
  const look = lookUp(LOOK, reason);
  if (!look) return <UnknownValue field="stop reason" value={reason} />;
  return (
    <Badge tone={look.tone} title={look.title} data-stop-reason={reason}>
      {look.label}
    </Badge>
  );
}
