// The indexer's writes to the team store. Rows go in through COPY … FROM STDIN in its text
// format, inside the caller's transaction: PostgreSQL parses it several times faster than
// parameters of batched INSERTs (measured in docs/library.md, "Scale on paper").
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { IndexDb } from '../index-db';
import { plainValue, type SqlRow } from '../library-sql';
import { columnsOf } from '../schema';

/** Rows a chunk of the COPY's text holds: large writes, bounded memory. */
const CHUNK = 2000;

/**
 * A value as COPY's text format reads it: NULL as \N, booleans as t and f; in text, a backslash,
 * tab, line feed and carriage return escaped. PostgreSQL text cannot hold U+0000, which a JSON
 * string may escape: it becomes U+FFFD.
 */
function copyText(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v !== 'string') return String(v);
  const text = v.includes('\u0000') ? v.replaceAll('\u0000', '\uFFFD') : v;
  return text.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c);
}

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

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
      if (rows.length === 0) return;
      const columns = columnsOf(table).map((c) => c.name);
      const lines = function* () {
        for (let at = 0; at < rows.length; at += CHUNK) {
          let text = '';
          for (const row of rows.slice(at, at + CHUNK) as Record<string, unknown>[])
            text += `${columns.map((c) => copyText(row[c])).join('\t')}\n`;
          yield text;
        }
      };
      const copy = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(lines()), copy);
    },
  };
}
