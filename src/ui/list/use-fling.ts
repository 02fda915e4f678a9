// Flinging: the list moves more than a screen per scroll event, event after event (a fast
// scrollbar drag, a flick on a long trace). Nobody reads rows that are on screen for one frame,
// so while it lasts rows are drawn as placeholders of their known height; they are drawn in full
// as soon as the list slows to less than a screen per event or stops. A jump or two (a link, g/G,
// back to the top and on to a row) draw their landing rows in full at once.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The list is taken to have stopped after this long without a scroll event. */
const SETTLE_MS = 120;
const FLING_JUMPS = 3;

export interface Fling {
  flinging: boolean;
  /** Takes a scroll event; whether the list is flinging now. */
  onScroll(jump: boolean): boolean;
}

export function useFling(): Fling {
  const [flinging, setFlinging] = useState(false);
  /** Jumps in a row, each within SETTLE_MS of the one before, and when the last was. */
  const streak = useRef({ jumps: 0, at: -Infinity });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onScroll = useCallback((jump: boolean) => {
    const now = performance.now();
    const s = streak.current;
    s.jumps = !jump ? 0 : now - s.at < SETTLE_MS ? s.jumps + 1 : 1;
    s.at = now;
    // Two jumps are still navigation (back to the top, then to a row); a third is a fling.
    const fling = s.jumps >= FLING_JUMPS;
    clearTimeout(timer.current);
    setFlinging(fling);
    if (fling) timer.current = setTimeout(() => setFlinging(false), SETTLE_MS);
    return fling;
  }, []);

  return { flinging, onScroll };
}
