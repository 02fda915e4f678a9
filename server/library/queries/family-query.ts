// The Trace files of a session's whole family (its rotations, its parent's and its children's):
// what the page opens as one document, as dropping those files would.
import type { LibraryFileRef } from '../../../src/library/file-url';
import { idMarks } from '../id-marks';
import type { LibrarySql, SqlRow } from '../library-sql';

export interface FamilyFiles {
  sessionId: string;
  rootSessionId: string;
  /**
   * The ids from the root's child down to the session ([] for the root): its origin chain, as
   * the app names the session once the family is open (src/store/session-key.ts).
   */
  origin: string[];
  /**
   * The files of one machine, in path order. Copies of one file under two paths are both here:
   * the app's planner keeps the one the index derived the family from and says it left the
   * other out, as it does for dropped files.
   */
  files: LibraryFileRef[];
}

export async function familyQuery(sql: LibrarySql, sessionId: string): Promise<FamilyFiles> {
  const root = (
    await sql.all('SELECT root_session_id FROM sessions WHERE session_id = $1', [sessionId])
  )[0]?.root_session_id;
  if (typeof root !== 'string') throw new Error(`no session "${sessionId}" in the library`);
  const members = await sql.all(
    'SELECT session_id, parent_session_id FROM sessions WHERE root_session_id = $1',
    [root],
  );
  const files = await sql.all(
    `SELECT f.machine, f.path, f.session_id FROM files f
     WHERE f.session_id IN (SELECT session_id FROM sessions WHERE root_session_id = $1)
     ORDER BY f.machine, f.path`,
    [root],
  );
  files.push(...(await sharedChildFiles(sql, root)));
  // In the order of the statement's "C" collation: by code unit, as JavaScript compares text.
  const key = (f: SqlRow) => `${String(f.machine)}\0${String(f.path)}`;
  files.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  // Families are grouped per machine; session ids are taken as unique across machines, but if
  // two machines ingested the same session (one folder on both), their files must not mix.
  const machine = String(
    (files.find((f) => f.session_id === sessionId) ?? files[0])?.machine ?? '',
  );
  return {
    sessionId,
    rootSessionId: root,
    origin: originIn(members, sessionId, root),
    files: files
      .filter((f) => String(f.machine) === machine)
      .map((f) => ({ machine, path: String(f.path) })),
  };
}

/**
 * The ids from `root`'s child down to `sessionId`. A chain that does not reach the root gives
 * none: part of one would name a session the open family does not have, so the family opens
 * with nothing in focus rather than a focus on nothing.
 */
function originIn(members: readonly SqlRow[], sessionId: string, root: string): string[] {
  const parent = new Map(members.map((m) => [String(m.session_id), m.parent_session_id]));
  const origin: string[] = [];
  for (let id: unknown = sessionId; id !== root; id = parent.get(id)) {
    // A cycle cannot come from the grouping, but a loop must not hang a request.
    if (typeof id !== 'string' || origin.includes(id)) return [];
    origin.unshift(id);
  }
  return origin;
}

/**
 * The files of each child the family's pointers name that is listed under another parent (a
 * child two parents name, session-places.ts), with its own children: the family opens with them,
 * as dropping every file would, so its card opens the child rather than reading "not loaded".
 */
async function sharedChildFiles(sql: LibrarySql, root: string): Promise<SqlRow[]> {
  const out: SqlRow[] = [];
  const seen = new Set<string>();
  let next = (
    await sql.all(
      `SELECT DISTINCT p.child_session_id AS id FROM subagent_pointers p
       JOIN sessions s ON s.session_id = p.session_id AND s.root_session_id = $1
       JOIN sessions c ON c.session_id = p.child_session_id AND c.root_session_id <> $1`,
      [root],
    )
  ).map((r) => String(r.id));
  while (next.length > 0) {
    for (const id of next) seen.add(id);
    const marks = idMarks(next);
    out.push(
      ...(await sql.all(
        `SELECT machine, path, session_id FROM files WHERE session_id IN (${marks})`,
        next,
      )),
    );
    next = (
      await sql.all(`SELECT session_id FROM sessions WHERE parent_session_id IN (${marks})`, next)
    )
      .map((r) => String(r.session_id))
      .filter((id) => !seen.has(id));
  }
  return out;
}
