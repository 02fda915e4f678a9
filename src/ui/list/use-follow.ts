// Follow mode for live documents: the list sticks to the bottom until the reader scrolls up,
// and counts the rows that arrived since, for the "N new" button.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { distanceFromEnd, nextFollowing, type ScrollSample } from './follow-scroll';

export interface Follow {
  following: boolean;
  /** Rows appended since following stopped. */
  newRows: number;
  onScroll(): void;
  onWheel(deltaY: number): void;
  resume(): void;
  /** The reader went elsewhere (a link to a row): stop following. */
  stop(): void;
}

const sample = (el: HTMLElement): ScrollSample => ({
  top: el.scrollTop,
  height: el.scrollHeight,
  client: el.clientHeight,
});

export function useFollow(
  scrollRef: RefObject<HTMLElement | null>,
  rowCount: number,
  enabled: boolean,
  /** False when the reader had scrolled away from the end before (another tab, say). */
  initial = true,
): Follow {
  const [following, setFollowing] = useState(initial);
  const [stoppedAt, setStoppedAt] = useState(rowCount);
  // The frame loop below must see a stop at once, not after the next render.
  const followingRef = useRef(initial);
  const last = useRef<ScrollSample | null>(null);
  const rows = useRef(rowCount);
  useEffect(() => {
    rows.current = rowCount;
  }, [rowCount]);

  const set = useCallback((next: boolean) => {
    if (followingRef.current && !next) setStoppedAt(rows.current);
    followingRef.current = next;
    setFollowing(next);
  }, []);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !enabled) return;
    const now = sample(el);
    set(nextFollowing(followingRef.current, last.current, now));
    last.current = now;
  }, [scrollRef, enabled, set]);

  // A wheel turn upward is intent even when streaming content changes the height in between.
  const onWheel = useCallback(
    (deltaY: number) => {
      if (enabled && deltaY < 0) set(false);
    },
    [enabled, set],
  );

  const stop = useCallback(() => set(false), [set]);

  const resume = useCallback(() => {
    last.current = null;
    set(true);
  }, [set]);

  const active = enabled && following;
  // Rows grow while they stream, and the virtualizer may measure them only after scrolling
  // settles; checking once a frame keeps the end in view whatever changed the height.
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const tick = () => {
      const el = scrollRef.current;
      if (el && followingRef.current && distanceFromEnd(sample(el)) > 1)
        el.scrollTop = el.scrollHeight;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active, scrollRef]);

  return {
    following: active,
    newRows: enabled && !following ? Math.max(rowCount - stoppedAt, 0) : 0,
    onScroll,
    onWheel,
    stop,
    resume,
  };
}
