// Where each bar, row and list entry of the stats view leads: the sessions table filtered to the
// sessions behind it (the table's own URL filters), or one session.
import { periodRange, type GroupBy, type Period } from '../../../library/stats';

export type SessionsFilter = Partial<Record<GroupBy | 'tool' | 'from' | 'to', string>>;

export function sessionsHref(filter: SessionsFilter): string {
  const p = new URLSearchParams({ tab: 'sessions' });
  for (const [k, v] of Object.entries(filter)) if (v !== undefined) p.set(k, v);
  return `?library&${p.toString()}`;
}

/** The sessions of one group key (null: none, an empty filter value) in one period. */
export function periodFilter(
  by: GroupBy,
  key: string | null,
  start: string,
  period: Period,
): SessionsFilter {
  return { [by]: key ?? '', ...periodRange(start, period) };
}

/** One session, opened whole. */
export const sessionHref = (sessionId: string): string =>
  `?library&${new URLSearchParams({ tab: 'sessions', session: sessionId }).toString()}`;

/** Follows a link of the stats view (a bar on a canvas has no anchor of its own). */
export function openInLibrary(href: string): void {
  location.assign(href);
}
