import {
  JsonDuckDBValueConverter,
  type DuckDBConnection,
  type DuckDBValueConverter,
  type Json,
} from '@duckdb/node-api';
import { plainValue } from './library-sql';

export type QueryValue = string | number | boolean | null;

export interface QueryResult {
  columns: string[];
  rows: QueryValue[][];
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * DuckDB's JSON values, but a BIGINT or HUGEINT (`count(*)`, `sum` of integers) as a number when
 * a JS number holds it exactly; past 2^53 it stays the decimal text, as DuckDB writes it, since a
 * number there would be silently rounded. DECIMAL stays text: its digits are its point.
 */
const wholeNumbers: DuckDBValueConverter<Json> = (value, type, self) =>
  typeof value === 'bigint'
    ? value >= -SAFE && value <= SAFE
      ? Number(value)
      : String(value)
    : JsonDuckDBValueConverter(value, type, self);

export async function runQuery(db: DuckDBConnection, sql: string): Promise<QueryResult> {
  const reader = await db.runAndReadAll(sql);
  return {
    columns: reader.columnNames(),
    rows: reader.convertRows(wholeNumbers).map((row) => row.map(plainValue)),
  };
}
