// Where each bar, row and list entry of the stats view leads: the sessions table filtered to the
// sessions behind it (the table's own URL filters, within those the view is filtered by), or one
// session.
import { periodRange, type GroupBy, type Period } from '../../../library/stats';
import { useLibraryStore } from '../library-store';
import {
  EMPTY_LIBRARY_VIEW,
  libraryViewOf,
  librarySearch,
  type LibraryFilters,
} from '../library-view';
import { narrowFilters } from './narrow-filters';

export const sessionsHref = (within: LibraryFilters, bar: LibraryFilters): string =>
  librarySearch({ ...EMPTY_LIBRARY_VIEW, tab: 'sessions', filters: narrowFilters(within, bar) });

/**
 * The sessions of one group key in one period. A session with no project, agent or model has no
 * filter value the table takes, so its bar opens the period's sessions.
 */
export function periodFilter(
  by: GroupBy,
  key: string | null,
  start: string,
  period: Period,
): LibraryFilters {
  return { ...(key === null ? {} : { [by]: key }), ...periodRange(start, period) };
}

/** One session, opened whole: the library page opens the `session` its URL names. */
export const sessionHref = (sessionId: string): string =>
  `${sessionsHref({}, {})}&${new URLSearchParams({ session: sessionId }).toString()}`;

/** Follows a link of the stats view in the page, as the header's library link does. */
export function openInLibrary(href: string): void {
  const view = libraryViewOf(new URLSearchParams(href));
  if (!view) return;
  history.pushState(history.state, '', href);
  useLibraryStore.getState().show(view);
}
