import type { DuckDBConnection } from '@duckdb/node-api';
import { columnsOf, type TableName } from './schema';

type Cell = string | number | boolean | null;

/**
 * Appends rows keyed by the table's column names (the row types mirror the schema). The
 * appender writes straight into the table, far cheaper than one INSERT per row.
 */
export async function appendRows(
  db: DuckDBConnection,
  table: TableName,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(table).map((c) => c.name);
  const appender = await db.createAppender(table);
  try {
    for (const row of rows) {
      const cells = row as Record<string, Cell | undefined>;
      for (const column of columns) {
        const cell = cells[column] ?? null;
        if (cell === null) appender.appendNull();
        else appender.appendValue(cell);
      }
      appender.endRow();
    }
  } finally {
    appender.closeSync();
  }
}
