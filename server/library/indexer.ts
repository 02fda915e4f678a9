// Builds or refreshes the index: reads what each Trace file gained since the last run (gated by
// size and mtime), forgets removed files, then re-derives the rows of every session family the
// change touched. A run is cut into batches of files (batches.ts), one transaction each, as the
// team store's ingest (postgres/ingest.ts) runs the same refresh: a failed run leaves the index
// as of its last batch, and the next run goes on from there.
import { stat } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { BUILT_IN_PRICES, type PriceTable } from '../../src/cost/prices';
import { groupSessions, planLoad } from '../../src/ingest/file-set';
import type { PlannedFile } from '../../src/ingest/types';
import { sessionsToRederive } from '../../src/library/families';
import { placeOf, placeOfAgentState } from '../../src/library/layout';
import type { IndexProgress } from '../../src/library/index-progress';
import { familyRows } from '../../src/library/rows';
import { sessionPlaces } from '../../src/library/session-places';
import type { TraceState } from '../../src/store/model';
import { batchesOf, FIRST_BATCH_BYTES, LAST_BATCH_BYTES, newBytesOf } from './batches';
import {
  appendOnly,
  changedRows,
  forgetFamily,
  keepFamily,
  parseAppended,
  ROW_TABLES,
  stateAfter,
  type Appended,
  type Derived,
  type FamilyCache,
} from './family-cache';
import { forEachFamilyState, type FamilySource } from './family-state';
import { runningSince } from './queries/status-now';
import { copyProblems, fileMetas, metaOf } from './file-metas';
import { noSessionProblem, problemOf, type FileProblem } from './file-problems';
import { familyScope } from './family-scope';
import { twoParentProblems } from './two-parents';
import { idMarks, ID_CHUNK } from './id-marks';
import { duckdbIndexDb, type IndexDb } from './index-db';
import { readAgainFrom, type ParsedFile, type WholeRead } from './read-again';
import { readAhead } from './read-ahead';
import {
  badLineRows,
  NOTHING_READ,
  readNewBytes,
  recordRows,
  scanNewLines,
  type FileProgress,
  type NewBytes,
} from './read-file';
import { readHash } from './read-hash';
import { DERIVED, ensureSchema } from './schema';
import { storedRecords } from './stored-records';
import { coveredBy, findChangedFiles, findTraceFiles, type FoundFile } from './walk';

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
  /** Files not read (unreadable, huge, binary) and links not followed, this run; every copy left out. */
  problems: FileProblem[];
}

export interface KnownFile extends FileProgress {
  path: string;
  sessionId: string;
  size: number;
  mtimeMs: number;
}

export type RefreshCounts = Omit<IndexSummary, 'schema' | 'sessions' | 'problems'>;

/** Counts of a run that has done nothing yet, but for the files it found unchanged. */
export const noCounts = (filesUnchanged = 0): RefreshCounts => ({
  filesRead: 0,
  filesUnchanged,
  filesRemoved: 0,
  records: 0,
  badLines: 0,
  sessionsUpdated: 0,
});

/** Adds a batch's counts to a run's. */
export function addCounts(into: RefreshCounts, counts: RefreshCounts): void {
  for (const key of Object.keys(counts) as (keyof RefreshCounts)[]) into[key] += counts[key];
}

/** Local index: every file is on this machine. The team store names each ingesting machine. */
export const LOCAL_MACHINE = '';

/** Which of a machine's files a run looks at: these paths, and every file under these folders. */
export interface FileScope {
  paths: readonly string[];
  under: readonly string[];
}

