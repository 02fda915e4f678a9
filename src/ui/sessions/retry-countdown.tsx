// A retry countdown: live on the viewer clock (re-rendering every 250 ms while counting, never
// after), or still on the recording's clock in a replay or a moment of time travel.
import { countdownSeconds, remainingMs } from '../../store/derive/countdown';
import { TEXT } from '../common/tone';
import { useViewNow } from '../common/view-clock';
import { useT } from '../i18n/language-store';

export function RetryCountdown({
  dueAt,
  recordedDueAt,
}: {
  dueAt: number;
  recordedDueAt: number | undefined;
}) {
  const { now, recorded } = useViewNow(250, dueAt);
  const t = useT().sessions.retry;
  const due = recorded ? recordedDueAt : dueAt;
  const left = due === undefined || now === undefined ? 0 : remainingMs(due, now);
  return (
    <span
      role="timer"
      data-testid="retry-countdown"
      data-remaining-ms={left}
      data-clock={recorded ? 'recorded' : 'wall'}
      className={`${TEXT.wait} tabular-nums`}
    >
      {left > 0 ? t.retryingIn(countdownSeconds(left)) : t.retryingNow}
    </span>
  );
}
