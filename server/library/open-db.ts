import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export interface OpenDb {
  db: DuckDBConnection;
  /** Another connection to the same database: its reads see only committed transactions. */
  connect(): Promise<DuckDBConnection>;
  close(): void;
}

/**
 * How `query` opens the index for SQL it did not write. READ_ONLY alone refuses writes to the
 * index but not `COPY … TO '<file>'`, `read_text('/etc/passwd')` or ATTACH: DuckDB reaches the
 * file system for those, which `enable_external_access` shuts off. `lock_configuration` then keeps
 * the SQL from changing any setting (memory, threads, or these two). Both are set as the instance
 * opens, before any SQL: the `records` a query reads from the Trace files (local-records.ts) are
 * read by Node and appended to a TEMP table, which neither setting stops.
 */
const READ_CONFIG = {
  access_mode: 'READ_ONLY',
  enable_external_access: 'false',
  lock_configuration: 'true',
};

/**
 * Opens the index. Read-only for `query`: DuckDB itself then refuses any write, whatever the SQL,
 * and any other file (READ_CONFIG); several readers may share the file.
 */
export async function openDb(path: string, mode: 'write' | 'read'): Promise<OpenDb> {
  if (mode === 'write') await mkdir(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path, mode === 'read' ? READ_CONFIG : {});
  const db = await instance.connect();
  const others: DuckDBConnection[] = [];
  return {
    db,
    async connect() {
      const other = await instance.connect();
      others.push(other);
      return other;
    },
    close() {
      for (const other of others) other.closeSync();
      db.closeSync();
      instance.closeSync();
    },
  };
}
