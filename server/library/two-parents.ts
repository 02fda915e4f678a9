// A child session the subagent pointers of two parents name is one session, with one row, under
// the parent the grouping chose (session-places.ts). The other parent's pointer is listed, on the
// file that holds it, so a reader who looks for the child under that parent knows where it went.
import { englishOf } from '../../src/problems/problem-text';
import type { ReadingProblem } from '../../src/problems/reading-problem';
import type { FileProblem } from './file-problems';
import { idMarks, ID_CHUNK } from './id-marks';
import type { IndexDb } from './index-db';

/**
 * A problem on each file of another parent whose pointer names a child the machine's files
 * name from two parents or more (a copy left out, in `copies`, is not one of its session's files).
 */
export async function twoParentProblems(
  db: IndexDb,
  machine: string,
  copies: ReadonlySet<string>,
): Promise<FileProblem[]> {
  // Per child, each parent naming it and the first of the parent's files that does.
  const parents = new Map<string, Map<string, string>>();
  for (const f of await db.all(
    `SELECT path, session_id, subagents FROM files
     WHERE machine = $1 AND subagents <> '[]' ORDER BY session_id, rotation, path`,
    [machine],
  )) {
    const path = String(f.path);
    const parent = String(f.session_id);
    if (copies.has(path)) continue;
    for (const child of JSON.parse(String(f.subagents)) as string[]) {
      if (child === parent) continue;
      const of = parents.get(child) ?? new Map<string, string>();
      if (!of.has(parent)) of.set(parent, path);
      parents.set(child, of);
    }
  }
  const shared = [...parents].filter(([, of]) => of.size > 1).map(([child]) => child);
  const under = new Map<string, string>();
  for (let at = 0; at < shared.length; at += ID_CHUNK) {
    const chunk = shared.slice(at, at + ID_CHUNK);
    for (const r of await db.all(
      `SELECT session_id, parent_session_id FROM sessions WHERE session_id IN (${idMarks(chunk)})`,
      chunk,
    ))
      if (r.parent_session_id !== null)
        under.set(String(r.session_id), String(r.parent_session_id));
  }
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
