export const INPUT =
  'h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 font-mono text-xs focus:border-indigo-500 focus:outline-none';
export const FIELD_LABEL = 'text-[10px] font-semibold tracking-wider text-fg-muted uppercase';
export const PRIMARY =
  'inline-flex h-8 items-center rounded-md bg-indigo-600 px-3 text-xs font-medium text-white hover:bg-indigo-500 disabled:opacity-50';
export const SECONDARY =
  'inline-flex h-8 items-center rounded-md px-3 text-xs font-medium text-fg-label ring-1 ring-line-strong hover:bg-raised-soft disabled:opacity-50';
