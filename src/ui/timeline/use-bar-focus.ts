// The lanes' bars are one Tab stop (WAI-ARIA's roving tabindex): the bar last focused, else the
// first; the arrows move among the bars drawn (bar-keys.ts), Enter opens the bar's row. A focused
// bar zoomed or panned away hands the focus to the nearest bar drawn, so it stays in the timeline.
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { nearestBar, nextBar, type TimedBar } from '../../timeline/bar-keys';

const MOVES = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** A bar or block drawn: its `data-roving` key, lane and time. */
export interface DrawnBar extends TimedBar {
  readonly key: string;
}

export interface BarFocus {
  /** The key (`data-roving`) of the bar the Tab key stops at. */
  tabbable: string | undefined;
  onFocus(e: FocusEvent): void;
  onBlur(e: FocusEvent): void;
  /** Whether it moved among the bars; other keys are the track's (pan and zoom). */
  onKeyDown(e: KeyboardEvent): boolean;
}

/** `bars`: the bars drawn; `first`: the one to stop at until the reader picks another. */
export function useBarFocus(
  track: RefObject<HTMLElement | null>,
  bars: readonly DrawnBar[],
  first: string | undefined,
): BarFocus {
  const [current, setCurrent] = useState<string | null>(null);
  // The bar with the focus, and where it was: once drawn no more, the focus would fall to the page.
  const held = useRef<{ el: HTMLElement; bar: DrawnBar } | null>(null);
  useLayoutEffect(() => {
    const lost = held.current;
    if (!lost || lost.el.isConnected) return;
    held.current = null;
    const el = track.current;
    const active = document.activeElement;
    if (!el || (active !== null && active !== document.body)) return;
    // Drawn again in another layer (a bar that stopped growing), else the nearest; else the track.
    const to = bars.find((b) => b.key === lost.bar.key) ?? nearestBar(bars, lost.bar);
    const bar = to && el.querySelector<HTMLElement>(`[data-roving="${CSS.escape(to.key)}"]`);
    // Not scrolled to: the reader may be scrolling the lanes away from it.
    (bar ?? el).focus({ preventScroll: true });
  });
  // A bar zoomed or panned out of the range is drawn no more: the stop goes back to the first.
  const tabbable = current !== null && bars.some((b) => b.key === current) ? current : first;
  return {
    tabbable,
    onFocus(e) {
      const target = e.target as HTMLElement;
      const key = target.dataset.roving;
      if (key === undefined) return;
      setCurrent(key);
      const bar = bars.find((b) => b.key === key);
      held.current = bar ? { el: target, bar } : null;
    },
    onBlur(e) {
      const el = e.target as HTMLElement;
      // A bar the reader left (still on the page) is no longer held; one removed is, until the
      // layout effect above hands its focus on.
      queueMicrotask(() => {
        if (el.isConnected && held.current?.el === el) held.current = null;
      });
    },
    onKeyDown(e) {
      const target = e.target as HTMLElement;
      const el = track.current;
      // Shift with an arrow pans the track, as the arrows do on the track itself.
      const modified = e.shiftKey || e.altKey || e.ctrlKey || e.metaKey;
      if (!el || target.dataset.roving === undefined || modified || !MOVES.has(e.key)) return false;
      e.preventDefault();
      e.stopPropagation();
      const buttons = [...el.querySelectorAll<HTMLElement>('[data-roving]')];
      const places = buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return { lane: Number(b.dataset.lane), left: r.left, right: r.right };
      });
      const to = nextBar(places, buttons.indexOf(target), e.key);
      if (to !== undefined) buttons[to]?.focus();
      return true;
    },
  };
}
