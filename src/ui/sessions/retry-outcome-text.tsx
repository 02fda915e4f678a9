import { useCallback } from 'react';
import { useViewFlag } from '../../docs/doc-context';
import type { RetryOutcome } from '../../store/derive/requests';
import { announce } from '../common/announcer';
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
  // Give up's dialog was open when the retry fired: it closed, and says why here. Kept in the
  // document's view, as the row may be drawn anew meanwhile (the live list follows its end).
  const [overrun, setOverrun] = useViewFlag('give-up-overrun', false);
  const onOverrun = useCallback(() => {
    if (!overrun) setOverrun();
    announce(t.giveUpOverrun);
  }, [t, overrun, setOverrun]);
  const note = overrun ? (
    <span data-testid="give-up-overrun" className={TEXT.wait}>
      {t.giveUpOverrun}
    </span>
  ) : null;
  return (
    <>
      <OutcomeText outcome={outcome} session={session} onOverrun={onOverrun} />
      {note && outcome.kind !== 'waiting' && outcome.kind !== 'planned' ? <> · {note}</> : null}
    </>
  );
}

function OutcomeText({
  outcome,
  session,
  onOverrun,
}: {
  outcome: RetryOutcome;
  session: SessionKey;
  onOverrun(): void;
}) {
  const t = useT().sessions.retry;
  switch (outcome.kind) {
    case 'waiting':
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          <RetryCountdown dueAt={outcome.dueAt} recordedDueAt={outcome.recordedDueAt} />
          <RetryActions session={session} onOverrun={onOverrun} />
        </span>
      );
    case 'planned':
      // Read from a history, the wait has no clock here to count down on; the engine still
      // waits, and a reader who came meanwhile can still cut it short or give up.
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className={TEXT.wait}>{t.plannedIn(formatDuration(outcome.retryInMs))}</span>
          <RetryActions session={session} onOverrun={onOverrun} />
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
