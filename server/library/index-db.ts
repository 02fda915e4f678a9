// What the indexer needs of a database: read, write and append. The embedded DuckDB index and
// the team's PostgreSQL store both give it, so one indexer fills both with the same rows.
import type { DuckDBConnection } from '@duckdb/node-api';
import { appendRows } from './append-rows';
import { duckdbSql, type LibrarySql } from './library-sql';
import type { QueryValue } from './query';
import type { TableName } from './schema';

export interface IndexDb extends LibrarySql {
  /** Runs one statement whose rows, if any, are not needed. */
  run(sql: string, params?: readonly QueryValue[]): Promise<void>;
  /** Adds rows keyed by the table's column names. */
  append(table: TableName, rows: readonly object[]): Promise<void>;
  /**
   * Whether it stores every record (`records`): the team store does, its files being elsewhere;
   * the local index reads its files again from its own disk (LOCAL_TABLE_NAMES in schema.ts).
   */
  readonly keepsRecords: boolean;
}

export function duckdbIndexDb(db: DuckDBConnection): IndexDb {
  return {
    ...duckdbSql(db),
    async run(sql, params = []) {
      await db.run(sql, [...params]);
    },
    append: (table, rows) => appendRows(db, table, rows),
    keepsRecords: false,
  };
}
