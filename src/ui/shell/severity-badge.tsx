import type { Severity } from '../../store/model';
import { useT } from '../i18n/language-store';

export function SeverityBadge({ severity }: { severity: Severity }) {
  const t = useT();
  return (
    <span
      className={`shrink-0 rounded px-1 py-px text-[10px] font-semibold tracking-wide uppercase ${
        severity === 'error'
          ? 'bg-rose-100 text-danger dark:bg-rose-950'
          : 'bg-amber-100 text-warn dark:bg-amber-950'
      }`}
    >
      {t.problems.severity[severity]}
    </span>
  );
}
