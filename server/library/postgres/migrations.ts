// The team store's schema: the tables of schema.ts (one definition for both engines), created
// at the current version, then moved forward by the migrations below. Unlike the local index,
// a store is never dropped and rebuilt: its files live on many machines.
import type pg from 'pg';
import { columnsOf, SCHEMA_VERSION, TABLE_NAMES, type TableName } from '../schema';

/** The first schema version a team store was created at. */
export const BASELINE_VERSION = 2;

/**
 * The team store's own count of the ingest commits that changed it: `serve --library` reads this
 * one row every second to know when to fetch again, rather than summing all of `files`.
 */
const STORE_CHANGES = [
  'CREATE TABLE store_changes (changes BIGINT NOT NULL)',
  'INSERT INTO store_changes VALUES (0)',
];

/** Counts an ingest's commit that changed the store, within its transaction. */
export const COUNT_CHANGE = 'UPDATE store_changes SET changes = changes + 1';

/** What `serve --library` looks at to know an ingest changed the store. */
export const CHANGES = 'SELECT changes FROM store_changes';

const FILES_BY_SESSION = 'CREATE INDEX IF NOT EXISTS files_session ON files (machine, session_id)';

/**
 * A refresh finds the sessions linked by a pointer from either end (family-scope.ts), and drops a
 * file's pointers when it reads the file again. Machine last: an index led by it would serve a
 * lookup of the machine's every pointer, which the planner takes for a small table.
 */
const POINTER_INDEXES = [
  'CREATE INDEX pointers_parent ON subagent_pointers (session_id, machine)',
  'CREATE INDEX pointers_child ON subagent_pointers (child_session_id, machine)',
  'CREATE INDEX pointers_file ON subagent_pointers (path, machine)',
];

/**
 * The statements that bring a store from version n - 1 to n. Raising SCHEMA_VERSION needs one
 * here (postgres-store.test.ts checks), written for the data already in the store.
 */
export const MIGRATIONS: Readonly<Record<number, readonly string[]>> = {
  // files.session_meta and files.subagents, read from the records as the indexer reads them;
  // sessions.children, counted as the table counted them;
  // messages.text_lower, which new rows get from JavaScript's toLowerCase. ICU's root-locale
  // lower() maps as it does; a server built without ICU folds ASCII only, until the family is
  // re-derived.
  3: [
    'ALTER TABLE files ADD COLUMN session_meta VARCHAR COLLATE "C"',
    'ALTER TABLE files ADD COLUMN subagents VARCHAR COLLATE "C"',
    `UPDATE files f SET session_meta = (SELECT (r.json::json -> 'payload')::text FROM records r
       WHERE r.machine = f.machine AND r.path = f.path AND r.line = 1
         AND r.kind = 'session_meta')`,
    `UPDATE files f SET subagents = coalesce((
       SELECT json_agg(r.json::json -> 'payload' ->> 'session_id' ORDER BY r.byte_offset)::text
       FROM records r WHERE r.machine = f.machine AND r.path = f.path
         AND r.kind = 'event_msg:subagent'), '[]')`,
    'ALTER TABLE files ALTER COLUMN subagents SET NOT NULL',
    'ALTER TABLE sessions ADD COLUMN children INTEGER',
    `UPDATE sessions s SET children = (SELECT count(*) FROM sessions c
       WHERE c.parent_session_id = s.session_id)`,
    'ALTER TABLE sessions ALTER COLUMN children SET NOT NULL',
    'ALTER TABLE messages ADD COLUMN text_lower VARCHAR COLLATE "C"',
    `DO $$ BEGIN
       IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') THEN
         UPDATE messages SET text_lower = lower(text COLLATE "und-x-icu");
       ELSE
         UPDATE messages SET text_lower = lower(text);
       END IF;
     END $$`,
    'ALTER TABLE messages ALTER COLUMN text_lower SET NOT NULL',
  ],
  // Project and agent of files out of PenguinHarness's layout, from the agent's folder their
  // session_meta names (placeOfAgentState in src/library/layout.ts, the same pattern); then of
  // their sessions, a child known only from its parent's pointer taking its root's as before.
  4: [
    `UPDATE files SET
       project = substring(session_meta::json ->> 'agent_state'
         from '(?:^|[/\\\\])([^/\\\\]+)[/\\\\]agents[/\\\\][^/\\\\]+[/\\\\]agent_state[/\\\\]?$'),
       agent = substring(session_meta::json ->> 'agent_state'
         from '(?:^|[/\\\\])[^/\\\\]+[/\\\\]agents[/\\\\]([^/\\\\]+)[/\\\\]agent_state[/\\\\]?$')
     WHERE project IS NULL AND session_meta IS NOT NULL`,
    `UPDATE sessions s SET project = f.project, agent = f.agent
     FROM (SELECT DISTINCT ON (session_id) session_id, project, agent FROM files
           ORDER BY session_id, rotation) f
     WHERE f.session_id = s.session_id AND s.project IS NULL AND f.project IS NOT NULL`,
    `UPDATE sessions s SET project = r.project, agent = r.agent FROM sessions r
     WHERE r.session_id = s.root_session_id AND s.project IS NULL AND r.project IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM files f WHERE f.session_id = s.session_id)`,
  ],
  // Version 5 changed the local index only: it keeps no records (the team store still does).
  5: [],
  // requests.retry_of: a family re-derived from now on writes the reducer's own retries. Rows
  // already stored get what the stats query counted before: a request in the turn of a
  // retriable failure just before it (a compaction's first request after a timeout among them,
  // until its family is derived again).
  6: [
    'ALTER TABLE requests ADD COLUMN retry_of VARCHAR COLLATE "C"',
    `UPDATE requests r SET retry_of = p.status FROM requests p
     WHERE p.session_id = r.session_id AND p.ordinal = r.ordinal - 1 AND p.turn = r.turn
       AND p.status IN ('timeout', 'malformed', 'failed')`,
  ],
  // Titles cut at 300 characters rather than 120: a family derived from now on writes the
  // longer one; a stored title stays cut until then (the records to read it again are there,
  // but a title is the reducer's, not SQL's).
  7: [],
  // The family's last write (its files' latest mtime_ms), as the indexer writes it: a session
  // that ends mid-request reads running while its family was written within the running window.
  8: [
    ...STORE_CHANGES,
    'ALTER TABLE sessions ADD COLUMN last_write_ms DOUBLE PRECISION',
    `UPDATE sessions s SET last_write_ms = w.ms FROM (
       SELECT m.root_session_id, max(f.mtime_ms) AS ms FROM files f
       JOIN sessions m ON m.session_id = f.session_id GROUP BY m.root_session_id) w
     WHERE w.root_session_id = s.root_session_id`,
  ],
  // A refresh looks up the files of the sessions it touches (family-scope.ts, file-metas.ts, the
  // re-derivation's places): by machine and session id, which files_key does not serve, so each
  // lookup scanned all of files. (IF NOT EXISTS: a store that holds it already migrates alike.)
  9: [FILES_BY_SESSION],
  // Each file's pointers as rows, out of the JSON list files.subagents, which a refresh's lookup
  // of the sessions pointing at a child read through for every file of the machine. (Made afresh:
  // its rows are all in files.subagents.)
  10: [
    'DROP TABLE IF EXISTS subagent_pointers',
    createTableSql('subagent_pointers'),
    `INSERT INTO subagent_pointers (machine, path, session_id, child_session_id)
     SELECT DISTINCT f.machine, f.path, f.session_id, p.child
     FROM files f CROSS JOIN LATERAL json_array_elements_text(f.subagents::json) AS p(child)`,
    ...POINTER_INDEXES,
  ],
};

