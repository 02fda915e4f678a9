// A child session the subagent pointers of two parents name is one session, with one row, under
// the parent the grouping chose (session-places.ts). The other parent's pointer is listed, on the
// file that holds it, so a reader who looks for the child under that parent knows where it went.
import { englishOf } from '../../src/problems/problem-text';
import type { ReadingProblem } from '../../src/problems/reading-problem';
import type { FileProblem } from './file-problems';
import { idMarks, ID_CHUNK } from './id-marks';
import type { LibrarySql } from './library-sql';

/**
 * A problem on each file of another parent whose pointer names a child the machine's files
 * name from two parents or more (a copy left out, in `copies`, is not one of its session's files).
 * Found from the pointers' rows (subagent_pointers): the files read are those of the pointers
 * naming such a child, not every file of the machine with its list.
 */
export async function twoParentProblems(
  db: LibrarySql,
  machine: string,
  copies: ReadonlySet<string>,
): Promise<FileProblem[]> {
  // The children two sessions' pointers name (a copy's too: filtered below, with its path).
  const named = await db.all(
    `SELECT child_session_id FROM subagent_pointers
     WHERE machine = $1 AND child_session_id <> session_id
     GROUP BY child_session_id HAVING count(DISTINCT session_id) > 1`,
    [machine],
  );
  const candidates = named.map((r) => String(r.child_session_id));
  // Per child, each parent naming it and the first of the parent's files that does.
  const parents = new Map<string, Map<string, string>>();
  const under = new Map<string, string>();
  for (let at = 0; at < candidates.length; at += ID_CHUNK) {
    const chunk = candidates.slice(at, at + ID_CHUNK);
    for (const p of await db.all(
      `SELECT p.child_session_id, p.session_id, p.path FROM subagent_pointers p
       JOIN files f ON f.machine = p.machine AND f.path = p.path
       WHERE p.machine = $1 AND p.child_session_id IN (${idMarks(chunk, 2)})
         AND p.child_session_id <> p.session_id
       ORDER BY p.session_id, f.rotation, p.path`,
      [machine, ...chunk],
    )) {
      const path = String(p.path);
      if (copies.has(path)) continue;
      const child = String(p.child_session_id);
      const parent = String(p.session_id);
      const of = parents.get(child) ?? new Map<string, string>();
      if (!of.has(parent)) of.set(parent, path);
      parents.set(child, of);
    }
    for (const r of await db.all(
      `SELECT session_id, parent_session_id FROM sessions WHERE session_id IN (${idMarks(chunk)})`,
      chunk,
    ))
      if (r.parent_session_id !== null)
        under.set(String(r.session_id), String(r.parent_session_id));
  }
  const shared = [...parents].filter(([, of]) => of.size > 1).map(([child]) => child);
  const problems: FileProblem[] = [];
  for (const child of shared.sort()) {
    const of = parents.get(child) ?? new Map<string, string>();
    const chosen = under.get(child);
    // A child whose row is not under one of them (its family failed to derive) is said elsewhere.
    if (chosen === undefined || !of.has(chosen)) continue;
    const reading: ReadingProblem = {
      code: 'two-parents',
      params: { child, parents: [...of.keys()].sort(), under: chosen },
    };
    for (const [parent, path] of of)
      if (parent !== chosen)
        problems.push({ path, problem: 'two-parents', detail: englishOf(reading), reading });
  }
  return problems.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
