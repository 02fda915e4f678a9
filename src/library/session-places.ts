// Where each session's one row goes: its family and its parent. A session is one row, but a
// child can be named by the `subagent` pointers of two parents, and the reducer of each parent's
// family makes a row of it (a "not loaded" one where its files are the other family's). The
// grouping (file-set.ts) already hangs a child with files under one parent, the first by session
// id, as the session view does when the files are dropped together; a child known only from
// pointers goes the same way. Both depend only on the sessions linked by pointers, so a refresh
// that groups a family's sessions alone (family-scope.ts) places them as a whole index does.
import type { PlannedFile } from '../ingest/types';

export interface SessionPlace {
  root: string;
  /** Null for a family's root. */
  parent: string | null;
}

/** Each session of the plan, and each child only its pointers name, with its row's place. */
export function sessionPlaces(plan: readonly PlannedFile[]): Map<string, SessionPlace> {
  const places = new Map<string, SessionPlace>();
  const pointers = new Map<string, string[]>();
  for (const p of plan) {
    if (!places.has(p.sessionId))
      places.set(p.sessionId, {
        root: p.rootSessionId,
        parent: p.origin.length === 0 ? null : (p.origin.at(-2) ?? p.rootSessionId),
      });
    pointers.set(p.sessionId, [...(pointers.get(p.sessionId) ?? []), ...p.file.subagentIds]);
  }
  // In session id order, as the grouping takes parents: the first parent's pointer wins.
  for (const id of [...pointers.keys()].sort()) {
    const root = places.get(id)?.root ?? id;
    for (const child of pointers.get(id) ?? [])
      if (!places.has(child)) places.set(child, { root, parent: id });
  }
  return places;
}
