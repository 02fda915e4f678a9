// A live retry countdown on the viewer clock. It re-renders every 250 ms while counting, never after.
import { useEffect, useState } from 'react';
import { countdownLabel, remainingMs } from '../../store/derive/countdown';
import { TEXT } from '../common/tone';

export function RetryCountdown({ dueAt }: { dueAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(dueAt, now);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [counting]);
  return (
    <span
      role="timer"
      data-testid="retry-countdown"
      data-remaining-ms={left}
      className={`${TEXT.wait} tabular-nums`}
    >
      {counting ? `retrying in ${countdownLabel(left)}` : 'retrying now…'}
    </span>
  );
}
