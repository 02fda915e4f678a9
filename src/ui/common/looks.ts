// Looks that several components share, named by what they are, so no component repeats a long
// class string. Geometry that differs per use (size, width, padding) stays with the component.

/** Keyboard focus on small inline buttons and links. */
export const FOCUS_RING =
  'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** Keyboard focus on larger targets (tiles, floating buttons). */
export const FOCUS_OUTLINE = 'focus-visible:outline-2 focus-visible:outline-indigo-500';

/** A modal <dialog>: the caller adds its width and padding. */
export const DIALOG =
  'm-auto rounded-lg border border-line bg-surface-raised text-fg-strong shadow-xl backdrop:bg-scrim';

/** A borderless square button holding an icon: the caller adds its size. */
export const ICON_BUTTON =
  'grid shrink-0 place-items-center rounded-md text-fg-muted hover:bg-raised-soft hover:text-fg-strong';

/** The main action of a form or dialog: the caller adds its height. */
export const PRIMARY_BUTTON =
  'rounded-md bg-indigo-600 px-3 text-xs font-medium text-white hover:bg-indigo-500 disabled:opacity-50';

/** A second action beside the main one: the caller adds its height. */
export const SECONDARY_BUTTON =
  'rounded-md px-3 text-xs font-medium text-fg-label ring-1 ring-line-strong hover:bg-raised-soft';

/** Preformatted text in a scrolling box (JSON, tool output, prompts). */
export const CODE_BOX =
  'overflow-auto rounded-md p-2 font-mono text-xs leading-5 whitespace-pre-wrap';

/** Hover on a big target that opens something (the start page tiles). */
export const ACCENT_HOVER = 'hover:bg-indigo-50/40 dark:hover:bg-indigo-950/20';

/** Hover on a small button inside an indigo (subagent) panel. */
export const ACCENT_PANEL_HOVER = 'hover:bg-indigo-100 dark:hover:bg-indigo-900/50';

/** The indigo box of what the user said (text or image). */
export const USER_BOX =
  'rounded-md border border-indigo-100 bg-indigo-50/60 px-3 py-2 dark:border-indigo-900/60 dark:bg-indigo-950/25';

/** A text field's frame and type: the caller adds its size, padding and background. */
export const FIELD =
  'rounded-md border border-line-strong font-mono text-xs focus:border-indigo-500 focus:outline-none';

/** A small label's padding and type (badges, status pills): the caller adds its frame and tone. */
export const LABEL_TYPE = 'px-1.5 py-px text-[11px] leading-4 font-medium';

/** A state pill of the header (the connection, the task): round, one control's height. */
export const HEADER_PILL =
  'inline-flex h-6 max-w-[16rem] min-w-0 shrink items-center gap-1.5 rounded-full px-2 text-[11px] font-medium ring-1 ring-inset';

/** A chip in running text whose label truncates: the caller adds its colours and text size. */
export const INLINE_CHIP =
  'inline-flex max-w-full min-w-0 items-center gap-1 rounded border px-1.5 py-0.5';

/** A dialog's own buttons (close, reset): secondary, with the keyboard ring. */
export const DIALOG_BUTTON = `${SECONDARY_BUTTON} py-1 ${FOCUS_RING}`;
