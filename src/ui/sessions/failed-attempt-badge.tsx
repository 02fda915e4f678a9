// "from failed attempt 2 (malformed)": put on content whose attempt did not commit.
import type { FailedAttempt } from '../../store/derive/attempt-state';
import { FAILED_ATTEMPT_BORDER, LABEL } from './looks';
import { useT } from '../i18n/language-store';

export function FailedAttemptBadge({ attempt }: { attempt: FailedAttempt }) {
  const t = useT().sessions;
  // A user's interrupt is no failure: the request was cut off, not retried.
  const aborted = attempt.status === 'aborted';
  return (
    <span
      data-testid="failed-attempt"
      data-status={attempt.status}
      title={aborted ? t.abortedAttemptTitle : t.failedAttemptTitle}
      className={`${LABEL} ${FAILED_ATTEMPT_BORDER} inline-flex items-center gap-1 rounded px-1.5 py-px text-warn-strong`}
    >
      {aborted ? `■ ${t.abortedAttempt}` : `↻ ${t.failedAttempt(attempt.attempt, attempt.status)}`}
    </span>
  );
}
