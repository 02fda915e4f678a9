import { inputLabelButton } from '../common/input-label-button';
import type { ReactNode } from 'react';

export const HEADER_BUTTON = [
  'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-fg-label ring-1 ring-line hover:bg-raised-soft hover:text-fg-strong',
  // On (a panel open, the library shown), it says so in the accent, as a filter chip does.
  'aria-pressed:bg-accent/10 aria-pressed:text-accent aria-pressed:ring-accent/40',
  'aria-[current=page]:bg-accent/10 aria-[current=page]:text-accent aria-[current=page]:ring-accent/40',
  // In the phone's folded menu every action is one full line, Save and Redact in their wrappers too.
  'group-data-[folded=true]/actions:w-full',
].join(' ');

/** "Open…" as a label for the hidden file input: a real click on the input, no script. */
export function OpenFilesButton({
  htmlFor,
  testId = 'open-files',
  children,
}: {
  htmlFor: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <label {...inputLabelButton(htmlFor)} data-testid={testId} className={HEADER_BUTTON}>
      {children}
    </label>
  );
}

/** A header button that opens and closes a panel or dialog (`aria-pressed` says which). */
export function HeaderToggle({
  testId,
  pressed,
  title,
  onClick,
  className = '',
  keys,
  children,
}: {
  testId: string;
  pressed: boolean;
  title: string;
  onClick(): void;
  className?: string;
  /** The shortcut that does the same, for assistive technology. */
  keys?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={title}
      onClick={onClick}
      className={`${HEADER_BUTTON} ${className}`}
    >
      {children}
    </button>
  );
}

/** A header button's word: hidden beside its icon on a phone, shown in the folded menu. */
export const BUTTON_WORD = 'hidden sm:inline group-data-[folded=true]/actions:inline';

/**
 * An icon button (language, theme) in the folded menu: a full line, its icon or value after a
 * word that says what it sets, as the other lines read.
 */
export const FOLDED_LINE = [
  'group-data-[folded=true]/actions:flex group-data-[folded=true]/actions:w-full',
  'group-data-[folded=true]/actions:justify-start group-data-[folded=true]/actions:gap-1.5',
  'group-data-[folded=true]/actions:px-2.5 group-data-[folded=true]/actions:text-xs',
  'group-data-[folded=true]/actions:font-medium group-data-[folded=true]/actions:text-fg-label',
  'group-data-[folded=true]/actions:ring-1 group-data-[folded=true]/actions:ring-line',
].join(' ');

/** The word before a folded icon button's icon or value: shown only in the folded menu. */
export const FOLDED_WORD = 'hidden group-data-[folded=true]/actions:inline';
