// One tree of Trace files indexed into both engines: the local DuckDB index (`omniscope index`)
// and a team store on the real PostgreSQL test server (`omniscope ingest`, served read-only as
// `serve --library` serves it). Query tests run each query on both and compare.
import { appendFileSync, writeFileSync } from 'node:fs';
import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { indexPaths, LOCAL_MACHINE } from '../../server/library/indexer';
import { duckdbSql, type LibrarySql } from '../../server/library/library-sql';
import { openDb } from '../../server/library/open-db';
import { connectClient } from '../../server/library/postgres/connect';
import { ingestPaths } from '../../server/library/postgres/ingest';
import { openPostgresLibrary } from '../../server/library/postgres/library-sql';
import { generateTrace } from './generate-trace';
import { CHILD, familyLines, fileText, PARENT, tempRoot, tracesFolder } from './library-tree';
import { freshStore } from './postgres';

export interface LibraryEngines {
  root: string;
  duckdb: LibrarySql;
  /** Another connection to the local index, for a test's temporary tables. */
  duckdbConnection(): Promise<DuckDBConnection>;
  postgres: LibrarySql;
  close(): Promise<void>;
}

const PROJECTS = ['acme', 'globex', 'initech'];
const AGENTS = ['coder', 'reviewer'];

/** Generated session number `i` of `records` records, with an id of its own. */
export function generatedSession(i: number, records: number): { id: string; lines: string[] } {
  const trace = generateTrace(records, 100 + i);
  const id = generatedSessionId(i);
  return { id, lines: trace.lines.map((l) => l.replaceAll(trace.sessionId, id)) };
}

export const generatedSessionId = (i: number): string =>
  `session-2026-01-02-03-04-05-${(0xa000 + i).toString(16).padStart(8, '0')}`;

/** The traces folder of session number `i` on `date`: projects and agents taken in turn. */
export const sessionFolder = (root: string, i: number, date: string): string =>
  tracesFolder(
    root,
    PROJECTS[i % PROJECTS.length] ?? 'acme',
    AGENTS[i % AGENTS.length] ?? 'coder',
    date,
  );

/**
 * `sessions` generated sessions across projects, agents and days (ids from `first` on, so trees
 * with other `first`s do not share sessions), every third rotated into two files, one with a
 * torn last line, one with a bad line; with `first` 0, also a parent and its child.
 */
export function writeLibraryTree(root: string, sessions = 12, first = 0): string {
  for (let n = 0; n < sessions; n++) {
    const i = first + n;
    const { id, lines } = generatedSession(i, 20 + ((i * 37) % 90));
    const dir = sessionFolder(root, i, `2026-01-0${1 + (i % 5)}`);
    const cut = i % 3 === 0 ? Math.floor(lines.length / 2) : lines.length;
    writeFileSync(join(dir, `${id}_001.jsonl`), fileText(lines.slice(0, cut)));
    if (cut < lines.length) writeFileSync(join(dir, `${id}_002.jsonl`), fileText(lines.slice(cut)));
    if (n === 1) appendFileSync(join(dir, `${id}_001.jsonl`), '{"type":"event_msg","pay');
    if (n === 2) appendFileSync(join(dir, `${id}_001.jsonl`), 'not a record\n');
  }
  if (first !== 0) return root;
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const { parent, child } = familyLines();
  writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
  writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
  return root;
}

/** The tree in a fresh local DuckDB index, as `omniscope index` builds it. */
export async function indexLocally(
  root: string,
): Promise<{ sql: LibrarySql; connect(): Promise<DuckDBConnection>; close(): void }> {
  const local = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  await indexPaths(local.db, [root]);
  return { sql: duckdbSql(local.db), connect: () => local.connect(), close: () => local.close() };
}

/** The tree ingested into a fresh team store, and the store as `serve --library` reads it. */
export async function ingestedStore(
  root: string,
): Promise<{ sql: LibrarySql; close(): Promise<void> }> {
  const store = await freshStore();
  const client = await connectClient(new URL(store.url), 'omniscope test');
  try {
    await ingestPaths(client, [root], { machine: LOCAL_MACHINE });
  } finally {
    await client.end();
  }
  const served = await openPostgresLibrary(new URL(store.readerUrl));
  return { sql: served.sql, close: () => served.close() };
}

export async function indexBothEngines(
  root = writeLibraryTree(tempRoot()),
): Promise<LibraryEngines> {
  const local = await indexLocally(root);
  const served = await ingestedStore(root);
  return {
    root,
    duckdb: local.sql,
    duckdbConnection: local.connect,
    postgres: served.sql,
    async close() {
      local.close();
      await served.close();
    },
  };
}
