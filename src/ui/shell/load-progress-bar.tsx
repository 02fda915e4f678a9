import { useDocState } from '../../docs/doc-context';
import { fraction } from './format';
import { useT } from '../i18n/language-store';

/** A thin bar under the header while the active document loads. */
export function LoadProgressBar() {
  const t = useT();
  const status = useDocState((s) => s.status);
  if (status.kind !== 'file' || status.load.state !== 'loading') return null;
  const { load } = status;
  const part = fraction(load.bytesRead, load.totalBytes);
  return (
    <div
      role="progressbar"
      aria-label={t.shell.load.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(part !== null ? { 'aria-valuenow': Math.round(part * 100) } : {})}
      className="h-0.5 w-full overflow-hidden bg-raised"
    >
      <div
        className={`h-full bg-indigo-500 transition-[width] duration-150 ${part === null ? 'w-1/3 animate-pulse' : ''}`}
        style={part !== null ? { width: `${part * 100}%` } : undefined}
      />
    </div>
  );
}
