// The filters of the sessions behind a bar of a filtered stats view: the view's own filters,
// narrowed by the bar's. A bar of a week counts only the days the filters keep, so its link
// keeps the later start and the earlier end of the two.
import type { LibraryFilters } from '../library-view';

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a > b ? a : b;
const earlier = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a < b ? a : b;

export function narrowFilters(within: LibraryFilters, bar: LibraryFilters): LibraryFilters {
  const from = later(within.from, bar.from);
  const to = earlier(within.to, bar.to);
  return {
    ...within,
    ...bar,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}
