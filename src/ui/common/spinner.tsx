import { useT } from '../i18n/language-store';
/** A ring with a gap, so its turning shows. */
const RING = 'rounded-full border-[1.5px] border-current border-t-transparent';

/** A small running indicator (tool running, output streaming). */
export function Spinner({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      role="status"
      aria-label={t.common.running}
      className={`inline-block h-3 w-3 shrink-0 animate-spin ${RING} ${className}`}
    />
  );
}
