// Goes to match k: opens what hides it (collapsed cards, another focus, compaction internals,
// a folded card or reasoning, a long text cut to its head), scrolls the list to its row, then
// marks the rendered <mark> as the current one and brings it into view.
import { useCallback } from 'react';
import { useViewApi } from '../../docs/doc-context';
import type { SearchPart } from '../../search/item-text';
import { matchAt, type MatchSpot } from '../../search/match-at';
import { viewKey } from '../../store/view-store';
import { useRevealItem } from '../sessions/use-reveal-item';
import { clearCurrent, markNth } from './highlighted';
import { useSearchApi } from './search-store';

/** The row toggles (ViewScope paths) that must be on for a part to show in full. */
const OPENS: Record<SearchPart, readonly (readonly [string, string])[]> = {
  text: [],
  thinking: [['', 'open']],
  name: [],
  args: [
    ['', 'open'],
    ['/args', 'show-all'],
  ],
  output: [
    ['', 'open'],
    ['/output', 'show-all'],
  ],
  // An MCP server's error sits in the folded details of its row.
  error: [['', 'open']],
};

const FRAMES_TO_WAIT = 60;

/** Waits for the row to draw its marks (after the list scrolled there), then shows the current. */
function showCurrent(spot: MatchSpot, tries = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-item-id="${spot.itemId}"]`);
    const mark = row ? markNth(row, spot.part, spot.inPart) : null;
    if (mark) mark.scrollIntoView({ block: 'center' });
    else if (tries > 0) showCurrent(spot, tries - 1);
  });
}

export function useGoToMatch(): (k: number) => void {
  const view = useViewApi();
  const search = useSearchApi();
  const reveal = useRevealItem();
  return useCallback(
    (k: number) => {
      const spot = matchAt(search.getState().result, k);
      if (!spot) return;
      // The last current mark goes now, not when the new one is drawn: a match that never
      // draws must not leave the previous one looking current.
      clearCurrent(document);
      search.getState().setCurrent(k, spot);
      for (const [scope, part] of OPENS[spot.part])
        view.getState().setFlag(viewKey(`${spot.itemId}${scope}`, part), true);
      reveal(spot.itemId);
      showCurrent(spot);
    },
    [view, search, reveal],
  );
}
