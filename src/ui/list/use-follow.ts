// Follow mode for live documents: the list sticks to the bottom until the reader scrolls up,
// and counts the rows that arrived since, for the "N new" button.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { distanceFromEnd, type ScrollSample } from './follow-scroll';
import { initialFollow, newRowsOf, nextFollow, type FollowInput } from './follow-state';

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
  const [state, setState] = useState(() => initialFollow(initial, rowCount));
  // The frame loop below must see a stop at once, not after the next render.
  const current = useRef(state);
  const rows = useRef(rowCount);
  useEffect(() => {
    rows.current = rowCount;
  }, [rowCount]);

  const apply = useCallback((input: FollowInput) => {
    const prev = current.current;
    const next = nextFollow(prev, input, rows.current);
    current.current = next;
    // A new scroll sample alone changes nothing on screen: no render for it.
    if (next.following !== prev.following || next.stoppedAt !== prev.stoppedAt) setState(next);
  }, []);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (el && enabled) apply({ kind: 'scroll', sample: sample(el) });
  }, [scrollRef, enabled, apply]);

  const onWheel = useCallback(
    (deltaY: number) => {
      if (enabled) apply({ kind: 'wheel', deltaY });
    },
    [enabled, apply],
  );

  const stop = useCallback(() => apply({ kind: 'stop' }), [apply]);
  const resume = useCallback(() => apply({ kind: 'resume' }), [apply]);

  const active = enabled && state.following;
  // Rows grow while they stream, and the virtualizer may measure them only after scrolling
  // settles; checking once a frame keeps the end in view whatever changed the height.
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const tick = () => {
      const el = scrollRef.current;
      if (el && current.current.following && distanceFromEnd(sample(el)) > 1)
        el.scrollTop = el.scrollHeight;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active, scrollRef]);

  return {
    following: active,
    newRows: enabled ? newRowsOf(state, rowCount) : 0,
    onScroll,
    onWheel,
    stop,
    resume,
  };
}
