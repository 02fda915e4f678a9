import type { RetryOutcome } from '../../store/derive/requests';
import { formatDuration } from '../common/format';
import { RetryActions } from '../live/retry-actions';
import { RetryCountdown } from './retry-countdown';
import { TEXT } from '../common/tone';

export function RetryOutcomeText({ outcome }: { outcome: RetryOutcome }) {
  switch (outcome.kind) {
    case 'waiting':
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          <RetryCountdown dueAt={outcome.dueAt} recordedDueAt={outcome.recordedDueAt} />
          <RetryActions />
        </span>
      );
    case 'planned':
      return (
        <span className={TEXT.wait}>retry planned in {formatDuration(outcome.retryInMs)}</span>
      );
    case 'retried':
      return (
        <span data-testid="retry-outcome" className={TEXT.neutral}>
          {outcome.afterMs === undefined
            ? 'retried'
            : `retried after ${formatDuration(outcome.afterMs)}`}
        </span>
      );
    case 'auth':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          authentication refused — no retry
        </span>
      );
    case 'aborted':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          aborted — no retry
        </span>
      );
    case 'gave-up':
      return (
        <span data-testid="retry-outcome" className={TEXT.error}>
          gave up
        </span>
      );
  }
}
