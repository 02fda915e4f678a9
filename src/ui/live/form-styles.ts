export const INPUT =
  'h-8 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-950';
export const FIELD_LABEL =
  'text-[10px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400';
export const PRIMARY =
  'inline-flex h-8 items-center rounded-md bg-indigo-600 px-3 text-xs font-medium text-white hover:bg-indigo-500 disabled:opacity-50';
export const SECONDARY =
  'inline-flex h-8 items-center rounded-md px-3 text-xs font-medium text-zinc-600 ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:ring-zinc-700 dark:hover:bg-zinc-800';
