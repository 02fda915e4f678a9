import type { ReactNode } from 'react';

export const HEADER_BUTTON =
  'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-zinc-600 ring-1 ring-zinc-200 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:ring-zinc-800 dark:hover:bg-zinc-800 dark:hover:text-zinc-100';

/** "Open…" as a label for the hidden file input: a real click on the input, no script. */
export function OpenFilesButton({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className={HEADER_BUTTON}
      tabIndex={0}
      role="button"
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          document.getElementById(htmlFor)?.click();
        }
      }}
    >
      {children}
    </label>
  );
}
