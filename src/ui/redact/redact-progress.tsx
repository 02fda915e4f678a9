// How far the redaction worker has read, and the button that stops it.
import { SECONDARY_BUTTON } from '../common/looks';
import { useT } from '../i18n/language-store';

export function RedactProgress({ progress, onCancel }: { progress: number; onCancel(): void }) {
  const percent = Math.floor(progress * 100);
  const t = useT();
  return (
    <div className="flex items-center gap-2 pb-2">
      <div
        data-testid="redact-progress"
        role="progressbar"
        aria-label={t.redact.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded bg-raised-soft"
      >
        <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-9 text-right tabular-nums text-fg-muted">{percent} %</span>
      <button
        type="button"
        data-testid="redact-cancel"
        onClick={onCancel}
        className={`${SECONDARY_BUTTON} h-6`}
      >
        {t.redact.cancel}
      </button>
    </div>
  );
}
