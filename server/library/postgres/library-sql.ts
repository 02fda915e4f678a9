// The team store served read-only: every query runs alone (the extended protocol takes one
// statement) in its own READ ONLY transaction, on connections whose default is read-only too.
import pg from 'pg';
import { plainValue, type LibrarySql, type SqlRow } from '../library-sql';
import { clientConfig, storeError } from './connect';
import { SCHEMA_VERSION } from '../schema';
import { redactUrl } from '../../../src/net/redact-url';
import { isMissingTable, StoreEmptyError } from './store-empty';
import type { QueryResult } from '../query';

export interface PostgresLibrary {
  sql: LibrarySql;
  /** One statement's rows with its columns in order (`omniscope query --library`). */
  table(text: string): Promise<QueryResult>;
  /** The URL without its password, to show. */
  shown: string;
  close(): Promise<void>;
}

/**
 * Why a store cannot be served by this omniscope, or undefined: its queries read the columns of
 * its own schema version, and serving is read-only, so an older store waits for an ingest of this
 * version to migrate it. A store no ingest has made yet has no tables to mismatch.
 */
async function staleSchema(pool: pg.Pool): Promise<string | undefined> {
  const found = await pool.query<{ t: string | null }>(
    `SELECT to_regclass('schema_version')::text AS t`,
  );
  if (found.rows[0]?.t == null) return undefined;
  const row = await pool.query<{ version: number }>('SELECT version FROM schema_version');
  const version = row.rows[0]?.version ?? 0;
  if (version < SCHEMA_VERSION)
    return `the team store is at schema version ${version}, older than this omniscope's ${SCHEMA_VERSION}: run this omniscope's ingest on it once (it migrates the store), then serve it`;
  if (version > SCHEMA_VERSION)
    return `the team store is at schema version ${version}, newer than this omniscope's ${SCHEMA_VERSION}: upgrade omniscope`;
  return undefined;
}

/**
 * Opens a pool on the store and checks it answers as a role that is not a superuser: a
 * superuser can run programs on the database server (COPY … TO PROGRAM) even in a read-only
 * transaction, so serving its connection to anyone who reaches the page would hand that over.
 */
export async function openPostgresLibrary(url: URL): Promise<PostgresLibrary> {
  const pool = new pg.Pool({
    ...clientConfig(url, 'omniscope serve', '-c default_transaction_read_only=on'),
    max: 4,
  });
  pool.on('error', () => undefined);
  /** Runs `query` alone in a READ ONLY transaction of its own. */
  async function readOnly<R extends pg.QueryResultRow>(
    query: pg.QueryConfig & { queryMode: 'extended'; rowMode?: 'array' },
  ): Promise<pg.QueryResult<R>> {
    const client = await pool.connect().catch((e: unknown) => Promise.reject(storeError(e, url)));
    try {
      await client.query('BEGIN READ ONLY');
      const result = await client.query<R>(query);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
  const sql: LibrarySql = {
    engine: 'postgres',
    async all(text, params = []) {
      const result = await readOnly<Record<string, unknown>>({
        text,
        values: [...params],
        queryMode: 'extended',
      }).catch((e: unknown) => Promise.reject(isMissingTable(e) ? new StoreEmptyError() : e));
      return result.rows.map((row) => {
        const out: SqlRow = {};
        for (const [k, v] of Object.entries(row)) out[k] = plainValue(v);
        return out;
      });
    },
  };
  /**
   * A missing table in a store no ingest has made yet is the store being empty; in a store that
   * has its schema it is the reader's SQL naming a table that is not there, said as PostgreSQL says it.
   */
  const emptyOr = async (e: unknown): Promise<never> => {
    if (!isMissingTable(e)) throw e;
    const found = await pool
      .query<{ t: string | null }>(`SELECT to_regclass('schema_version')::text AS t`)
      .catch(() => undefined);
    throw found?.rows[0]?.t === null ? new StoreEmptyError() : e;
  };
  // `omniscope query`: every column in order, two of one name included.
  const table = async (text: string): Promise<QueryResult> => {
    const result = await readOnly<unknown[]>({
      text,
      queryMode: 'extended',
      rowMode: 'array',
    }).catch(emptyOr);
    return {
      columns: result.fields.map((f) => f.name),
      rows: result.rows.map((row) => row.map(plainValue)),
    };
  };
  let role: { name: string; rolsuper: boolean } | undefined;
  try {
    const found = await pool.query<{ name: string; rolsuper: boolean }>(
      'SELECT current_user AS name, rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    role = found.rows[0];
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw storeError(e, url);
  }
  if (role?.rolsuper === true) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `the role ${role.name} is a superuser; give omniscope a role that may only read (docs/library.md, "Team store")`,
    );
  }
  const stale = await staleSchema(pool).catch((e: unknown) => storeError(e, url).message);
  if (stale !== undefined) {
    await pool.end().catch(() => undefined);
    throw new Error(stale);
  }
  return { sql, table, shown: redactUrl(url), close: () => pool.end() };
}
