// Match number k of a result: which item, which part, and how many matches of that part come
// before it (the rendered <mark> of that part to pick inside the row).
import { SEARCH_PARTS, type SearchPart } from './item-text';
import type { SearchResult } from './search-index';

export interface MatchSpot {
  itemId: number;
  part: SearchPart;
  /** Matches of the same part of the item before this one. */
  inPart: number;
}

export function matchAt(r: SearchResult, k: number): MatchSpot | undefined {
  if (k < 0 || k >= r.total) return undefined;
  let seen = 0;
  for (let i = 0; i < r.counts.length; i++) {
    const n = r.counts[i] as number;
    if (k < seen + n)
      return {
        itemId: r.itemIds[i] as number,
        part: SEARCH_PARTS[r.parts[i] as number] as SearchPart,
        inPart: k - seen,
      };
    seen += n;
  }
  return undefined;
}

/** The next (or previous) match after `current`, wrapping around; the first when none is current. */
export function stepMatch(total: number, current: number | null, back: boolean): number | null {
  if (total === 0) return null;
  if (current === null || current >= total) return back ? total - 1 : 0;
  return (current + (back ? total - 1 : 1)) % total;
}
