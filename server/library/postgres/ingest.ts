// `omniscope ingest`: the indexer's refresh, run against the team store in batches of at most
// `batchBytes` new bytes, each one transaction holding its machine's lock. A record's row and
// the file's new `bytes_read` commit together, so an ingester killed anywhere leaves the store
// as of its last commit, and the next run goes on from there: nothing lost, nothing doubled.
// Ingesters of different machines run side by side; two of the same machine take turns.
import type { FileProblem } from '../file-problems';
import type pg from 'pg';
import { BUILT_IN_PRICES, type PriceTable } from '../../../src/cost/prices';
import { BATCH_BYTES, batchesOf, newBytesOf } from '../batches';
import type { FamilyCache } from '../family-cache';
import {
  addCounts,
  knownFiles,
  noCounts,
  refreshFiles,
  standingProblems,
  unchanged,
  type RefreshCounts,
} from '../indexer';
import { coveredBy, findTraceFiles } from '../walk';
import { postgresIndexDb } from './index-db';
import { COUNT_CHANGE, ensureStore, type StoreSchema } from './migrations';

export interface IngestOptions {
  /** The machine the files are on: with the path and byte offset, a record's key. */
  machine: string;
  prices?: PriceTable;
  batchBytes?: number;
  /**
   * Families kept from the passes before on this connection (family-cache.ts): an append to a
   * session's last file goes on from its state and writes only the rows that changed.
   */
  families?: FamilyCache;
}

export interface IngestSummary extends RefreshCounts {
  schema: StoreSchema;
  /** Transactions committed. */
  batches: number;
  /** Sessions in the whole store, every machine's. */
  sessions: number;
  /** Files not read (binary, huge, …), copies left out and families not indexed, as `omniscope index` lists them. */
  problems: FileProblem[];
}

/** Any number, shared by every omniscope: the namespace of the per-machine locks. */
const MACHINE_LOCK = 0x6f6d6e;

export async function ingestPaths(
  client: pg.ClientBase,
  paths: readonly string[],
  o: IngestOptions,
): Promise<IngestSummary> {
  const schema = await ensureStore(client);
  const db = postgresIndexDb(client);
  const problems: FileProblem[] = [];
  const found = await findTraceFiles(paths, problems);
  const covered = coveredBy(paths);
  const present = new Set(found.map((f) => f.path));
  const gone = (path: string) => covered(path) && !present.has(path);
  // A first look outside any transaction picks the files worth a batch; each batch looks again
  // under the lock, so another ingester's work since is seen, not redone.
  const known = await knownFiles(db, o.machine);
  const todo = found.filter((f) => !unchanged(known.get(f.path), f));
  const batches = batchesOf(todo, newBytesOf(known), () => o.batchBytes ?? BATCH_BYTES);
  if (batches.length === 0 && [...known.keys()].some(gone)) batches.push([]);
  const summary: IngestSummary = {
    schema,
    batches: 0,
    ...noCounts(found.length - todo.length),
    sessions: 0,
    problems,
  };
  for (const batch of batches) {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        MACHINE_LOCK,
        o.machine,
      ]);
      const counts = await refreshFiles(db, {
        machine: o.machine,
        prices: o.prices ?? BUILT_IN_PRICES,
        found: batch,
        gone,
        problems,
        ...(o.families ? { families: o.families } : {}),
      });
      // A served page fetches again when this moves (library-service.ts).
      if (counts.filesRead + counts.filesRemoved + counts.sessionsUpdated > 0)
        await client.query(COUNT_CHANGE);
      await client.query('COMMIT');
      summary.batches += 1;
      addCounts(summary, counts);
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      // Kept families may be ahead of the rows rolled back.
      o.families?.families.clear();
      throw e;
    }
  }
  // As the local index lists them: every copy and empty file of the machine's, each run afresh.
  for (const p of await standingProblems(db, o.machine)) problems.push(p);
  summary.sessions = Number((await db.all('SELECT count(*) AS n FROM sessions'))[0]?.n ?? 0);
  return summary;
}
