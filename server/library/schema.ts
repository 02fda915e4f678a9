// The index's tables (docs/library.md). Types and statements stay within what DuckDB and
// PostgreSQL both run, so the team store takes the same schema. Times are ISO-8601 text as the
// Trace files write them (UTC, so they sort as text). No PRIMARY KEY: DuckDB checks one against
// rows deleted earlier in the same transaction, and a run deletes then re-adds a file's row; the
// indexer keeps files.path and sessions.session_id unique itself.
import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Raise on any change below, or in what a column holds (4: project and agent from a session_meta's
 * `agent_state` out of PenguinHarness's layout; 5: the local index keeps no `records`; 6:
 * `requests.retry_of`, the reducer's own retries; 7: `sessions.title` cut at 300 characters, not
 * 120; 8: `sessions.last_write_ms`, so a session still being written reads running; 9: one
 * `sessions` row for a child two parents name, and the team store's index of files by session; 10:
 * `subagent_pointers`, each file's pointers as rows an index reaches): an index built by another
 * version is dropped and rebuilt.
 */
export const SCHEMA_VERSION = 10;

const TABLES = {
  files: `machine VARCHAR NOT NULL, path VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
    rotation INTEGER NOT NULL, project VARCHAR, agent VARCHAR, size BIGINT NOT NULL,
    mtime_ms DOUBLE PRECISION NOT NULL, bytes_read BIGINT NOT NULL, lines_read INTEGER NOT NULL,
    records INTEGER NOT NULL, bad_lines INTEGER NOT NULL, read_hash VARCHAR NOT NULL,
    session_meta VARCHAR, subagents VARCHAR NOT NULL`,
  // files.subagents as rows, one per child a file names: a refresh looks up the sessions that
  // point at a child by the child (family-scope.ts), which no index reaches inside a JSON list.
  subagent_pointers: `machine VARCHAR NOT NULL, path VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
    child_session_id VARCHAR NOT NULL`,
  bad_lines: `machine VARCHAR NOT NULL, path VARCHAR NOT NULL, line INTEGER NOT NULL,
    severity VARCHAR NOT NULL, reason VARCHAR NOT NULL, excerpt VARCHAR`,
  records: `machine VARCHAR NOT NULL, path VARCHAR NOT NULL, line INTEGER NOT NULL,
    byte_offset BIGINT NOT NULL, kind VARCHAR NOT NULL, json VARCHAR NOT NULL`,
  sessions: `session_id VARCHAR NOT NULL, root_session_id VARCHAR NOT NULL,
    parent_session_id VARCHAR, project VARCHAR, agent VARCHAR, model VARCHAR, title VARCHAR,
    status VARCHAR NOT NULL, started_at VARCHAR, ended_at VARCHAR, duration_ms BIGINT,
    messages INTEGER NOT NULL, requests INTEGER NOT NULL, request_failures INTEGER NOT NULL,
    retries INTEGER NOT NULL, tool_calls INTEGER NOT NULL, approvals_denied INTEGER NOT NULL,
    approvals_forbidden INTEGER NOT NULL, compactions INTEGER NOT NULL, aborts INTEGER NOT NULL,
    input_tokens BIGINT NOT NULL, cache_read_tokens BIGINT NOT NULL,
    cache_write_tokens BIGINT NOT NULL, output_tokens BIGINT NOT NULL,
    total_tokens BIGINT NOT NULL, cost_usd DOUBLE PRECISION NOT NULL, unpriced_model VARCHAR,
    children INTEGER NOT NULL, last_write_ms DOUBLE PRECISION`,
  requests: `session_id VARCHAR NOT NULL, ordinal INTEGER NOT NULL, turn INTEGER NOT NULL,
    began_at VARCHAR, ended_at VARCHAR, duration_ms BIGINT, status VARCHAR, attempt INTEGER,
    error_message VARCHAR, superseded BOOLEAN NOT NULL, input_tokens BIGINT,
    cache_read_tokens BIGINT, cache_write_tokens BIGINT, output_tokens BIGINT,
    total_tokens BIGINT, retry_of VARCHAR`,
  tool_calls: `session_id VARCHAR NOT NULL, ordinal INTEGER NOT NULL,
    tool_call_id VARCHAR NOT NULL, name VARCHAR NOT NULL, status VARCHAR NOT NULL,
    started_at VARCHAR, ended_at VARCHAR, duration_ms BIGINT, decision VARCHAR,
    approval_pending BOOLEAN NOT NULL, child_session_id VARCHAR, record VARCHAR`,
  messages: `session_id VARCHAR NOT NULL, ordinal INTEGER NOT NULL, occurred_at VARCHAR NOT NULL,
    role VARCHAR NOT NULL, kind VARCHAR NOT NULL, text VARCHAR NOT NULL, record VARCHAR,
    text_lower VARCHAR NOT NULL`,
  events: `session_id VARCHAR NOT NULL, ordinal INTEGER NOT NULL, occurred_at VARCHAR,
    type VARCHAR NOT NULL, detail VARCHAR NOT NULL`,
} as const;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];
/**
 * The local index's tables: all but `records`. Its Trace files are on its own disk, so a family is
 * re-derived and a session opened from them; the team store keeps every record, its files being
 * on the agent machines. A copy of every line cost the local index a fifth of its time, a quarter
 * of its memory and more than half its file.
 */
