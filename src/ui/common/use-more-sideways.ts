// A row that scrolls sideways on a narrow screen shows no scrollbar on a phone: without a hint,
// what is past its edge looks like all there is. The element says which edges hide more
// (`data-more`: left, right or both), and SIDEWAYS_FADE fades those edges.
import { useLayoutEffect, type RefObject } from 'react';

/** Fades the edges a sideways-scrolling element says hide more (see useMoreSideways). */
export const SIDEWAYS_FADE =
  'data-[more=right]:[mask-image:linear-gradient(to_right,black_calc(100%_-_2rem),transparent)] data-[more=left]:[mask-image:linear-gradient(to_left,black_calc(100%_-_2rem),transparent)] data-[more=both]:[mask-image:linear-gradient(to_right,transparent,black_2rem,black_calc(100%_-_2rem),transparent)]';

/**
 * The right edge only, for a table whose first column stays put as it scrolls: a fade on the
 * left would only dim that column.
 */
export const SIDEWAYS_FADE_RIGHT =
  'data-[more=right]:[mask-image:linear-gradient(to_right,black_calc(100%_-_2rem),transparent)] data-[more=both]:[mask-image:linear-gradient(to_right,black_calc(100%_-_2rem),transparent)]';

/** Which edges of a box scrolled `left` of `width` in `client` hide more (a pixel's slack). */
export function sidewaysMore(left: number, client: number, width: number): string | undefined {
  const before = left > 1;
  const after = left + client < width - 1;
  return before && after ? 'both' : before ? 'left' : after ? 'right' : undefined;
}

/** Keeps `data-more` on the element as it scrolls and resizes, without rendering again. */
export function useMoreSideways(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = () => {
      const more = sidewaysMore(el.scrollLeft, el.clientWidth, el.scrollWidth);
      if (more === undefined) el.removeAttribute('data-more');
      else el.setAttribute('data-more', more);
    };
    mark();
    // A table that also scrolls down fires for every frame of it: only a sideways move matters.
    let left = el.scrollLeft;
    const scrolled = () => {
      if (el.scrollLeft === left) return;
      left = el.scrollLeft;
      mark();
    };
    el.addEventListener('scroll', scrolled, { passive: true });
    // jsdom, where component tests run, has no ResizeObserver: the first mark stands.
    if (typeof ResizeObserver === 'undefined')
      return () => el.removeEventListener('scroll', scrolled);
    // Content growing wider (a chip appearing, a count getting longer) changes the scroll width,
    // not the box: each child is watched too, and a new child once it comes.
    const resized = new ResizeObserver(mark);
    const watch = () => {
      resized.observe(el);
      for (const child of el.children) resized.observe(child);
    };
    watch();
    const added = new MutationObserver(() => {
      watch();
      mark();
    });
    added.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', scrolled);
      resized.disconnect();
      added.disconnect();
    };
  }, [ref]);
}
