// The arrow keys of an ARIA tab list or radio group, as a screen reader announces one ("tab 1 of
// 3", "radio button 1 of 2") and its reader then expects: Left and Right (and Up and Down in a
// radio group) move to the one before and after, round; Home and End to the first and last. In a
// tab list only the focus moves, and Enter or Space picks the tab, as a click does; in a radio
// group the one moved to is chosen. The selected one alone is a Tab stop (tabIndexOf), so Tab
// goes past the group in one press.
import type { KeyboardEvent } from 'react';

type Step = (at: number, n: number) => number;
const next: Step = (at, n) => (at + 1) % n;
const back: Step = (at, n) => (at - 1 + n) % n;
const ENDS: Readonly<Record<string, Step>> = { Home: () => 0, End: (_, n) => n - 1 };
const TAB_STEPS: Readonly<Record<string, Step>> = { ArrowRight: next, ArrowLeft: back, ...ENDS };
const RADIO_STEPS: Readonly<Record<string, Step>> = {
  ...TAB_STEPS,
  ArrowDown: next,
  ArrowUp: back,
};

/** The element of `role` a key moves to from the one focused in the group, if any. */
function moveTo(
  e: KeyboardEvent<HTMLElement>,
  role: string,
  steps: Readonly<Record<string, Step>>,
) {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !Object.hasOwn(steps, e.key)) return;
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(`[role=${role}]`)];
  const at = all.findIndex((el) => el === e.target);
  const step = steps[e.key];
  const to = at < 0 || !step ? undefined : all[step(at, all.length)];
  if (!to) return;
  e.preventDefault();
  to.focus();
  return to;
}

export function moveAmongTabs(e: KeyboardEvent<HTMLElement>): void {
  moveTo(e, 'tab', TAB_STEPS);
}

export function moveAmongRadios(e: KeyboardEvent<HTMLElement>): void {
  moveTo(e, 'radio', RADIO_STEPS)?.click();
}

export const tabIndexOf = (selected: boolean): 0 | -1 => (selected ? 0 : -1);
