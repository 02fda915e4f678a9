// The keys of an ARIA tab list, as a screen reader announces one ("tab 1 of 3") and its reader
// then expects: Left and Right move to the tab before and after (round), Home and End to the
// first and last. Only the focus moves; Enter or Space picks the tab, as a click does. The
// selected tab alone is a Tab stop (tabIndexOf), so Tab goes past the list in one press.
import type { KeyboardEvent } from 'react';

const STEP: Readonly<Record<string, (at: number, n: number) => number>> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function moveAmongTabs(e: KeyboardEvent<HTMLElement>): void {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !Object.hasOwn(STEP, e.key)) return;
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role=tab]')];
  const at = tabs.findIndex((t) => t === e.target);
  if (at < 0) return;
  const to = tabs[(STEP[e.key] as (at: number, n: number) => number)(at, tabs.length)];
  if (!to) return;
  e.preventDefault();
  to.focus();
}

export const tabIndexOf = (selected: boolean): 0 | -1 => (selected ? 0 : -1);