/** The files of one machine the index holds, by path: all of them, or those of `scope`. */
export async function knownFiles(
  db: IndexDb,
  machine: string,
  scope?: FileScope,
): Promise<Map<string, KnownFile>> {
  const out = new Map<string, KnownFile>();
  for (const r of scope
    ? await scopedFiles(db, machine, scope)
    : await db.all('SELECT * FROM files WHERE machine = $1', [machine]))
    out.set(String(r.path), {
      path: String(r.path),
      sessionId: String(r.session_id),
      size: Number(r.size),
      mtimeMs: Number(r.mtime_ms),
      bytesRead: Number(r.bytes_read),
      linesRead: Number(r.lines_read),
      records: Number(r.records),
      badLines: Number(r.bad_lines),
      readHash: String(r.read_hash),
      ...(r.session_meta === null ? {} : { sessionMeta: String(r.session_meta) }),
      subagents: JSON.parse(String(r.subagents)) as string[],
    });
  return out;
}

async function scopedFiles(db: IndexDb, machine: string, scope: FileScope) {
  const rows = [];
  for (let at = 0; at < scope.paths.length; at += ID_CHUNK) {
    const chunk = scope.paths.slice(at, at + ID_CHUNK);
    rows.push(
      ...(await db.all(
        `SELECT * FROM files WHERE machine = $1 AND path IN (${idMarks(chunk, 2)})`,
        [machine, ...chunk],
      )),
    );
  }
  for (const folder of scope.under)
    rows.push(
      ...(await db.all(
        'SELECT * FROM files WHERE machine = $1 AND (path = $2 OR starts_with(path, $3))',
        [machine, folder, `${folder}/`],
      )),
    );
  return rows;
}

/** Size and modification time gate a file: equal to what the index holds, it is not read. */
export const unchanged = (k: KnownFile | undefined, f: { size: number; mtimeMs: number }) =>
  k !== undefined && k.size === f.size && k.mtimeMs === f.mtimeMs;

/** A file's row and its pointers, which are written again whenever the file is read. */
async function forgetFileRow(db: IndexDb, machine: string, path: string): Promise<void> {
  for (const table of ['subagent_pointers', 'files'])
    await db.run(`DELETE FROM ${table} WHERE machine = $1 AND path = $2`, [machine, path]);
}

async function forgetFile(db: IndexDb, machine: string, path: string): Promise<void> {
  for (const table of db.keepsRecords ? ['records', 'bad_lines'] : ['bad_lines'])
    await db.run(`DELETE FROM ${table} WHERE machine = $1 AND path = $2`, [machine, path]);
  await forgetFileRow(db, machine, path);
}

/**
 * The machine's files with no session: not one record read (empty, blank lines only, one line
 * not yet written out, or bad lines only), but for the copies left out (`copies`' paths), which
 * are never parsed and keep 0 records too.
 */
async function noSessionProblems(
  db: IndexDb,
  machine: string,
  copies: ReadonlySet<string>,
): Promise<FileProblem[]> {
  const files = await db.all(
    `SELECT path, size, lines_read, bad_lines FROM files
     WHERE machine = $1 AND records = 0 ORDER BY path`,
    [machine],
  );
  return files
    .filter((f) => !copies.has(String(f.path)))
    .map((f) =>
      noSessionProblem(String(f.path), Number(f.size), Number(f.lines_read), Number(f.bad_lines)),
    );
}

/**
 * The problems every run names afresh, whatever it read: each copy left out (which one is may
 * change with any file), each file with no session yet, and each pointer to a child listed under
 * another parent (which parent may change with any file naming it).
 */
export async function standingProblems(db: IndexDb, machine: string): Promise<FileProblem[]> {
  const copies = await copyProblems(db, machine);
  const left = new Set(copies.map((c) => c.path));
  return [
    ...copies,
    ...(await noSessionProblems(db, machine, left)),
    ...(await twoParentProblems(db, machine, left)),
  ];
}

export interface IndexOptions {
  prices?: PriceTable;
  /**
   * What a watcher reported (files and folders under the paths): only those are looked at, so a
   * refresh after one new session does not stat the whole tree.
   */
  changed?: readonly string[];
  onProgress?: (progress: IndexProgress) => void;
  /**
   * Called when a batch is committed and more are to come: its sessions can be read. Without it,
   * no one reads them until the run ends, so every batch is as large as one may be.
   */
  onCommit?: () => void;
  /**
   * New bytes the first batch may read, each next one twice its last: FIRST_BATCH_BYTES when
   * `onCommit` is given, else LAST_BATCH_BYTES.
   */
  batchBytes?: number;
  /** Families kept from the runs before on this index (family-cache.ts). */
  families?: FamilyCache;
}

