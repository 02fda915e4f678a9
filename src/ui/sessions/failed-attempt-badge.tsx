// "from failed attempt 2 (malformed)": put on content whose attempt did not commit.
import type { FailedAttempt } from '../../store/derive/attempt-state';
import { FAILED_ATTEMPT_BORDER, LABEL } from './looks';

export function FailedAttemptBadge({ attempt }: { attempt: FailedAttempt }) {
  return (
    <span
      data-testid="failed-attempt"
      data-status={attempt.status}
      title="This attempt did not commit: the engine retried and its content is not part of the answer."
      className={`${LABEL} ${FAILED_ATTEMPT_BORDER} inline-flex items-center gap-1 rounded px-1.5 py-px text-warn-strong`}
    >
      ↻ {attempt.label}
    </span>
  );
}
