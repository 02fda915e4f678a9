import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { laneWindow, type LaneWindow } from '../../timeline/lane-window';
import { LANE_HEIGHT } from './timeline-bar';

/**
 * The lanes of `count` that the scroll box `ref` shows, with a margin (lane-window.ts). A render
 * follows a scroll only when the window moves a block. Until the box is measured (and in jsdom,
 * which lays nothing out), the window's height stands for the box's.
 */
export function useLaneWindow(ref: RefObject<HTMLElement | null>, count: number): LaneWindow {
  const [shown, setShown] = useState(() =>
    laneWindow(0, window.innerHeight, Infinity, LANE_HEIGHT),
  );
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = laneWindow(
        el.scrollTop,
        el.clientHeight || window.innerHeight,
        Infinity,
        LANE_HEIGHT,
      );
      setShown((s) => (s.first === next.first && s.last === next.last ? s : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
    // Measured again when the lanes change: fewer lanes clamp the scroll, which need not fire
    // a scroll event.
  }, [ref, count]);
  const last = Math.min(shown.last, count - 1);
  // The same object while the lanes drawn stay: what is filtered by it is kept with it.
  return useMemo(() => ({ first: shown.first, last }), [shown.first, last]);
}
