// The team store's ingest rate against the floor of a plain COPY of the same rows, in the same
// run on the same server: `omniscope ingest` (read the files, parse, derive, insert in batched
// transactions) into a fresh store, then psql's \copy of every row it wrote into empty copies
// of its tables (indexes included).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectClient } from '../server/library/postgres/connect';
import { ingestPaths } from '../server/library/postgres/ingest';
import { indexPaths } from '../server/library/indexer';
import { openDb } from '../server/library/open-db';
import { TABLE_NAMES } from '../server/library/schema';
import { writeLibraryTree } from '../test/support/library-engines';
import { tempRoot } from '../test/support/library-tree';
import { createStore, startTestServer } from '../test/support/postgres-server';
import { fmt, log, row } from './measure';

export interface PostgresIngestFigures {
  sessions: number;
  records: number;
  /** Rows of every table the ingest wrote (records, files, sessions, messages…). */
  rows: number;
  ingestMs: number;
  recordsPerSecond: number;
  copyMs: number;
  copyRecordsPerSecond: number;
  /** The same tree into the local DuckDB index: the share of the rate that is reading and deriving. */
  duckdbIndexMs: number;
}

/** One psql session running each command in turn. */
function psql(url: string, commands: string[]): void {
  const args = commands.flatMap((c) => ['-c', c]);
  const r = spawnSync('psql', [url, '-qX', '-v', 'ON_ERROR_STOP=1', ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr || r.error?.message}`);
}

export async function benchLibraryPostgres(
  sessions: number,
): Promise<PostgresIngestFigures | string> {
  const server = await startTestServer();
  if (server.problem || !server.ownerUrl || !server.readerRole || !server.readerPassword)
    return `not measured: ${server.problem ?? 'no server'}`;
  try {
    const store = await createStore({
      ownerUrl: server.ownerUrl,
      readerRole: server.readerRole,
      readerPassword: server.readerPassword,
    });
    const root = writeLibraryTree(tempRoot(), sessions);
    log(`\nTeam store (PostgreSQL): ingest ${fmt(sessions, 0)} generated sessions`);
    const client = await connectClient(new URL(store.url), 'omniscope bench');
    try {
      const t0 = performance.now();
      const s = await ingestPaths(client, [root], { machine: 'bench' });
      const ingestMs = performance.now() - t0;
      const dir = mkdtempSync(join(tmpdir(), 'omniscope-copy-'));
      let rows = 0;
      for (const t of TABLE_NAMES) {
        rows += Number((await client.query(`SELECT count(*) AS n FROM ${t}`)).rows[0]?.n ?? 0);
        await client.query(`CREATE TABLE ${t}_copy (LIKE ${t} INCLUDING ALL)`);
      }
      psql(
        store.url,
        TABLE_NAMES.map((t) => `\\copy ${t} TO '${join(dir, `${t}.csv`)}' CSV`),
      );
      const t1 = performance.now();
      psql(
        store.url,
        TABLE_NAMES.map((t) => `\\copy ${t}_copy FROM '${join(dir, `${t}.csv`)}' CSV`),
      );
      const copyMs = performance.now() - t1;
      rmSync(dir, { recursive: true, force: true });
      const local = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
      const t2 = performance.now();
      await indexPaths(local.db, [root]);
      const duckdbIndexMs = performance.now() - t2;
      local.close();
      const figures = {
        sessions: s.sessions,
        records: s.records,
        rows,
        ingestMs,
        recordsPerSecond: s.records / (ingestMs / 1000),
        copyMs,
        copyRecordsPerSecond: s.records / (copyMs / 1000),
        duckdbIndexMs,
      };
      row('records, rows written', `${fmt(s.records, 0)}, ${fmt(rows, 0)}`);
      row(
        'ingest rate',
        `${fmt(figures.recordsPerSecond, 0)} rec/s`,
        `${fmt(figures.copyRecordsPerSecond, 0)} rec/s plain COPY`,
        ingestMs / copyMs,
      );
      row('same tree into the DuckDB index', `${fmt(s.records / (duckdbIndexMs / 1000), 0)} rec/s`);
      return figures;
    } finally {
      await client.end();
    }
  } finally {
    await server.drop?.();
  }
}
