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
 * Opens the index. Read-only for `query`: DuckDB itself then refuses any write, whatever the SQL,
 * and several readers may share the file.
 */
export async function openDb(path: string, mode: 'write' | 'read'): Promise<OpenDb> {
  if (mode === 'write') await mkdir(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(
    path,
    mode === 'read' ? { access_mode: 'READ_ONLY' } : {},
  );
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
