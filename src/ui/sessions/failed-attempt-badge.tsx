// "from failed attempt 2 (malformed)": put on content whose attempt did not commit.
import type { FailedAttempt } from '../../store/derive/attempt-state';
import { LABEL } from './looks';

export function FailedAttemptBadge({ attempt }: { attempt: FailedAttempt }) {
  return (
    <span
      data-testid="failed-attempt"
      data-status={attempt.status}
      title="This attempt did not commit: the engine retried and its content is not part of the answer."
      className={`${LABEL} inline-flex items-center gap-1 rounded border border-dashed border-amber-400 px-1.5 py-px text-warn-strong dark:border-amber-700`}
    >
      ↻ {attempt.label}
    </span>
  );
}
