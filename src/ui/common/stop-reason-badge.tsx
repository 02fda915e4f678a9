import type { StopReason } from '../../protocol/types';
import { Badge, type Tone } from './badge';

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

export function isStopReason(v: unknown): v is StopReason {
  return typeof v === 'string' && v in LOOK;
}

/** One of the six stop reasons (PROTOCOL.md §6); unknown values show as given, neutral. */
export function StopReasonBadge({ reason }: { reason: StopReason | string }) {
  const look = isStopReason(reason) ? LOOK[reason] : undefined;
  return (
    <Badge
      tone={look?.tone ?? 'neutral'}
      title={look?.title ?? 'Unknown stop reason'}
      data-stop-reason={reason}
    >
      {look?.label ?? reason}
    </Badge>
  );
}
