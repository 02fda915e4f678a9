// The Trace files of a session's whole family (its rotations, its parent's and its children's):
// what the page opens as one document, as dropping those files would.
import type { LibraryFileRef } from '../../../src/library/file-url';
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