/**
 * Indexes what changed under `paths`, in batches of files that are each one transaction: a first
 * index of a large tree shows its sessions batch by batch, and a failed run leaves the index as
 * of its last batch, which the next run goes on from.
 */
export async function indexPaths(
  db: DuckDBConnection,
  paths: readonly string[],
  o: IndexOptions = {},
): Promise<IndexSummary> {
  const schema = await ensureSchema(db);
  const problems: FileProblem[] = [];
  const covered = coveredBy(paths);
  const { found, gone, scope } = await lookAt(paths, covered, problems, schema, o.changed);
  const idb = duckdbIndexDb(db);
  const known = await knownFiles(idb, LOCAL_MACHINE, scope);
  const todo = found.filter((f) => !unchanged(known.get(f.path), f));
  const first = o.batchBytes ?? (o.onCommit ? FIRST_BATCH_BYTES : LAST_BATCH_BYTES);
  const batches = batchesOf(todo, newBytesOf(known), (n) =>
    Math.min(first * 2 ** n, LAST_BATCH_BYTES),
  );
  if (batches.length === 0) batches.push([]);
  const total = noCounts(found.length - todo.length);
  // Of the batches committed so far.
  let files = 0;
  let lines = 0;
  for (const batch of batches) {
    let batchLines = 0;
    const onProgress = o.onProgress;
    // Several batches tell the files read across them all; a run of one tells its families
    // summed up too.
    const progress = onProgress
      ? (p: IndexProgress) => {
          if (p.phase === 'reading') batchLines = p.lines;
          if (p.phase === 'deriving' && batches.length === 1) onProgress(p);
          else
            onProgress({
              phase: 'reading',
              done: files + (p.phase === 'reading' ? p.done : batch.length),
              total: todo.length,
              lines: lines + batchLines,
            });
        }
      : undefined;
    await db.run('BEGIN TRANSACTION');
    try {
      const counts = await refreshFiles(idb, {
        machine: LOCAL_MACHINE,
        prices: o.prices ?? BUILT_IN_PRICES,
        found: batch,
        gone,
        problems,
        ...(scope ? { scope } : {}),
        ...(progress ? { onProgress: progress } : {}),
        ...(o.families ? { families: o.families } : {}),
      });
      await db.run('COMMIT');
      addCounts(total, counts);
    } catch (e) {
      await db.run('ROLLBACK');
      // Kept families may be ahead of the rows rolled back.
      o.families?.families.clear();
      throw e;
    }
    files += batch.length;
    lines += batchLines;
    if (batch !== batches.at(-1)) o.onCommit?.();
  }
  for (const p of await standingProblems(idb, LOCAL_MACHINE)) problems.push(p);
  const sessions = Number((await idb.all('SELECT count(*) AS n FROM sessions'))[0]?.n ?? 0);
  return { schema, ...total, sessions, problems };
}

/**
 * The files a run reads, which of the index's files are gone and, for a watcher's run, which of
 * them it looks at (the others are neither read nor gone).
 */
async function lookAt(
  paths: readonly string[],
  covered: (path: string) => boolean,
  problems: FileProblem[],
  schema: IndexSummary['schema'],
  changed: readonly string[] | undefined,
): Promise<{ found: FoundFile[]; gone: (path: string) => boolean; scope?: FileScope }> {
  if (changed === undefined || schema !== 'kept') {
    const found = await findTraceFiles(paths, problems);
    const present = new Set(found.map((f) => f.path));
    return { found, gone: (path) => covered(path) && !present.has(path) };
  }
  const look = await findChangedFiles(changed.filter(covered), problems);
  const under = (path: string) => (m: string) => path === m || path.startsWith(`${m}/`);
  return {
    found: look.found,
    gone: (path) => covered(path) && look.missing.some(under(path)),
    scope: { paths: look.found.map((f) => f.path), under: look.missing },
  };
}

