// Builds or refreshes the index: reads what each Trace file gained since the last run (gated by
// size and mtime), forgets removed files, then re-derives the rows of every session family the
// change touched. One transaction: a failed run leaves the previous index as it was.
import type { DuckDBConnection } from '@duckdb/node-api';
import { BUILT_IN_PRICES, type PriceTable } from '../../src/cost/prices';
import { groupSessions, planLoad } from '../../src/ingest/file-set';
import type { FileMeta, PlannedFile } from '../../src/ingest/types';
import { sessionsToRederive } from '../../src/library/families';
import { placeOf } from '../../src/library/layout';
import { familyRows } from '../../src/library/rows';
import type { SessionMeta } from '../../src/protocol/types';
import { appendRows } from './append-rows';
import { problemOf, type FileProblem } from './file-problems';
import { familyState } from './family-state';
import { readNewLines, type FileProgress } from './read-file';
import { DERIVED, ensureSchema } from './schema';
import { coveredBy, findTraceFiles } from './walk';

export interface IndexSummary {
  schema: 'created' | 'rebuilt' | 'kept';
  /** Files read this run (new, grown or replaced). */
  filesRead: number;
  filesUnchanged: number;
  filesRemoved: number;
  /** Records and bad lines added this run. */
  records: number;
  badLines: number;
  /** Sessions whose rows were re-derived this run. */
  sessionsUpdated: number;
  /** Sessions in the whole index. */
  sessions: number;
  /** Files not read (unreadable, huge, binary) and links not followed, this run. */
  problems: FileProblem[];
}

interface KnownFile extends FileProgress {
  path: string;
  sessionId: string;
  size: number;
  mtimeMs: number;
}

const rows = async (db: DuckDBConnection, sql: string, values: (string | number)[] = []) =>
  (await db.runAndReadAll(sql, values)).getRowObjectsJson();

async function knownFiles(db: DuckDBConnection): Promise<Map<string, KnownFile>> {
  const out = new Map<string, KnownFile>();
  for (const r of await rows(db, 'SELECT * FROM files'))
    out.set(String(r.path), {
      path: String(r.path),
      sessionId: String(r.session_id),
      size: Number(r.size),
      mtimeMs: Number(r.mtime_ms),
      bytesRead: Number(r.bytes_read),
      linesRead: Number(r.lines_read),
      records: Number(r.records),
      badLines: Number(r.bad_lines),
    });
  return out;
}

async function forgetFile(db: DuckDBConnection, path: string): Promise<void> {
  for (const table of ['records', 'bad_lines', 'files'])
    await db.run(`DELETE FROM ${table} WHERE path = $1`, [path]);
}

/** Every indexed file as the app's grouping sees it: name, first-line meta, subagent pointers. */
async function fileMetas(db: DuckDBConnection): Promise<{ metas: FileMeta[]; paths: string[] }> {
  const files = await rows(db, 'SELECT path, size FROM files ORDER BY path');
  const paths = files.map((f) => String(f.path));
  const pointers = new Map<string, string[]>();
  for (const r of await rows(
    db,
    `SELECT path, json FROM records WHERE kind = 'event_msg:subagent' ORDER BY path, line`,
  )) {
    const id = (JSON.parse(String(r.json)) as { payload: { session_id?: unknown } }).payload
      .session_id;
    if (typeof id === 'string')
      pointers.set(String(r.path), [...(pointers.get(String(r.path)) ?? []), id]);
  }
  const metas = new Map<string, SessionMeta>();
  for (const r of await rows(
    db,
    `SELECT path, json FROM records WHERE line = 1 AND kind = 'session_meta'`,
  ))
    metas.set(String(r.path), (JSON.parse(String(r.json)) as { payload: SessionMeta }).payload);
  return {
    paths,
    metas: files.map((f, fileIndex) => {
      const path = String(f.path);
      const sessionMeta = metas.get(path);
      return {
        fileIndex,
        name: path.slice(path.lastIndexOf('/') + 1),
        size: Number(f.size),
        subagentIds: pointers.get(path) ?? [],
        ...(sessionMeta ? { sessionMeta } : {}),
      };
    }),
  };
}

