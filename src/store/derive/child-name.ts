import type { SessionInfo, SessionKey, TraceState } from '../model';
import { sessionIdOf } from '../session-key';

/**
 * A child session as the reader tells it apart: its title, else its id (its tail when long); a
 * title another session of the trace has too comes with the id (a subagent run again is named the
 * same each time).
 */
export type ChildName = { title: string; id?: string } | { id: string };

/** Ids longer than this are shown by their tail, which is what tells two of them apart. */
const SHORT = 8;

/** An id as lanes, the outline and the filter bar show it: its tail when long. */
export const shortSessionId = (id: string): string =>
  id.length > SHORT + 4 ? `…${id.slice(-SHORT)}` : id;

/**
 * A subagent's name, on its timeline lane and in the outline: its title when the server named it, else its id's tail. A full id
 * ("session-2026-12-02-09-53-22-f7775cf5") is cut by the lane's width to the date, which two
 * children started the same minute share.
 */
export function childName(trace: TraceState, child: SessionInfo): ChildName {
  const id = child.sessionId ?? sessionIdOf(child.key);
  const title = trace.titles.get(id)?.trim();
  if (!title) return { id: shortSessionId(id) };
  return (titleCounts(trace.titles).get(title) ?? 0) > 1
    ? { title, id: shortSessionId(id) }
    : { title };
}

/** A title shown with the id that tells it from the same title of another session. */
export const titleWithId = (name: { title: string; id?: string }): string =>
  name.id === undefined ? name.title : `${name.title} · ${name.id}`;

/** How many sessions have each title: counted once per titles map (a new one when one changes). */
const counted = new WeakMap<ReadonlyMap<string, string>, Map<string, number>>();
function titleCounts(titles: ReadonlyMap<string, string>): Map<string, number> {
  let counts = counted.get(titles);
  if (!counts) {
    counts = new Map();
    for (const t of titles.values()) counts.set(t.trim(), (counts.get(t.trim()) ?? 0) + 1);
    counted.set(titles, counts);
  }
  return counts;
}

/** `childName` of the session `key`, for the outline and the filter bar (undefined while it has no record yet). */
export function childNameOf(trace: TraceState, key: SessionKey): ChildName | undefined {
  const child = trace.sessions.get(key);
  return child ? childName(trace, child) : undefined;
}
