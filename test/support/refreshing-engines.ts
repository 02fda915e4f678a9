// Both engines as a watcher drives them, for tests that refresh a tree step by step and compare
// every table with a whole index: the local DuckDB index (`omniscope index`, told which paths
// changed) and a team store on the real PostgreSQL test server (`omniscope ingest`, which walks).
import { join } from 'node:path';
import { familyCache } from '../../server/library/family-cache';
import type { FileProblem } from '../../server/library/file-problems';
import { indexPaths, LOCAL_MACHINE } from '../../server/library/indexer';
import { duckdbSql, type LibrarySql } from '../../server/library/library-sql';
import { openDb, type OpenDb } from '../../server/library/open-db';
import { connectClient } from '../../server/library/postgres/connect';
import { ingestPaths } from '../../server/library/postgres/ingest';
import { tempRoot } from './library-tree';
import { freshStore } from './postgres';

export interface RefreshingEngine {
  sql: LibrarySql;
  keepsRecords: boolean;
  /** A watcher's run naming `changed` (the team store's ingest walks the tree, as it does). */
  refresh(changed?: string[]): Promise<{ problems: FileProblem[] }>;
}

const opened: OpenDb[] = [];
const ends: (() => Promise<void>)[] = [];

/** Closes every engine opened since the last call: a test file's `afterEach`. */
export async function closeRefreshingEngines(): Promise<void> {
  for (const o of opened.splice(0)) o.close();
  for (const end of ends.splice(0)) await end();
}

export async function localIndex(root: string): Promise<RefreshingEngine> {
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  const families = familyCache();
  return {
    sql: duckdbSql(o.db),
    keepsRecords: false,
    refresh: (changed) => indexPaths(o.db, [root], { families, ...(changed ? { changed } : {}) }),
  };
}

export async function teamStore(root: string): Promise<RefreshingEngine> {
  const s = await freshStore();
  const client = await connectClient(new URL(s.url), 'omniscope test');
  ends.push(() => client.end());
  const families = familyCache();
  return {
    sql: { engine: 'postgres', all: async (t, p = []) => (await client.query(t, [...p])).rows },
    keepsRecords: true,
    refresh: () => ingestPaths(client, [root], { machine: LOCAL_MACHINE, families }),
  };
}
