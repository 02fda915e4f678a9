// The indexer's writes to the team store. Rows go in as one array per column through unnest:
// one statement for thousands of rows, with no limit on parameters.
import type pg from 'pg';
import type { IndexDb } from '../index-db';
import { plainValue, type SqlRow } from '../library-sql';
import { columnsOf } from '../schema';

const CHUNK = 5000;

/** PostgreSQL text cannot hold U+0000, which a JSON string may escape; it becomes U+FFFD. */
const storable = (v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '\uFFFD') : v);

export function postgresIndexDb(client: pg.ClientBase): IndexDb {
  return {
    engine: 'postgres',
    keepsRecords: true,
    async all(sql, params = []) {
      const result = await client.query(sql, [...params]);
      return result.rows.map((row: Record<string, unknown>) => {
        const out: SqlRow = {};
        for (const [k, v] of Object.entries(row)) out[k] = plainValue(v);
        return out;
      });
    },
    async run(sql, params = []) {
      await client.query(sql, [...params]);
    },
    async append(table, rows) {
      const columns = columnsOf(table);
      const names = columns.map((c) => c.name).join(', ');
      const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
      const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
      for (let at = 0; at < rows.length; at += CHUNK) {
        const chunk = rows.slice(at, at + CHUNK) as Record<string, unknown>[];
        await client.query(
          sql,
          columns.map((c) => chunk.map((row) => storable(row[c.name] ?? null))),
        );
      }
    },
  };
}