/**
 * Within the caller's transaction: forgets the machine's files that are `gone`, reads what each
 * file of `found` gained (stat again here, so a caller's older look cannot mislead it), and
 * re-derives every session family the change touched.
 */
export async function refreshFiles(
  db: IndexDb,
  o: {
    machine: string;
    prices: PriceTable;
    found: readonly FoundFile[];
    gone: (path: string) => boolean;
    /** Where files not read (unreadable, huge, binary) are listed. */
    problems?: FileProblem[];
    onProgress?: (progress: IndexProgress) => void;
    /** Families kept from the runs before on this index: an append goes on from them. */
    families?: FamilyCache;
    /** The files `found` and `gone` can name, when not every file of the machine. */
    scope?: FileScope;
  },
): Promise<RefreshCounts> {
  const { machine } = o;
  const counts = noCounts();
  const known = await knownFiles(db, machine, o.scope);
  // As the index held them before this run, and what was read on from there.
  const before = new Map(known);
  const appended = new Map<string, Appended>();
  const changed = new Set<string>();
  const read = readRows();
  // Every file of the machine the run looked at or re-derives, as far as the index has read it:
  // families are derived from them.
  const onDisk = new Map<string, WholeRead>();
  for (const k of known.values())
    if (o.gone(k.path)) {
      known.delete(k.path);
      await forgetFile(db, machine, k.path);
      changed.add(k.sessionId);
      counts.filesRemoved += 1;
    }
  let at = 0;
  const looks = readAhead(
    o.found,
    (seen) => lookAtFile(seen, known.get(seen.path)),
    (seen) => seen.size,
  );
  // Files read this run, with what the index held of them before: their records and bad lines
  // are counted, and their rows made, when their family is derived (each file parsed once).
  const uncounted = new Map<string, FileProgress>();
  let lines = 0;
  for await (const look of looks) {
    o.onProgress?.({ phase: 'reading', done: at, total: o.found.length, lines });
    at += 1;
    if (look.kind === 'same') {
      counts.filesUnchanged += 1;
      continue;
    }
    if (look.kind === 'problem') {
      o.problems?.push(look.problem);
      continue;
    }
    const { f, fresh, from } = look;
    const k = known.get(f.path);
    if (k) {
      changed.add(k.sessionId);
      if (fresh) await forgetFile(db, machine, f.path);
      else await forgetFileRow(db, machine, f.path);
    }
    const next = scanNewLines(f.path, from, look.bytes);
    uncounted.set(f.path, from);
    if (k && !fresh) appended.set(f.path, { from: k, bytes: look.bytes });
    lines += next.linesRead - from.linesRead;
    const place = placeOf(f.path);
    // Parsed only when the path does not say it all (a session_meta can be 50 KB of tools).
    const meta =
      place.sessionId === null || place.project === null ? metaOf(next.sessionMeta) : undefined;
    const sessionId =
      place.sessionId ?? meta?.session_id ?? f.path.slice(f.path.lastIndexOf('/') + 1);
    // Out of PenguinHarness's layout, the agent's folder its session_meta names says the same.
    const owner = place.project === null ? placeOfAgentState(meta?.agent_state) : place;
    changed.add(sessionId);
    onDisk.set(f.path, next);
    counts.filesRead += 1;
    read.files.push({
      machine,
      path: f.path,
      session_id: sessionId,
      rotation: place.index,
      project: owner?.project ?? null,
      agent: owner?.agent ?? null,
      size: f.size,
      mtime_ms: f.mtimeMs,
      bytes_read: next.bytesRead,
      lines_read: next.linesRead,
      records: next.records,
      bad_lines: next.badLines,
      read_hash: next.readHash,
      session_meta: next.sessionMeta ?? null,
      subagents: JSON.stringify(next.subagents),
    });
    for (const child of new Set(next.subagents))
      read.pointers.push({ machine, path: f.path, session_id: sessionId, child_session_id: child });
    if (read.size() >= FLUSH_ROWS) await read.flush(db);
  }
  await read.flush(db);
  for (const [path, k] of known) if (!onDisk.has(path)) onDisk.set(path, k);
  const recounted: { path: string; records: number; badLines: number }[] = [];
  const parsed = (path: string, file: ParsedFile, prior = { records: 0, badLines: 0 }) => {
    const before = uncounted.get(path);
    if (before === undefined) return;
    uncounted.delete(path);
    // A loop, not push(...rows): a file of 150,000 records overflows the stack as arguments.
    for (const row of badLineRows({ machine, path }, before.linesRead, file))
      read.badLines.push(row);
    if (db.keepsRecords)
      for (const row of recordRows({ machine, path }, before.linesRead, file))
        read.records.push(row);
    const records = prior.records + file.records.length;
    const badLines = prior.badLines + file.bad.length;
    counts.records += records - before.records;
    counts.badLines += badLines - before.badLines;
    recounted.push({ path, records, badLines });
  };
  counts.sessionsUpdated = await rederive(
    db,
    changed,
    o.prices,
    {
      machine,
      again: readAgainFrom(onDisk, { keepText: db.keepsRecords }),
      parsed,
      onDisk,
      // A file of a family the run re-derives but did not look at: unchanged, as the index has it.
      more: async (paths) => {
        for (const k of (await knownFiles(db, machine, { paths, under: [] })).values()) {
          before.set(k.path, k);
          onDisk.set(k.path, k);
        }
      },
      resume: {
        cache: o.families,
        before: (path) => before.get(path),
        appended: (path) => appended.get(path),
      },
    },
    o.onProgress,
    o.problems,
  );
  await read.flush(db);
  await setCounts(db, machine, recounted);
  return counts;
}

