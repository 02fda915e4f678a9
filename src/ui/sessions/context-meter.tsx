// How full the model context was after the last request: a small bar against the window.
import { formatCount, formatTokens } from '../common/format';
import { useT } from '../i18n/language-store';

export function ContextMeter({ used, window }: { used: number; window: number }) {
  const t = useT().sessions.context;
  const ratio = used / window;
  const pct = Math.round(ratio * 100);
  const bar = ratio >= 0.85 ? 'bg-rose-500' : ratio >= 0.6 ? 'bg-amber-500' : 'bg-indigo-500';
  return (
    <span
      data-testid="context-meter"
      data-ratio={ratio.toFixed(4)}
      title={t.title(formatCount(used), formatCount(window))}
      className="inline-flex items-center gap-1.5 text-[11px] text-fg-muted"
    >
      <span className="text-fg-faint">{t.short}</span>
      <span
        role="meter"
        aria-label={t.used}
        aria-valuemin={0}
        aria-valuemax={window}
        aria-valuenow={used}
        className="relative h-1.5 w-16 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
      >
        <span
          className={`absolute inset-y-0 left-0 ${bar}`}
          style={{ width: `${Math.min(100, Math.max(1, pct))}%` }}
        />
      </span>
      <span className="font-mono tabular-nums">
        {pct}% <span className="text-fg-faint">{t.ofWindow(formatTokens(window))}</span>
      </span>
    </span>
  );
}
