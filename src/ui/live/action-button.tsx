import type { ReactNode } from 'react';

const TONE = {
  allow:
    'bg-emerald-600 text-white hover:bg-emerald-500 dark:bg-emerald-700 dark:hover:bg-emerald-600',
  deny: 'bg-white text-rose-700 ring-1 ring-rose-300 hover:bg-rose-50 dark:bg-zinc-900 dark:text-rose-300 dark:ring-rose-800 dark:hover:bg-rose-950',
  neutral:
    'bg-white text-zinc-700 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-200 dark:ring-zinc-700 dark:hover:bg-zinc-800',
} as const;

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
      className={`inline-flex h-6 items-center rounded px-2 text-xs font-medium disabled:cursor-wait disabled:opacity-60 ${TONE[tone]}`}
    >
      {children}
    </button>
  );
}
