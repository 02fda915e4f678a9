// Indexed files as the app's grouping sees them (name, first-line meta, subagent pointers, which
// hold another's bytes), of a whole machine or of some sessions: a run naming a few files groups
// only the families they touch (family-scope.ts), not the whole index again.
import { leftOutCopies } from '../../src/ingest/file-copies';
import type { FileMeta } from '../../src/ingest/types';
import type { SessionMeta } from '../../src/protocol/types';
import { copyProblem, type FileProblem } from './file-problems';
import type { IndexDb } from './index-db';
import { idMarks, ID_CHUNK } from './id-marks';
import { withSameBytes, type ReadBytes } from './same-bytes';

export const metaOf = (json: string | undefined): SessionMeta | undefined =>
  json === undefined ? undefined : (JSON.parse(json) as SessionMeta);

const COLUMNS = 'path, session_id, size, session_meta, subagents, bytes_read, read_hash';

/**
 * The machine's indexed files, or only those of `sessions`, by path: all kept in `files`
 * (scanning `records` for them made every refresh as slow as the index big). `fileIndex` is each
 * one's place in `paths`; a subset keeps the whole's order, so copies resolve as they would there.
 */
export async function fileMetas(
  db: IndexDb,
  machine: string,
  sessions?: ReadonlySet<string>,
): Promise<{ metas: FileMeta[]; paths: string[] }> {
  // Too many ids for one statement: the whole table, filtered here, in the same order.
  const few = sessions !== undefined && sessions.size <= ID_CHUNK;
  const ids = few ? [...sessions] : [];
  const rows = await db.all(
    `SELECT ${COLUMNS} FROM files WHERE machine = $1
     ${few ? `AND session_id IN (${idMarks(ids, 2)})` : ''} ORDER BY path`,
    [machine, ...ids],
  );
  const files =
    sessions === undefined || few ? rows : rows.filter((f) => sessions.has(String(f.session_id)));
  const reads = new Map<number, ReadBytes>();
  const metas = files.map((f, fileIndex): FileMeta => {
    const path = String(f.path);
    const sessionMeta = f.session_meta === null ? undefined : metaOf(String(f.session_meta));
    reads.set(fileIndex, { path, bytesRead: Number(f.bytes_read), readHash: String(f.read_hash) });
    return {
      fileIndex,
      name: path.slice(path.lastIndexOf('/') + 1),
      path,
      size: Number(f.size),
      subagentIds: JSON.parse(String(f.subagents)) as string[],
      ...(sessionMeta ? { sessionMeta } : {}),
    };
  });
  return { paths: files.map((f) => String(f.path)), metas: await withSameBytes(metas, reads) };
}

/**
 * Every copy the machine's indexed files hold, left out: which one is may change with any file.
 * Copies are of one session (the same name, or a renamed file with another's bytes), so only a
 * session with two files of one rotation, or a file of another name among others, is grouped.
 */
export async function copyProblems(db: IndexDb, machine: string): Promise<FileProblem[]> {
  const rows = await db.all(
    `SELECT session_id FROM files WHERE machine = $1 GROUP BY session_id
     HAVING count(*) > 1 AND (count(*) > count(DISTINCT rotation) OR min(rotation) = 0)`,
    [machine],
  );
  if (rows.length === 0) return [];
  const sessions = new Set(rows.map((r) => String(r.session_id)));
  return leftOutCopies((await fileMetas(db, machine, sessions)).metas).map(copyProblem);
}
