import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, following resizes. Until it is measured, and while it is
 * hidden, the window's width: a fair guess for a panel as wide as the page, never zero.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A hidden element measures 0: keep the guess rather than draw as if it had no room.
    const measure = () => setWidth(el.clientWidth || window.innerWidth);
    measure();
    // jsdom, where component tests run, has no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