export async function indexPaths(
  db: DuckDBConnection,
  paths: readonly string[],
  prices: PriceTable = BUILT_IN_PRICES,
): Promise<IndexSummary> {
  const schema = await ensureSchema(db);
  const problems: FileProblem[] = [];
  const found = await findTraceFiles(paths, problems);
  const summary: IndexSummary = {
    schema,
    filesRead: 0,
    filesUnchanged: 0,
    filesRemoved: 0,
    records: 0,
    badLines: 0,
    sessionsUpdated: 0,
    sessions: 0,
    problems,
  };
  await db.run('BEGIN TRANSACTION');
  try {
    const known = await knownFiles(db);
    const changed = new Set<string>();
    const covered = coveredBy(paths);
    const present = new Set(found.map((f) => f.path));
    for (const k of known.values())
      if (covered(k.path) && !present.has(k.path)) {
        await forgetFile(db, k.path);
        changed.add(k.sessionId);
        summary.filesRemoved += 1;
      }
    for (const f of found) {
      const k = known.get(f.path);
      if (k && k.size === f.size && k.mtimeMs === f.mtimeMs) {
        summary.filesUnchanged += 1;
        continue;
      }
      const problem = await problemOf(f.path, f.size);
      if (problem) {
        problems.push(problem);
        continue;
      }
      // Shorter than what was read: replaced or truncated, so what was read no longer holds.
      const fresh = !k || f.size < k.bytesRead;
      if (k) {
        changed.add(k.sessionId);
        if (fresh) await forgetFile(db, f.path);
        else await db.run('DELETE FROM files WHERE path = $1', [f.path]);
      }
      const from: FileProgress =
        k && !fresh ? k : { bytesRead: 0, linesRead: 0, records: 0, badLines: 0 };
      const next = await readNewLines(db, f.path, f.size, from);
      const place = placeOf(f.path);
      const sessionId =
        place.sessionId ?? next.metaSessionId ?? f.path.slice(f.path.lastIndexOf('/') + 1);
      changed.add(sessionId);
      summary.filesRead += 1;
      summary.records += next.records - from.records;
      summary.badLines += next.badLines - from.badLines;
      await appendRows(db, 'files', [
        {
          path: f.path,
          session_id: sessionId,
          rotation: place.index,
          project: place.project,
          agent: place.agent,
          size: f.size,
          mtime_ms: f.mtimeMs,
          bytes_read: next.bytesRead,
          lines_read: next.linesRead,
          records: next.records,
          bad_lines: next.badLines,
        },
      ]);
    }
    summary.sessionsUpdated = await rederive(db, changed, prices);
    summary.sessions = Number((await rows(db, 'SELECT count(*) AS n FROM sessions'))[0]?.n ?? 0);
    await db.run('COMMIT');
  } catch (e) {
    await db.run('ROLLBACK');
    throw e;
  }
  return summary;
}

async function rederive(
  db: DuckDBConnection,
  changed: ReadonlySet<string>,
  prices: PriceTable,
): Promise<number> {
  if (changed.size === 0) return 0;
  const { metas, paths } = await fileMetas(db);
  const plan = planLoad(groupSessions(metas));
  const after = new Map(plan.map((p) => [p.sessionId, p.rootSessionId]));
  const before = new Map(
    (await rows(db, 'SELECT session_id, root_session_id FROM sessions')).map(
      (r) => [String(r.session_id), String(r.root_session_id)] as const,
    ),
  );
  const ids = sessionsToRederive(changed, before, after);
  for (const id of ids)
    for (const table of DERIVED) await db.run(`DELETE FROM ${table} WHERE session_id = $1`, [id]);
  const places = new Map<string, { project: string | null; agent: string | null }>();
  for (const r of await rows(db, 'SELECT session_id, project, agent FROM files ORDER BY rotation'))
    if (!places.has(String(r.session_id)))
      places.set(String(r.session_id), {
        project: r.project === null ? null : String(r.project),
        agent: r.agent === null ? null : String(r.agent),
      });
  const roots = new Set([...ids].flatMap((id) => after.get(id) ?? []));
  let updated = 0;
  for (const root of roots) {
    const family = plan.filter((p) => p.rootSessionId === root);
    const state = await familyState(db, family, (p: PlannedFile) => paths[p.file.fileIndex] ?? '');
    const derived = familyRows(state, {
      rootSessionId: root,
      prices,
      // A child known only from its parent's pointer has no file: it ran for the same agent.
      placeOf: (id) => places.get(id) ?? places.get(root) ?? { project: null, agent: null },
    });
    await appendRows(db, 'sessions', derived.sessions);
    await appendRows(db, 'requests', derived.requests);
    await appendRows(db, 'tool_calls', derived.toolCalls);
    await appendRows(db, 'messages', derived.messages);
    await appendRows(db, 'events', derived.events);
    updated += derived.sessions.length;
  }
  return updated;
}
