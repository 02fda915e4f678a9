// One set of status colours for the whole UI, in one place: components say what a state means
// (ok, wait, error…) and take the shade from here.
export type Tone = 'neutral' | 'accent' | 'ok' | 'wait' | 'error' | 'info';

/** Bordered labels (Badge). */
export const BADGE: Record<Tone, string> = {
  neutral: 'border-line-soft bg-zinc-50 text-fg-label dark:bg-zinc-800/60',
  accent: 'border-indigo-200 bg-indigo-50 text-accent dark:border-indigo-800 dark:bg-indigo-950/60',
  ok: 'border-emerald-200 bg-ok-wash text-ok dark:border-emerald-800',
  wait: 'border-amber-200 bg-warn-wash text-warn-strong dark:border-amber-800',
  error: 'border-rose-200 bg-danger-wash text-danger dark:border-rose-800',
  info: 'border-sky-200 bg-info-wash text-info dark:border-sky-800',
};

/** Rounded status pills with a ring. */
export const PILL: Record<Tone, string> = {
  ok: 'bg-ok-wash text-ok ring-ok-edge',
  wait: 'bg-warn-wash text-warn-strong ring-warn-edge',
  error: 'bg-danger-wash text-danger ring-danger-edge',
  info: 'bg-info-wash text-info ring-info-edge',
  neutral: 'bg-raised-soft text-fg-label ring-line-soft',
  accent: 'bg-accent-wash text-accent ring-accent-edge',
};

/** Coloured text only. */
export const TEXT: Record<Tone, string> = {
  ok: 'text-ok-vivid',
  wait: 'text-warn-vivid',
  error: 'text-danger-vivid',
  info: 'text-info-vivid',
  neutral: 'text-fg-muted',
  accent: 'text-accent',
};
