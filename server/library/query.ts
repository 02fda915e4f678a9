import type { DuckDBConnection } from '@duckdb/node-api';
import { plainValue } from './library-sql';

export type QueryValue = string | number | boolean | null;

export interface QueryResult {
  columns: string[];
  rows: QueryValue[][];
}

export async function runQuery(db: DuckDBConnection, sql: string): Promise<QueryResult> {
  const reader = await db.runAndReadAll(sql);
  return {
    columns: reader.columnNames(),
    rows: reader.getRowsJson().map((row) => row.map(plainValue)),
  };
}
