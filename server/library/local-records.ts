// `records` for `omniscope query` on a local index, which keeps none (schema.ts, version 5): read
// from its Trace files when a query names the table, by the reader and the rows the team store
// keeps them with (read-again.ts, recordRows), into a temporary table of the query's connection.
// The documented tables stay the contract on both engines; the index file is not written.
import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows } from './append-rows';
import { duckdbSql } from './library-sql';
import { duckdbIndexDb } from './index-db';
import { knownFiles, LOCAL_MACHINE } from './indexer';
import { readAgainFrom } from './read-again';
import { recordRows } from './read-file';
import { createTempRecords } from './schema';

/**
 * Whether `sql` may read the table `records`: named after FROM or JOIN, quoted or not (the column
 * `files.records` is no reason to read the files; a false hit costs a read, not an answer).
 */
export const namesRecords = (sql: string): boolean =>
  /\b(?:from|join)\s+(?:"?main"?\.)?"?records"?(?![\w$])/i.test(sql);

/** Rows appended at once: a library's records are read file by file, never all held. */
const APPEND_EVERY = 50_000;

export interface LocalRecords {
  files: number;
  records: number;
  /** Files changed or gone since the index read them: their records are left out. */
  changed: string[];
}

/**
 * Makes `records` for this connection from the index's files as the index read them, unless the
 * index has a `records` table of its own; undefined then.
 */
export async function readLocalRecords(db: DuckDBConnection): Promise<LocalRecords | undefined> {
  const sql = duckdbSql(db);
  const own = await sql.all(
    `SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = 'records' AND NOT temporary`,
  );
  if (Number(own[0]?.n ?? 0) > 0) return undefined;
  // The local index's files, as its runs read them: where each read stopped and its hash.
  const files = await knownFiles(duckdbIndexDb(db), LOCAL_MACHINE);
  const again = readAgainFrom(files, { keepText: true });
  await createTempRecords(db);
  const out: LocalRecords = { files: 0, records: 0, changed: [] };
  let rows: object[] = [];
  for (const path of [...files.keys()].sort()) {
    const bytes = await again.bytes(path);
    if (!bytes) {
      out.changed.push(path);
      continue;
    }
    const made = recordRows({ machine: LOCAL_MACHINE, path }, 0, again.parse(path, bytes));
    out.files += 1;
    out.records += made.length;
    for (const row of made) rows.push(row);
    if (rows.length >= APPEND_EVERY) {
      await appendRows(db, 'records', rows, 'temp');
      rows = [];
    }
  }
  await appendRows(db, 'records', rows, 'temp');
  return out;
}
