// The one way library queries reach a database: the embedded DuckDB index and the team's
// PostgreSQL store answer the same SQL, kept to what both engines run (positional `$1` params,
// standard functions; no engine-specific syntax), so every query is written and tested once.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { QueryValue } from './query';

export type SqlRow = Record<string, QueryValue>;

export interface LibrarySql {
  readonly engine: 'duckdb' | 'postgres';
  /** Runs one read statement and returns its rows as JSON-safe values (big integers as numbers). */
  all(sql: string, params?: readonly QueryValue[]): Promise<SqlRow[]>;
}

/** Big integers become numbers (counts and byte sizes stay far below 2^53); lists and structs text. */
export const plainValue = (v: unknown): QueryValue =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? v
    : typeof v === 'bigint'
      ? Number(v)
      : JSON.stringify(v);

export function duckdbSql(db: DuckDBConnection): LibrarySql {
  return {
    engine: 'duckdb',
    async all(sql, params = []) {
      const reader = await db.runAndReadAll(sql, [...params]);
      return reader.getRowObjectsJS().map((row) => {
        const out: SqlRow = {};
        for (const [k, v] of Object.entries(row)) out[k] = plainValue(v);
        return out;
      });
    },
  };
}
