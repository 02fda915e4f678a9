// The Trace files of a session's whole family (its rotations, its parent's and its children's):
// what the page opens as one document, as dropping those files would.
import type { LibrarySql } from '../library-sql';

export interface FamilyFiles {
  sessionId: string;
  rootSessionId: string;
  /** Paths as the index knows them, in path order. */
  files: string[];
}

export async function familyQuery(sql: LibrarySql, sessionId: string): Promise<FamilyFiles> {
  const root = (
    await sql.all('SELECT root_session_id FROM sessions WHERE session_id = $1', [sessionId])
  )[0]?.root_session_id;
  if (typeof root !== 'string') throw new Error(`no session "${sessionId}" in the library`);
  const files = await sql.all(
    `SELECT f.path FROM files f
     WHERE f.session_id IN (SELECT session_id FROM sessions WHERE root_session_id = $1)
     ORDER BY f.path`,
    [root],
  );
  return { sessionId, rootSessionId: root, files: files.map((f) => String(f.path)) };
}
