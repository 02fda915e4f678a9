import type { DuckDBConnection } from '@duckdb/node-api';

export type QueryValue = string | number | boolean | null;

export interface QueryResult {
  columns: string[];
  rows: QueryValue[][];
}

/** Any value DuckDB returns, as JSON-safe text or a number (big integers, lists and structs as text). */
const plain = (v: unknown): QueryValue =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? v
    : JSON.stringify(v);

export async function runQuery(db: DuckDBConnection, sql: string): Promise<QueryResult> {
  const reader = await db.runAndReadAll(sql);
  return {
    columns: reader.columnNames(),
    rows: reader.getRowsJson().map((row) => row.map(plain)),
  };
}
