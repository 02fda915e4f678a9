// The next or previous match, for Enter in the search box and `n` / `N` in the list. A step asked
// for while the worker counts a new query (Enter right after typing) waits for its count: the
// search bar takes it then.
import { useCallback } from 'react';
import { stepMatch } from '../../search/match-at';
import { useSearchApi } from './search-store';
import { useGoToMatch } from './use-go-to-match';

/** Returns whether there was a match to go to, or a count to wait for. */
export function useStepMatch(): (back: boolean) => boolean {
  const search = useSearchApi();
  const goTo = useGoToMatch();
  return useCallback(
    (back: boolean) => {
      const s = search.getState();
      if (s.open && !s.settled) {
        s.queueStep(back);
        return true;
      }
      const k = stepMatch(s.result.total, s.current, back);
      if (k === null) return false;
      goTo(k);
      return true;
    },
    [search, goTo],
  );
}
