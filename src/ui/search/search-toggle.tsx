import type { ReactNode } from 'react';
import { FOCUS_RING } from '../common/looks';

/** An on/off option of the search (case, regular expression). */
export function SearchToggle({
  testId,
  label,
  pressed,
  onClick,
  children,
}: {
  testId: string;
  label: string;
  pressed: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className={`h-7 shrink-0 rounded-md px-1.5 font-mono text-xs ${FOCUS_RING} ${
        pressed
          ? 'bg-indigo-600 text-white'
          : 'text-fg-muted ring-1 ring-line hover:bg-raised-soft hover:text-fg-strong'
      }`}
    >
      {children}
    </button>
  );
}
