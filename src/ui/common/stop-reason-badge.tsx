import type { StopReason } from '../../protocol/types';
import { Badge } from './badge';
import type { Tone } from './tone';
import { UnknownValue } from './unknown-value';
import { useT } from '../i18n/language-store';

const TONE: Record<StopReason, Tone> = {
  completed: 'ok',
  aborted: 'error',
  timeout: 'wait',
  malformed: 'wait',
  failed: 'error',
  auth: 'error',
};

const isStopReason = (value: string): value is StopReason => Object.hasOwn(TONE, value);

/** One of the six stop reasons (PROTOCOL.md §6); unknown values show as given, neutral. */
export function StopReasonBadge({ reason }: { reason: StopReason | string }) {
  const t = useT();
  if (!isStopReason(reason)) return <UnknownValue field="stop reason" value={reason} />;
  const words = t.common.stopReason[reason];
  return (
    <Badge tone={TONE[reason]} title={words.title} data-stop-reason={reason}>
      {words.label}
    </Badge>
  );
}
