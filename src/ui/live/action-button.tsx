import type { ReactNode } from 'react';

const TONE = {
  allow:
    'bg-emerald-600 text-white hover:bg-emerald-500 dark:bg-emerald-700 dark:hover:bg-emerald-600',
  deny: 'bg-surface-raised text-danger ring-1 ring-danger-line hover:bg-rose-50 dark:hover:bg-rose-950',
  neutral: 'bg-surface-raised text-fg-control ring-1 ring-line-strong hover:bg-raised-soft',
} as const;

/** Disabled while its action is under way, with a waiting cursor. */
const BUSY = 'disabled:cursor-wait disabled:opacity-60';

export function ActionButton({
  tone,
  busy,
  onClick,
  children,
  testId,
  title,
}: {
  tone: keyof typeof TONE;
  busy: boolean;
  onClick(): void;
  children: ReactNode;
  testId: string;
  title?: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={busy}
      title={title}
      onClick={onClick}
      className={`inline-flex h-6 items-center rounded px-2 text-xs font-medium ${BUSY} ${TONE[tone]}`}
    >
      {children}
    </button>
  );
}