/** Each file's records and bad lines, as counted when its family was derived. */
async function setCounts(
  db: IndexDb,
  machine: string,
  files: readonly { path: string; records: number; badLines: number }[],
): Promise<void> {
  for (let at = 0; at < files.length; at += ID_CHUNK) {
    const chunk = files.slice(at, at + ID_CHUNK);
    const values = chunk
      .map(
        (_, i) => `($${3 * i + 2}, CAST($${3 * i + 3} AS INTEGER), CAST($${3 * i + 4} AS INTEGER))`,
      )
      .join(', ');
    await db.run(
      `UPDATE files SET records = v.records, bad_lines = v.bad_lines
       FROM (VALUES ${values}) AS v(path, records, bad_lines)
       WHERE files.machine = $1 AND files.path = v.path`,
      [machine, ...chunk.flatMap((f) => [f.path, f.records, f.badLines])],
    );
  }
}

async function statNow(path: string): Promise<FoundFile | undefined> {
  try {
    const s = await stat(path);
    return { path, size: s.size, mtimeMs: s.mtimeMs };
  } catch {
    // Gone since the walk: the next run forgets it.
    return undefined;
  }
}

/** A file of the run as the disk has it now, with what it gained when it changed. */
type FileLook =
  | { kind: 'same' }
  | { kind: 'problem'; problem: FileProblem }
  | { kind: 'read'; f: FoundFile; fresh: boolean; from: FileProgress; bytes: NewBytes };

/** All the I/O a file of the run needs, so it can be done ahead of the file's turn (read-ahead.ts). */
async function lookAtFile(seen: FoundFile, k: KnownFile | undefined): Promise<FileLook> {
  const f = await statNow(seen.path);
  if (f === undefined || unchanged(k, f)) return { kind: 'same' };
  const problem = await problemOf(f.path, f.size);
  if (problem) return { kind: 'problem', problem };
  // Shorter than what was read, or not starting and ending as it did: replaced or rewritten,
  // so what was read no longer holds.
  const fresh = !k || f.size < k.bytesRead || (await readHash(f.path, k.bytesRead)) !== k.readHash;
  const from = k && !fresh ? k : NOTHING_READ;
  return { kind: 'read', f, fresh, from, bytes: await readNewBytes(f.path, from, f.size) };
}

