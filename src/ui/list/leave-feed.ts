// Ctrl+End and Ctrl+Home out of the conversation, as the ARIA feed pattern has them: the feed
// draws more rows as the focus moves down, so Tab alone could take hundreds of presses (or never
// end, on a long trace) to reach a panel under it, and Shift+Tab as many to go back above it.
import type { KeyboardEvent } from 'react';
import { isTyping } from '../keyboard/keymap';

const TAB_STOPS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The first element Tab stops at after `feed`, or the last before it: never one inside. */
export function tabStopBeside(feed: HTMLElement, after: boolean): HTMLElement | null {
  const stops = [...document.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (el) =>
      !feed.contains(el) &&
      el.getClientRects().length > 0 &&
      el.closest('[inert], [aria-hidden=true]') === null,
  );
  const follows = (el: HTMLElement) =>
    (feed.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return (after ? stops.find(follows) : stops.filter((el) => !follows(el)).at(-1)) ?? null;
}

export function leaveFeed(e: KeyboardEvent<HTMLElement>): void {
  if (!e.ctrlKey || e.altKey || e.shiftKey || e.metaKey) return;
  if ((e.key !== 'End' && e.key !== 'Home') || isTyping(e.target)) return;
  const to = tabStopBeside(e.currentTarget, e.key === 'End');
  if (!to) return;
  e.preventDefault();
  to.focus();
}
