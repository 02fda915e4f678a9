import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Marked, markNth } from './highlighted';
import { useSearch } from './search-store';

/**
 * A conversation row's searched content. When it holds the current match it marks it again
 * after each render, so the match stays current when the row scrolls away and back.
 */
export function MarkedRow({ itemId, children }: { itemId: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const inItem = useSearch((s) => (s.spot?.itemId === itemId ? s.spot.inItem : null));
  useLayoutEffect(() => {
    if (inItem !== null && ref.current) markNth(ref.current, inItem);
  });
  return (
    <Marked>
      <div ref={ref} className="contents">
        {children}
      </div>
    </Marked>
  );
}
