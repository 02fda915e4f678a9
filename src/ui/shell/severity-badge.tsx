import type { Severity } from '../../store/model';

export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span
      className={`shrink-0 rounded px-1 py-px text-[10px] font-semibold tracking-wide uppercase ${
        severity === 'error'
          ? 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300'
          : 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300'
      }`}
    >
      {severity === 'error' ? 'error' : 'warn'}
    </span>
  );
}