/**
 * What the local index keeps unique by itself, the store enforces: a record is stored once per
 * machine, file and byte offset, whatever the ingesters do. The other indexes serve the
 * indexer's lookups (a file's records, a session's derived rows).
 */
const INDEXES = [
  'CREATE UNIQUE INDEX files_key ON files (machine, path)',
  FILES_BY_SESSION,
  'CREATE UNIQUE INDEX records_key ON records (machine, path, byte_offset)',
  `CREATE INDEX records_family ON records (machine, kind)
     WHERE kind IN ('session_meta', 'event_msg:subagent')`,
  'CREATE INDEX bad_lines_file ON bad_lines (machine, path)',
  ...POINTER_INDEXES,
  'CREATE UNIQUE INDEX sessions_key ON sessions (session_id)',
  'CREATE INDEX sessions_root ON sessions (root_session_id)',
  'CREATE INDEX requests_session ON requests (session_id)',
  'CREATE INDEX tool_calls_session ON tool_calls (session_id)',
  'CREATE INDEX messages_session ON messages (session_id)',
  'CREATE INDEX events_session ON events (session_id)',
];

/**
 * Text compares byte by byte, as in DuckDB, so both engines sort and group the same. (The
 * database's own collation would order "a-b" and "ab" by language rules.)
 */
export function createTableSql(table: TableName): string {
  const columns = columnsOf(table).map(
    (c) =>
      `${c.name} ${c.type}${c.type === 'VARCHAR' ? ' COLLATE "C"' : ''}${c.notNull ? ' NOT NULL' : ''}`,
  );
  return `CREATE TABLE ${table} (${columns.join(', ')})`;
}

/** Any number, shared by every omniscope: the migration lock's key. */
const SCHEMA_LOCK = 0x6f6d6e69;

export type StoreSchema = 'created' | 'migrated' | 'kept';

/** Creates or migrates the store; concurrent ingesters wait on one lock, the first does it. */
export async function ensureStore(client: pg.ClientBase): Promise<StoreSchema> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const result = await upgrade(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

async function upgrade(client: pg.ClientBase): Promise<StoreSchema> {
  const found = await client.query<{ t: string | null }>(
    `SELECT to_regclass('schema_version')::text AS t`,
  );
  if (found.rows[0]?.t == null) {
    for (const table of TABLE_NAMES) await client.query(createTableSql(table));
    for (const statement of [...INDEXES, ...STORE_CHANGES]) await client.query(statement);
    await client.query('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    await client.query('INSERT INTO schema_version VALUES ($1)', [SCHEMA_VERSION]);
    return 'created';
  }
  const row = await client.query<{ version: number }>('SELECT version FROM schema_version');
  const version = row.rows[0]?.version ?? 0;
  if (version === SCHEMA_VERSION) return 'kept';
  if (version > SCHEMA_VERSION)
    throw new Error(
      `the team store is at schema version ${version}, newer than this omniscope's ${SCHEMA_VERSION}: upgrade omniscope`,
    );
  for (let v = version + 1; v <= SCHEMA_VERSION; v++) {
    const steps = MIGRATIONS[v];
    if (!steps) throw new Error(`no migration of the team store to schema version ${v}`);
    for (const statement of steps) await client.query(statement);
  }
  await client.query('UPDATE schema_version SET version = $1', [SCHEMA_VERSION]);
  return 'migrated';
}
