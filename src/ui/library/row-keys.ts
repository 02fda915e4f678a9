// The keys that move the focus between the library's rows: the arrows, and j/k as in the
// conversation (keymap.ts).
import { actionOf, type KeyLike } from '../keyboard/keymap';

const ARROWS: Readonly<Record<string, 'next-row' | 'prev-row'>> = {
  ArrowDown: 'next-row',
  ArrowUp: 'prev-row',
};

/** The row a key moves the focus to from row `at` of `count`; undefined when it moves none. */
export function rowAfterKey(e: KeyLike, at: number, count: number): number | undefined {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  const action = ARROWS[e.key] ?? actionOf(e, false);
  const step = action === 'next-row' ? 1 : action === 'prev-row' ? -1 : 0;
  if (step === 0 || count === 0) return undefined;
  return Math.max(0, Math.min(count - 1, at + step));
}
