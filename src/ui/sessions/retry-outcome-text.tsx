import type { RetryOutcome } from '../../store/derive/requests';
import type { SessionKey } from '../../store/model';
import { formatDuration } from '../common/format';
import { RetryActions } from '../live/retry-actions';
import { RetryCountdown } from './retry-countdown';
import { TEXT } from '../common/tone';
import { useT } from '../i18n/language-store';

export function RetryOutcomeText({
  outcome,
  session,
}: {
  outcome: RetryOutcome;
  /** The session of the failed request: its retry and abort go there. */
  session: SessionKey;
}) {
  const t = useT().sessions.retry;
  switch (outcome.kind) {
    case 'waiting':
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          <RetryCountdown dueAt={outcome.dueAt} recordedDueAt={outcome.recordedDueAt} />
          <RetryActions session={session} />
        </span>
      );
    case 'planned':
      // Read from a history, the wait has no clock here to count down on; the engine still
      // waits, and a reader who came meanwhile can still cut it short or give up.
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className={TEXT.wait}>{t.plannedIn(formatDuration(outcome.retryInMs))}</span>
          <RetryActions session={session} />
        </span>
      );
    case 'retried':
      return (
        <span data-testid="retry-outcome" className={TEXT.neutral}>
          {outcome.afterMs === undefined
            ? t.retried
            : t.retriedAfter(formatDuration(outcome.afterMs))}
        </span>
      );
    case 'auth':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          {t.authNoRetry}
        </span>
      );
    case 'aborted':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          {t.abortedNoRetry}
        </span>
      );
    case 'gave-up':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          {t.gaveUp}
        </span>
      );
  }
}