async function rederive(
  db: IndexDb,
  changed: ReadonlySet<string>,
  prices: PriceTable,
  source: Pick<FamilySource, 'again' | 'parsed'> & {
    machine: string;
    onDisk: ReadonlyMap<string, WholeRead>;
    /** Adds these files, as the index holds them, to `onDisk` and to what `resume.before` knows. */
    more: (paths: readonly string[]) => Promise<void>;
    resume: {
      cache: FamilyCache | undefined;
      before: (path: string) => { bytesRead: number } | undefined;
      appended: (path: string) => Appended | undefined;
    };
  },
  onProgress?: (progress: IndexProgress) => void,
  problems?: FileProblem[],
): Promise<number> {
  const { machine, resume } = source;
  if (changed.size === 0) return 0;
  // The families the change touches, grouped alone; the whole index when they are many.
  const scope = await familyScope(db, machine, changed);
  const { metas, paths } = await fileMetas(db, machine, scope);
  const plan = planLoad(groupSessions(metas));
  // Every session's one row, a child only pointers name included: a child named by two parents
  // moves between their families as the first of them comes and goes.
  const placed = sessionPlaces(plan);
  const after = new Map([...placed].map(([id, p]) => [id, p.root]));
  const before = await storedRoots(db, scope);
  const ids = sessionsToRederive(changed, before, after);
  const pathOf = (p: PlannedFile) => paths[p.file.fileIndex] ?? '';
  const families = new Map<string, PlannedFile[]>();
  const roots = new Set([...ids].flatMap((id) => after.get(id) ?? []));
  for (const p of plan)
    if (roots.has(p.rootSessionId))
      families.set(p.rootSessionId, [...(families.get(p.rootSessionId) ?? []), p]);
  const unread = [...families.values()].flat().map(pathOf);
  await source.more(unread.filter((path) => !source.onDisk.has(path)));
  // A family whose last file only grew goes on from its kept state; its rows are not all
  // deleted, only those that changed.
  const resumed = new Map<string, NonNullable<ReturnType<typeof appendOnly>>>();
  for (const [root, family] of families) {
    const r = appendOnly(resume.cache, root, family, pathOf, resume);
    if (r) resumed.set(root, r);
    else forgetFamily(resume.cache, root);
  }
  const kept = new Set(
    [...resumed.values()].flatMap((r) => r.kept.derived.sessions.map((s) => s.session_id)),
  );
  // A session with no stored row has none in any table (a family's rows are written together):
  // a new session's deletes would scan the largest tables for nothing.
  const list = [...ids].filter((id) => !kept.has(id) && before.has(id));
  for (let at = 0; at < list.length; at += ID_CHUNK) {
    const chunk = list.slice(at, at + ID_CHUNK);
    for (const table of DERIVED)
      await db.run(`DELETE FROM ${table} WHERE session_id IN (${idMarks(chunk)})`, chunk);
  }
  // Each file's place and last write: a family's last write is the latest of its files'.
  const files = new Map<string, { project: string | null; agent: string | null; at: number }>();
  const inScope = scope ? [...scope] : [];
  for (const r of await db.all(
    `SELECT path, project, agent, mtime_ms FROM files WHERE machine = $1
     ${scope ? `AND session_id IN (${idMarks(inScope, 2)})` : ''}`,
    [machine, ...inScope],
  ))
    files.set(String(r.path), {
      project: r.project === null ? null : String(r.project),
      agent: r.agent === null ? null : String(r.agent),
      at: Number(r.mtime_ms),
    });
  // A session's place is its first grouped file's: of two copies, the one kept (the database
  // returned either first, so an ingest and a whole ingest could differ).
  const places = new Map<string, { project: string | null; agent: string | null }>();
  for (const p of plan) {
    const f = files.get(pathOf(p));
    if (f && !places.has(p.sessionId))
      places.set(p.sessionId, { project: f.project, agent: f.agent });
  }
  let updated = 0;
  const pending = derivedRows();
  let done = 0;
  const lost: string[] = [];
  const from: FamilySource = {
    again: source.again,
    parsed: source.parsed,
    pathOf,
    lost: (p) => lost.push(p),
    // Only the team store holds what it read of a file that is no longer on the disk.
    ...(db.keepsRecords ? { stored: (path: string) => storedRecords(db, machine, path) } : {}),
  };
  const rowsOf = (state: TraceState, root: string) =>
    familyRows(state, {
      rootSessionId: root,
      prices,
      // A child known only from its parent's pointer has no file: it ran for the same agent.
      placeOf: (id) => places.get(id) ?? places.get(root) ?? { project: null, agent: null },
      belongs: (id, parent) => {
        const p = placed.get(id);
        return p === undefined || (p.root === root && p.parent === parent);
      },
    });
  // One family's failure (hostile content a rule did not foresee) is its own files' problem: the
  // rest of the library is still indexed. Its files are read again next run, so it is tried and
  // reported again, not forgotten.
  const failed = (root: string, family: readonly PlannedFile[], e: unknown) => {
    forgetFamily(resume.cache, root);
    const detail = e instanceof Error ? e.message : String(e);
    for (const p of family) {
      problems?.push({ path: pathOf(p), problem: 'unindexed', detail });
      lost.push(pathOf(p));
    }
  };
  const lastWriteOf = (family: readonly PlannedFile[]) => {
    const at = Math.max(...family.map((p) => files.get(pathOf(p))?.at ?? -1));
    return at < 0 ? null : at;
  };
  const now = Date.now();
  const keep = (
    root: string,
    family: readonly PlannedFile[],
    beforeEnd: TraceState,
    derived: Derived,
  ) => {
    const at = lastWriteOf(family);
    if (
      !resume.cache ||
      at === null ||
      at < runningSince(now) ||
      family.some((p) => lost.includes(pathOf(p)))
    )
      forgetFamily(resume.cache, root);
    else
      keepFamily(
        resume.cache,
        root,
        family,
        pathOf,
        (path) => source.onDisk.get(path),
        beforeEnd,
        derived,
      );
  };
  for (const [root, r] of resumed) {
    const family = families.get(root) ?? [];
    families.delete(root);
    const lastPath = pathOf(r.last);
    const appendedLines = parseAppended(lastPath, r.appended, db.keepsRecords);
    source.parsed(lastPath, appendedLines, r.appended.from);
    const { state, beforeEnd } = stateAfter(r.kept, r.last, lastPath, appendedLines);
    let derived: Derived;
    try {
      derived = rowsOf(state, root);
    } catch (e) {
      failed(root, family, e);
      continue;
    }
    const sessionIds = [
      ...new Set([...r.kept.derived.sessions, ...derived.sessions].map((s) => s.session_id)),
    ];
    const marks = sessionIds.map((_, i) => `$${i + 1}`).join(', ');
    await db.run(`DELETE FROM sessions WHERE session_id IN (${marks})`, sessionIds);
    const lastWrite = lastWriteOf(family);
    for (const row of derived.sessions) pending.sessions.push({ ...row, last_write_ms: lastWrite });
    for (const table of ROW_TABLES)
      for (const change of changedRows(r.kept.derived, derived, table)) {
        await db.run(`DELETE FROM ${table} WHERE session_id = $1 AND ordinal >= $2`, [
          change.sessionId,
          change.fromOrdinal,
        ]);
        for (const row of change.rows) pending[table].push(row);
      }
    updated += derived.sessions.length;
    keep(root, family, beforeEnd, derived);
  }
  for (const batch of familyBatches([...families.values()])) {
    onProgress?.({ phase: 'deriving', done, total: families.size });
    done += batch.length;
    const take = (state: TraceState, i: number, beforeEnd: TraceState) => {
      const family = batch[i] ?? [];
      const root = family[0]?.rootSessionId ?? '';
      let derived: Derived;
      try {
        derived = rowsOf(state, root);
      } catch (e) {
        failed(root, family, e);
        return;
      }
      const lastWrite = lastWriteOf(family);
      for (const r of derived.sessions) pending.sessions.push({ ...r, last_write_ms: lastWrite });
      for (const table of DERIVED_BELOW)
        for (const r of derivedOf(derived, table)) pending[table].push(r);
      updated += derived.sessions.length;
      keep(root, family, beforeEnd, derived);
    };
    await forEachFamilyState(batch, from, take);
    if (pending.size() >= FLUSH_ROWS) await pending.flush(db);
  }
  await pending.flush(db);
  // Rewritten or gone since it was read: no size, time and hash match it now, so the next run
  // (the watcher's, when it changed under it) reads it again from its start.
  for (const path of lost)
    await db.run(
      "UPDATE files SET mtime_ms = -1, read_hash = '' WHERE machine = $1 AND path = $2",
      [machine, path],
    );
  return updated;
}

