// The status colours of this feature, light and dark, in one place.
export type Tone = 'ok' | 'wait' | 'error' | 'info' | 'muted';

export const PILL: Record<Tone, string> = {
  ok: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-900',
  wait: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-900',
  error:
    'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950/50 dark:text-rose-300 dark:ring-rose-900',
  info: 'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-900',
  muted:
    'bg-zinc-100 text-zinc-600 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700',
};

export const TEXT: Record<Tone, string> = {
  ok: 'text-emerald-700 dark:text-emerald-400',
  wait: 'text-amber-700 dark:text-amber-400',
  error: 'text-rose-700 dark:text-rose-400',
  info: 'text-sky-700 dark:text-sky-400',
  muted: 'text-zinc-500 dark:text-zinc-400',
};

export const LABEL = 'text-[10px] font-semibold tracking-wider uppercase';

/** The left rule that marks rows inside a compaction span (its summary, internals, end). */
export const SPAN_RULE = 'border-sky-300 dark:border-sky-800';
