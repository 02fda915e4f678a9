import { formatElapsed } from './format';
import { useViewNow } from './view-clock';
import { useLanguage } from '../i18n/language-store';

/** Time since `since` (ISO) on the view's clock. Only this tiny component re-renders each second. */
export function ElapsedTimer({ since }: { since: string }) {
  const language = useLanguage();
  const start = Date.parse(since);
  const { now, recorded } = useViewNow(1000);
  if (Number.isNaN(start) || now === undefined) return null;
  return (
    <span
      data-testid="elapsed-timer"
      data-clock={recorded ? 'recorded' : 'wall'}
      data-elapsed-ms={Math.max(0, now - start)}
      className="font-mono tabular-nums"
    >
      {formatElapsed(now - start, language)}
    </span>
  );
}
