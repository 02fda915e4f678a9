import type { HTMLAttributes, ReactNode } from 'react';

export type Tone = 'neutral' | 'accent' | 'ok' | 'wait' | 'error' | 'info';

const TONES: Record<Tone, string> = {
  neutral:
    'border-zinc-200 bg-zinc-50 text-zinc-600 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300',
  accent:
    'border-indigo-200 bg-indigo-50 text-indigo-700 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-300',
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300',
  wait: 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-300',
  error:
    'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-800 dark:bg-rose-950/50 dark:text-rose-300',
  info: 'border-sky-200 bg-sky-50 text-sky-700 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-300',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** Monospace content (ids, paths, counts). */
  mono?: boolean;
  children: ReactNode;
}

/** A small rounded label: status, decision, counts. */
export function Badge({
  tone = 'neutral',
  mono = false,
  className = '',
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      {...rest}
      className={`inline-flex max-w-full items-center gap-1 truncate rounded border px-1.5 py-px text-[11px] leading-4 font-medium ${mono ? 'font-mono' : ''} ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
