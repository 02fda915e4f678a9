// The lanes' bars are one Tab stop (WAI-ARIA's roving tabindex): the bar last focused, else the
// first; the arrows move among the bars drawn (bar-keys.ts), Enter opens the bar's row.
import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { nextBar } from '../../timeline/bar-keys';

const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export interface BarFocus {
  /** The key (`data-roving`) of the bar the Tab key stops at. */
  tabbable: string | undefined;
  onFocus(e: FocusEvent): void;
  /** Whether it moved among the bars; other keys are the track's (pan and zoom). */
  onKeyDown(e: KeyboardEvent): boolean;
}

/** `keys`: the bars drawn; `first`: the one to stop at until the reader picks another. */
export function useBarFocus(
  track: RefObject<HTMLElement | null>,
  keys: readonly string[],
  first: string | undefined,
): BarFocus {
  const [current, setCurrent] = useState<string | null>(null);
  // A bar zoomed or panned out of the range is drawn no more: the stop goes back to the first.
  const tabbable = current !== null && keys.includes(current) ? current : first;
  return {
    tabbable,
    onFocus(e) {
      const key = (e.target as HTMLElement).dataset.roving;
      if (key !== undefined) setCurrent(key);
    },
    onKeyDown(e) {
      const target = e.target as HTMLElement;
      const el = track.current;
      // Shift with an arrow pans the track, as the arrows do on the track itself.
      const modified = e.shiftKey || e.altKey || e.ctrlKey || e.metaKey;
      if (!el || target.dataset.roving === undefined || modified || !MOVES.has(e.key)) return false;
      e.preventDefault();
      e.stopPropagation();
      const bars = [...el.querySelectorAll<HTMLElement>('[data-roving]')];
      const places = bars.map((b) => {
        const r = b.getBoundingClientRect();
        return { lane: Number(b.dataset.lane), left: r.left, right: r.right };
      });
      const to = nextBar(places, bars.indexOf(target), e.key);
      if (to !== undefined) bars[to]?.focus();
      return true;
    },
  };
}
