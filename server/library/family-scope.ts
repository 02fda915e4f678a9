// The sessions a run must group to re-derive what it changed, found by looking them up rather
// than grouping every file of the index (which grew each refresh with the index, not the change).
// Grouping (file-set.ts) hangs a child under the first session whose pointer names it, so a
// session's family after the run depends only on the sessions linked to it by pointers, either
// way; before the run, its family is the sessions of its stored root. The scope is closed under
// both: grouping it alone gives its sessions the families the whole index would.
import type { IndexDb } from './index-db';
import { idMarks, ID_CHUNK } from './id-marks';

/** Beyond this many sessions (a first index, a large batch), grouping the whole index is cheaper. */
const SCOPE_MAX = ID_CHUNK;

/**
 * `changed` with every session of their families before the run and every session linked to them
 * by a subagent pointer now (its files naming the other, or the other's naming it), and so on;
 * undefined when that is more than SCOPE_MAX sessions.
 */
export async function familyScope(
  db: IndexDb,
  machine: string,
  changed: ReadonlySet<string>,
): Promise<Set<string> | undefined> {
  const scope = new Set(changed);
  let fresh = [...changed];
  while (fresh.length > 0) {
    if (scope.size > SCOPE_MAX) return undefined;
    const found = new Set<string>();
    // Of another machine's files too: the rows of one family, whoever wrote them.
    for (const r of await db.all(
      `SELECT session_id FROM sessions WHERE root_session_id IN
         (SELECT root_session_id FROM sessions WHERE session_id IN (${idMarks(fresh)}))`,
      fresh,
    ))
      found.add(String(r.session_id));
    // Each pointer a row (subagent_pointers), found by either end through the store's indexes.
    for (const r of await db.all(
      `SELECT session_id, child_session_id FROM subagent_pointers WHERE machine = $1
       AND (session_id IN (${idMarks(fresh, 2)}) OR child_session_id IN (${idMarks(fresh, 2)}))`,
      [machine, ...fresh],
    )) {
      found.add(String(r.session_id));
      found.add(String(r.child_session_id));
    }
    fresh = [...found].filter((id) => !scope.has(id));
    for (const id of fresh) scope.add(id);
  }
  return scope;
}
