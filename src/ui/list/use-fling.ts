// Flinging: the list moves more than a screen per scroll event, event after event (a fast
// scrollbar drag, a flick on a long trace). Nobody reads rows that are on screen for one frame,
// so while it lasts rows are drawn as placeholders of their known height; they are drawn in full
// as soon as the list slows to less than a screen per event or stops. A single jump (a link, g/G)
// draws its landing rows in full at once.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The list is taken to have stopped after this long without a scroll event. */
const SETTLE_MS = 120;

export function useFling(): { flinging: boolean; onScroll(jump: boolean): void } {
  const [flinging, setFlinging] = useState(false);
  /** When the last jump happened: a jump only continues a fling within SETTLE_MS of it. */
  const lastJumpAt = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onScroll = useCallback((jump: boolean) => {
    const now = performance.now();
    const fling = jump && now - lastJumpAt.current < SETTLE_MS;
    lastJumpAt.current = jump ? now : -Infinity;
    clearTimeout(timer.current);
    setFlinging(fling);
    if (fling) timer.current = setTimeout(() => setFlinging(false), SETTLE_MS);
  }, []);

  return { flinging, onScroll };
}
