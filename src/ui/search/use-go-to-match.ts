// Goes to match k: opens what hides it (collapsed cards, another focus, compaction internals,
// a folded card or reasoning, a long text cut to its head), scrolls the list to its row, then
// marks the rendered <mark> as the current one and brings it into view.
import { useCallback } from 'react';
import { useViewApi } from '../../docs/doc-context';
import type { SearchPart } from '../../search/item-text';
import { matchAt } from '../../search/match-at';
import { viewKey } from '../../store/view-store';
import { useRevealItem } from '../sessions/use-reveal-item';
import { useSearch } from './search-store';

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
  error: [],
};

const FRAMES_TO_WAIT = 60;

function markCurrent(itemId: number, inItem: number, tries = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-item-id="${itemId}"]`);
    const marks = row ? row.querySelectorAll('mark') : [];
    if (marks.length === 0) {
      if (tries > 0) markCurrent(itemId, inItem, tries - 1);
      return;
    }
    for (const m of document.querySelectorAll('mark[data-current]'))
      m.removeAttribute('data-current');
    // Rendered text can hold fewer marks than the searched source (markdown syntax, a match
    // split by colours): the nearest one stands for it.
    const mark = marks[Math.min(inItem, marks.length - 1)];
    mark?.setAttribute('data-current', '');
    mark?.scrollIntoView({ block: 'center' });
  });
}

export function useGoToMatch(): (k: number) => void {
  const view = useViewApi();
  const reveal = useRevealItem();
  return useCallback(
    (k: number) => {
      const spot = matchAt(useSearch.getState().result, k);
      if (!spot) return;
      useSearch.getState().setCurrent(k);
      for (const [scope, part] of OPENS[spot.part])
        view.getState().setFlag(viewKey(`${spot.itemId}${scope}`, part), true);
      reveal(spot.itemId);
      markCurrent(spot.itemId, spot.inItem);
    },
    [view, reveal],
  );
}
