// Wheel, drag and keys on the timeline's track: wheel zooms around the pointer (shift or a
// sideways wheel pans), a drag pans, + - ← → and 0 do the same from the keyboard.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { panRange, zoomRange, type TimeRange } from '../../timeline/view-range';
import { useTimelineStore } from './timeline-store';

const DRAG_SLOP = 3;

export interface PanZoom {
  onPointerDown(e: PointerEvent<HTMLElement>): void;
  onPointerMove(e: PointerEvent<HTMLElement>): void;
  onPointerUp(e: PointerEvent<HTMLElement>): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  wasDrag(): boolean;
}

export function usePanZoom(
  track: RefObject<HTMLElement | null>,
  shown: TimeRange,
  bounds: TimeRange,
): PanZoom {
  const latest = useRef({ shown, bounds });
  useLayoutEffect(() => {
    latest.current = { shown, bounds };
  });
  const drag = useRef<{ x: number; range: TimeRange; moved: boolean } | null>(null);
  const dragged = useRef(false);
  // Stable, so the bars that ask it need not render again with each range.
  const wasDrag = useCallback(() => dragged.current, []);
  const set = useTimelineStore((s) => s.setRange);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const { shown: r, bounds: b } = latest.current;
      const box = el.getBoundingClientRect();
      const sideways = e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY);
      if (sideways) set(panRange(r, (e.shiftKey ? e.deltaY : e.deltaX) / box.width, b));
      else set(zoomRange(r, Math.exp(e.deltaY * 0.002), (e.clientX - box.left) / box.width, b));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [track, set]);

  return {
    onPointerDown(e) {
      if (e.button !== 0) return;
      drag.current = { x: e.clientX, range: latest.current.shown, moved: false };
      dragged.current = false;
    },
    onPointerMove(e) {
      const d = drag.current;
      const el = track.current;
      if (!d || !el) return;
      const dx = e.clientX - d.x;
      if (!d.moved && Math.abs(dx) < DRAG_SLOP) return;
      if (!d.moved) el.setPointerCapture(e.pointerId);
      d.moved = true;
      set(panRange(d.range, -dx / el.getBoundingClientRect().width, latest.current.bounds));
    },
    onPointerUp() {
      dragged.current = drag.current?.moved ?? false;
      drag.current = null;
    },
    onKeyDown(e) {
      const { shown: r, bounds: b } = latest.current;
      if (e.key === '+' || e.key === '=') set(zoomRange(r, 0.5, 0.5, b));
      else if (e.key === '-') set(zoomRange(r, 2, 0.5, b));
      else if (e.key === 'ArrowLeft') set(panRange(r, -0.2, b));
      else if (e.key === 'ArrowRight') set(panRange(r, 0.2, b));
      else if (e.key === '0') set(null);
      else return;
      e.preventDefault();
      e.stopPropagation();
    },
    wasDrag,
  };
}
