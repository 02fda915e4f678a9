import type { ReactNode } from 'react';
import { ICON_BUTTON } from '../common/looks';

export function IconButton({
  label,
  testId,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`size-7 ${ICON_BUTTON}`}
    >
      <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden>
        {children}
      </svg>
    </button>
  );
}