/** Each session's family root as the index holds it: of every session, or of those in `scope`. */
async function storedRoots(
  db: IndexDb,
  scope: ReadonlySet<string> | undefined,
): Promise<Map<string, string>> {
  const ids = scope ? [...scope] : [];
  const rows = await db.all(
    `SELECT session_id, root_session_id FROM sessions
     ${scope ? `WHERE session_id IN (${idMarks(ids)})` : ''}`,
    ids,
  );
  return new Map(rows.map((r) => [String(r.session_id), String(r.root_session_id)] as const));
}

/** Families cut into groups of at most BATCH_FILES files and about FAMILY_BATCH_BYTES of text. */
function familyBatches(families: readonly PlannedFile[][]): PlannedFile[][][] {
  const out: PlannedFile[][][] = [];
  let batch: PlannedFile[][] = [];
  let files = 0;
  let bytes = 0;
  for (const family of families) {
    const size = family.reduce((n, p) => n + p.file.size, 0);
    if (
      batch.length > 0 &&
      (files + family.length > BATCH_FILES || bytes + size > FAMILY_BATCH_BYTES)
    ) {
      out.push(batch);
      batch = [];
      files = 0;
      bytes = 0;
    }
    batch.push(family);
    files += family.length;
    bytes += size;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/** Rows are appended many files and families at a time, bounded so memory stays small. */
const FLUSH_ROWS = 20_000;
/** Families re-derived from one query: few scans of the records table, bounded memory. */
const BATCH_FILES = 500;
const FAMILY_BATCH_BYTES = 32 * 2 ** 20;

/** The derived tables but `sessions`, whose rows get their family's last write. */
const DERIVED_BELOW = DERIVED.filter((t) => t !== 'sessions');
const derivedOf = (d: Derived, table: (typeof DERIVED)[number]): readonly object[] =>
  table === 'tool_calls' ? d.toolCalls : d[table];

function derivedRows() {
  const rows: Record<(typeof DERIVED)[number], object[]> = {
    sessions: [],
    requests: [],
    tool_calls: [],
    messages: [],
    events: [],
  };
  return {
    ...rows,
    size: () => DERIVED.reduce((n, t) => n + rows[t].length, 0),
    async flush(db: IndexDb) {
      for (const table of DERIVED) await db.append(table, rows[table].splice(0));
    },
  };
}

/** What a run read, appended many files at a time (`records` only where the index keeps them). */
function readRows() {
  const rows = {
    files: [] as object[],
    pointers: [] as object[],
    records: [] as object[],
    badLines: [] as object[],
  };
  return {
    ...rows,
    size: () => rows.files.length,
    async flush(db: IndexDb) {
      await db.append('files', rows.files.splice(0));
      await db.append('subagent_pointers', rows.pointers.splice(0));
      await db.append('records', rows.records.splice(0));
      await db.append('bad_lines', rows.badLines.splice(0));
    },
  };
}
