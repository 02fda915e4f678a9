import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { clearCurrent, Marked, markNth } from './highlighted';
import { useSearchStore } from './search-store';

/**
 * A conversation row's searched content. When it holds the current match it marks it again
 * after each render, so the match stays current when the row scrolls away and back; when the
 * reader moves on, its old current mark is let go even if the new one is not drawn yet.
 */
export function MarkedRow({ itemId, children }: { itemId: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const spot = useSearchStore((s) => (s.spot?.itemId === itemId ? s.spot : null));
  useLayoutEffect(() => {
    if (!ref.current) return;
    if (spot) markNth(ref.current, spot.part, spot.inPart);
    else clearCurrent(ref.current);
  });
  return (
    <Marked>
      <div ref={ref} className="contents">
        {children}
      </div>
    </Marked>
  );
}