export const LOCAL_TABLE_NAMES = TABLE_NAMES.filter((t) => t !== 'records');

export interface Column {
  name: string;
  /** As written above: a type both engines know (`VARCHAR`, `DOUBLE PRECISION`…). */
  type: string;
  notNull: boolean;
}

/** A table's columns in order: the order rows are appended in, and the team store's DDL. */
export function columnsOf(table: TableName): Column[] {
  return TABLES[table].split(',').map((text) => {
    const [name = '', ...rest] = text.trim().split(/\s+/);
    const words = rest.join(' ');
    const notNull = words.endsWith(' NOT NULL');
    return { name, type: notNull ? words.slice(0, -' NOT NULL'.length) : words, notNull };
  });
}
/** Tables whose rows are derived per session, rebuilt whenever its family changes. */
export const DERIVED = ['sessions', 'requests', 'tool_calls', 'messages', 'events'] as const;

async function versionOf(db: DuckDBConnection): Promise<number | undefined> {
  const found = await db.runAndReadAll(
    `SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'schema_version'`,
  );
  if (Number(found.getRowObjectsJson()[0]?.n ?? 0) === 0) return undefined;
  const row = (await db.runAndReadAll('SELECT version FROM schema_version')).getRowObjectsJson();
  return row[0] === undefined ? undefined : Number(row[0].version);
}

/**
 * `records` as a temporary table of one connection, which a read-only index may make: the local
 * index reads them from its Trace files when a query names them (local-records.ts).
 */
export const createTempRecords = (db: DuckDBConnection) =>
  db.run(`CREATE TEMP TABLE records (${TABLES.records})`);

/** Creates the tables, or drops and recreates all of them when the stored version differs. */
export async function ensureSchema(db: DuckDBConnection): Promise<'created' | 'rebuilt' | 'kept'> {
  const version = await versionOf(db);
  if (version === SCHEMA_VERSION) return 'kept';
  await db.run('BEGIN TRANSACTION');
  await db.run('DROP TABLE IF EXISTS schema_version');
  for (const name of TABLE_NAMES) await db.run(`DROP TABLE IF EXISTS ${name}`);
  await db.run('CREATE TABLE schema_version (version INTEGER NOT NULL)');
  await db.run('INSERT INTO schema_version VALUES ($1)', [SCHEMA_VERSION]);
  for (const name of LOCAL_TABLE_NAMES) await db.run(`CREATE TABLE ${name} (${TABLES[name]})`);
  await db.run('COMMIT');
  return version === undefined ? 'created' : 'rebuilt';
}
