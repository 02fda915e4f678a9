// Tab and Shift+Tab wrap inside a modal dialog: a native <dialog> makes the page behind it inert
// but lets Tab walk out of it into the browser's own controls, and back onto the page's body.

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), ' +
  'select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order; hidden ones skipped. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

/** Keeps a Tab keypress inside the <dialog> `root`: from the last stop to the first, and back. */
export function wrapTab(e: KeyboardEvent, root: HTMLElement): void {
  // A dialog opened from inside another (abort inside Connect) keeps its own Tab.
  if (e.key !== 'Tab' || !(e.target instanceof Element) || e.target.closest('dialog') !== root)
    return;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (e.shiftKey && at <= 0) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === -1 || at === stops.length - 1)) {
    e.preventDefault();
    first.focus();
  }
}
