// The team store on a real PostgreSQL server (test/support/postgres-global-setup.ts).
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  familyLines,
  fileText,
  linesOf,
  CHILD,
  PARENT,
  tempRoot,
  tracesFolder,
  writeGenerated,
} from '../../../test/support/library-tree';
import {
  indexBothEngines,
  indexLocally,
  writeLibraryTree,
  type LibraryEngines,
} from '../../../test/support/library-engines';
import { createTraceBuilder } from '../../../test/support/trace-builder';
import { CHILD_ID, fixturePath, PARENT_ID, SESSION_A } from '../../../test/support/fixtures';
import { freshStore } from '../../../test/support/postgres';
import type { LibrarySql, SqlRow } from '../library-sql';
import type { QueryValue } from '../query';
import { familyScope } from '../family-scope';
import { postgresIndexDb } from './index-db';
import { columnsOf, LOCAL_TABLE_NAMES, SCHEMA_VERSION, TABLE_NAMES } from '../schema';
import { connectClient } from './connect';
import { ingestPaths } from './ingest';
import { openPostgresLibrary } from './library-sql';
import { libraryStats } from '../stats-query';
import { BASELINE_VERSION, ensureStore, MIGRATIONS } from './migrations';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function store() {
  const s = await freshStore();
  const client = await connectClient(new URL(s.url), 'omniscope test');
  const served = await openPostgresLibrary(new URL(s.url));
  cleanups.push(async () => {
    await client.end();
    await served.close();
  });
  return { ...s, client, sql: served.sql };
}

/** What must hold after any ingest: every record once, and each file's count its records'. */
async function exactness(sql: LibrarySql) {
  const [row] = await sql.all(`SELECT
      (SELECT count(*) FROM records) AS records,
      (SELECT count(*) FROM (SELECT DISTINCT machine, path, byte_offset FROM records) AS d) AS distinct_records,
      (SELECT count(*) FROM (SELECT DISTINCT machine, path, line FROM records) AS l) AS distinct_lines,
      (SELECT coalesce(sum(records), 0) FROM files) AS counted`);
  return row;
}

/** The records the local index read, which keeps no copy of them: what the store must hold. */
const recordsRead = async (sql: LibrarySql) =>
  Number((await sql.all('SELECT sum(records) AS n FROM files'))[0]?.n);

// A real server on a loaded machine: slower than the in-memory tests, never timed.
describe('team store on PostgreSQL', { timeout: 60_000 }, () => {
  it('answers the library queries as the DuckDB index does, for the same tree', async () => {
    const engines: LibraryEngines = await indexBothEngines();
    cleanups.push(engines.close);
    const queries = [
      'SELECT * FROM sessions ORDER BY session_id',
      'SELECT * FROM files ORDER BY path',
      'SELECT * FROM bad_lines ORDER BY path, line',
      'SELECT * FROM requests ORDER BY session_id, ordinal',
      'SELECT * FROM tool_calls ORDER BY session_id, ordinal',
      'SELECT * FROM messages ORDER BY session_id, ordinal',
      'SELECT * FROM events ORDER BY session_id, ordinal',
      `SELECT project, agent, count(*) AS sessions, sum(total_tokens) AS tokens,
         sum(cost_usd) AS cost FROM sessions GROUP BY project, agent ORDER BY project, agent`,
      `SELECT substr(started_at, 1, 10) AS day, model, sum(total_tokens) AS tokens
         FROM sessions GROUP BY 1, 2 ORDER BY 1, 2`,
      `SELECT name, count(*) AS calls, sum(CASE WHEN status <> 'completed' THEN 1 ELSE 0 END) AS failed,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) AS p50
         FROM tool_calls GROUP BY name ORDER BY name`,
      `SELECT session_id, count(*) AS hits FROM messages WHERE text LIKE $1
         GROUP BY session_id ORDER BY hits DESC, session_id`,
      'SELECT session_id, title FROM sessions ORDER BY title, session_id LIMIT 5 OFFSET 2',
    ];
    for (const q of queries) {
      const params = q.includes('$1') ? ['%test%'] : [];
      const [d, p] = [await engines.duckdb.all(q, params), await engines.postgres.all(q, params)];
      expect(d.length, q).toBeGreaterThan(0);
      expect(p, q).toEqual(d);
    }
  });

  it('stores any text as it is: tabs, backslashes, line ends, \\N and \\. lines; U+0000 as U+FFFD', async () => {
    const s = await store();
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const odd = 'a\tb\\c\r\nd\n\\.\n\\N\n\u0000e\\\\'.concat('\n');
    const lines = familyLines().parent.map((l) =>
      l.replace(JSON.stringify('Find the flaky test\nand fix it'), JSON.stringify(odd)),
    );
    expect(lines.join('\n')).toContain('\\u0000e');
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(lines));
    await ingestPaths(s.client, [root], { machine: 'm' });
    const local = await indexLocally(root);
    cleanups.push(async () => local.close());
    const texts =
      "SELECT text, text_lower FROM messages WHERE kind = 'text' ORDER BY ordinal LIMIT 1";
    const stored = odd.replace('\u0000', '\uFFFD');
    expect(await s.sql.all(texts)).toEqual([{ text: stored, text_lower: stored.toLowerCase() }]);
    expect((await local.sql.all(texts))[0]?.text).toBe(odd);
    const [record] = await s.sql.all("SELECT json FROM records WHERE line = 2 AND machine = 'm'");
    expect(record?.json).toBe(lines[1]);
  });

  it('lists the files it did not read, as omniscope index does', async () => {
    const s = await store();
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(familyLines().parent));
    const binary = join(dir, 'photo_001.jsonl');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    const bad = join(dir, 'session-2026-12-02-10-00-00-0000dddd_001.jsonl');
    writeFileSync(bad, 'not a record\n');
    // An ingest said nothing of them: a file the store left out was left out silently.
    const summary = await ingestPaths(s.client, [root], { machine: 'm' });
    expect(summary.problems).toEqual([
      expect.objectContaining({ path: binary, problem: 'binary' }),
      { path: bad, problem: 'no-session', detail: 'no records', reading: { code: 'no-records' } },
    ]);
    expect(summary.sessions).toBe(2);
  });

  it('leaves out a renamed copy as the local index does, and lists it', async () => {
    const s = await store();
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const named = join(dir, `${PARENT}_001.jsonl`);
    writeFileSync(named, fileText(familyLines().parent));
    const renamed = join(dir, `${PARENT}_001 (1).jsonl`);
    writeFileSync(renamed, fileText(familyLines().parent));
    const summary = await ingestPaths(s.client, [root], { machine: 'm' });
    expect(summary.problems.map((p) => [p.problem, p.path])).toEqual([['copy', renamed]]);
    // The figures of the named file alone.
    const alone = tempRoot();
    writeFileSync(join(alone, `${PARENT}_001.jsonl`), fileText(familyLines().parent));
    const local = await indexLocally(alone);
    cleanups.push(async () => local.close());
    const figures = 'SELECT session_id, requests, total_tokens FROM sessions ORDER BY 1';
    expect(await s.sql.all(figures)).toEqual(await local.sql.all(figures));
  });

  it('keeps every record of a file with lone CR line ends, read as it grows', async () => {
    const s = await store();
    const root = tempRoot();
    const file = join(tracesFolder(root, 'acme', 'coder', '2026-01-02'), `${PARENT}_001.jsonl`);
    const { parent } = familyLines();
    writeFileSync(file, parent.slice(0, 5).join('\r') + '\r');
    await ingestPaths(s.client, [root], { machine: 'm' });
    appendFileSync(file, parent.slice(5).join('\r') + '\r');
    await ingestPaths(s.client, [root], { machine: 'm' });
    // A CR that ends the file may be half a CRLF: the last line waits for the next byte.
    const ex = await exactness(s.sql);
    const read = parent.length - 1;
    expect(ex).toMatchObject({ records: read, distinct_records: read, counted: read });
    const local = await indexLocally(root);
    cleanups.push(async () => local.close());
    expect(await s.sql.all('SELECT * FROM sessions ORDER BY session_id')).toEqual(
      await local.sql.all('SELECT * FROM sessions ORDER BY session_id'),
    );
  });

  it('serves read-only: a write is refused and nothing changes', async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 2)], { machine: 'm' });
    const before = await s.sql.all('SELECT count(*) AS n FROM sessions');
    await expect(s.sql.all('DELETE FROM sessions')).rejects.toThrow(/read-only transaction/);
    await expect(s.sql.all('SELECT 1; DELETE FROM sessions')).rejects.toThrow();
    await s.sql.all('SET TRANSACTION READ WRITE');
    await expect(s.sql.all('DELETE FROM sessions')).rejects.toThrow(/read-only transaction/);
    expect(await s.sql.all('SELECT count(*) AS n FROM sessions')).toEqual(before);
    const reader = await openPostgresLibrary(new URL(s.readerUrl));
    cleanups.push(() => reader.close());
    expect(await reader.sql.all('SELECT count(*) AS n FROM sessions')).toEqual(before);
  });

  it('reads a file rewritten in place again from its start', async () => {
    const s = await store();
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const file = join(dir, `${PARENT}_001.jsonl`);
    const { parent } = familyLines();
    writeFileSync(file, fileText(parent.slice(0, 6)));
    await ingestPaths(s.client, [root], { machine: 'm' });
    const rewritten = [parent[0] ?? '', ...parent.slice(10), ...parent.slice(1, 10)];
    writeFileSync(file, fileText(rewritten));
    expect(await ingestPaths(s.client, [root], { machine: 'm' })).toMatchObject({
      records: rewritten.length,
      badLines: 0,
    });
    expect(await s.sql.all('SELECT records, bad_lines FROM files')).toEqual([
      { records: rewritten.length, bad_lines: 0 },
    ]);
    expect(await exactness(s.sql)).toMatchObject({
      records: rewritten.length,
      distinct_records: rewritten.length,
    });
  });

  it('stays exact with four ingesters writing at once', async () => {
    const s = await store();
    const trees = [0, 1, 2, 3, 4].map((m) => writeLibraryTree(tempRoot(), 6, m * 100));
    const machines = trees.map((_, i) => `m${i}`);
    const ingesters = async (jobs: { machine: string; root: string }[]) =>
      Promise.all(
        jobs.map(async ({ machine, root }) => {
          const client = await connectClient(new URL(s.url), 'omniscope test');
          try {
            return await ingestPaths(client, [root], { machine, batchBytes: 4096 });
          } finally {
            await client.end();
          }
        }),
      );
    // Four machines at once, then four ingesters of one more machine's files at once.
    await ingesters(trees.slice(0, 4).map((root, i) => ({ machine: `m${i}`, root })));
    const same = await ingesters([0, 1, 2, 3].map(() => ({ machine: 'm4', root: trees[4] ?? '' })));
    expect(same.reduce((n, r) => n + r.filesRead, 0)).toBeGreaterThan(0);
    const ex = await exactness(s.sql);
    expect(ex?.records).toBe(ex?.distinct_records);
    expect(ex?.records).toBe(ex?.distinct_lines);
    expect(ex?.records).toBe(ex?.counted);
    for (const [i, root] of trees.entries()) {
      const local = await indexLocally(root);
      cleanups.push(async () => local.close());
      const [stored] = await s.sql.all('SELECT count(*) AS n FROM records WHERE machine = $1', [
        machines[i] ?? '',
      ]);
      expect(Number(stored?.n)).toBe(await recordsRead(local.sql));
      const expected = await local.sql.all('SELECT * FROM sessions ORDER BY session_id');
      const ids = expected.map((r) => `'${String(r.session_id)}'`).join(', ');
      expect(
        await s.sql.all(`SELECT * FROM sessions WHERE session_id IN (${ids}) ORDER BY session_id`),
      ).toEqual(expected);
    }
  });

  it('keeps every record of a session file of 150,000 records', async () => {
    const s = await store();
    const root = tempRoot();
    const b = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z', step: 1 });
    const lines = linesOf([
      b.makeMeta({ session_id: PARENT }),
      ...Array.from({ length: 150_000 }, (_, i) => b.text('assistant', `line ${i}`)),
    ]);
    writeFileSync(
      join(tracesFolder(root, 'acme', 'coder', '2026-01-02'), `${PARENT}_001.jsonl`),
      fileText(lines),
    );
    const summary = await ingestPaths(s.client, [root], { machine: 'm' });
    expect(summary.records).toBe(150_001);
    expect(await exactness(s.sql)).toEqual({
      records: 150_001,
      distinct_records: 150_001,
      distinct_lines: 150_001,
      counted: 150_001,
    });
  }, 180_000);

  it('loses and doubles nothing when an ingester is killed mid-file and run again', async () => {
    const s = await store();
    const big = writeLibraryTree(tempRoot(), 4);
    // One large session: its transaction is long enough to be caught open.
    writeGenerated(tracesFolder(big, 'acme', 'coder', '2026-01-03'), 30_000, 77);
    const child = spawn(
      process.execPath,
      ['test/support/cli-child.mjs', 'ingest', big, '--machine', 'm'],
      {
        env: { ...process.env, OMNISCOPE_DATABASE_URL: s.url },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    // Killed while its transaction is writing records.
    for (;;) {
      const open = await s.sql.all(
        `SELECT count(*) AS n FROM pg_stat_activity
         WHERE application_name = 'omniscope ingest' AND xact_start IS NOT NULL AND query LIKE 'COPY records%'`,
      );
      if (Number(open[0]?.n) > 0) break;
      if (child.exitCode !== null)
        throw new Error('the ingester finished before it could be killed');
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill('SIGKILL');
    await exited;
    const mid = await exactness(s.sql);
    expect(mid?.records).toBe(mid?.counted);
    const after = await ingestPaths(s.client, [big], { machine: 'm' });
    expect(after.filesRead).toBeGreaterThan(0);
    const local = await indexBothEngines(big);
    cleanups.push(local.close);
    const end = await exactness(s.sql);
    expect(end).toEqual(await exactness(local.postgres));
    expect(Number(end?.records)).toBe(await recordsRead(local.duckdb));
    expect(await s.sql.all('SELECT * FROM sessions ORDER BY session_id')).toEqual(
      await local.duckdb.all('SELECT * FROM sessions ORDER BY session_id'),
    );
  }, 120_000);
});

/** Columns in order (not their positions: a column dropped in PostgreSQL keeps its slot). */
const columnsIn = (tables: readonly string[]) => `SELECT table_name, column_name, is_nullable
  FROM information_schema.columns WHERE table_name IN (${tables.map((t) => `'${t}'`).join(', ')})
  ORDER BY table_name, ordinal_position`;
const COLUMNS = columnsIn(TABLE_NAMES);

describe('team store schema', { timeout: 60_000 }, () => {
  it('has every table of the local index, column for column, and the records besides', async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 1)], { machine: 'm' });
    const engines = await indexBothEngines(writeLibraryTree(tempRoot(), 1));
    cleanups.push(engines.close);
    const local = columnsIn(LOCAL_TABLE_NAMES);
    expect(await s.sql.all(local)).toEqual(await engines.duckdb.all(local));
    expect(await engines.duckdb.all(columnsIn(['records']))).toEqual([]);
    expect((await s.sql.all(columnsIn(['records']))).map((c) => c.column_name)).toEqual(
      columnsOf('records').map((c) => c.name),
    );
  });

  it('migrates a store of version 2: files meta and pointers, child counts, text_lower', async () => {
    const s = await store();
    const root = writeLibraryTree(tempRoot(), 1);
    await ingestPaths(s.client, [root], { machine: 'm' });
    const fresh = await s.sql.all(COLUMNS);
    const files = 'SELECT path, session_meta, subagents FROM files ORDER BY path';
    const parsed = (rows: SqlRow[]) =>
      rows.map((r) => ({
        path: r.path,
        subagents: r.subagents,
        session_meta: JSON.parse(String(r.session_meta)) as unknown,
      }));
    const freshFiles = parsed(await s.sql.all(files));
    expect(freshFiles.some((f) => f.session_meta !== null)).toBe(true);
    expect(freshFiles.filter((f) => f.subagents !== '[]')).toHaveLength(1);
    await s.client.query(`UPDATE messages SET text = 'Ärger ÉTÉ Straße' WHERE ordinal = 0`);
    await s.client.query('ALTER TABLE messages DROP COLUMN text_lower');
    const children = 'SELECT session_id, children FROM sessions ORDER BY session_id';
    const freshChildren = await s.sql.all(children);
    expect(freshChildren.some((r) => r.children === 1)).toBe(true);
    await s.client.query('ALTER TABLE files DROP COLUMN session_meta, DROP COLUMN subagents');
    await s.client.query('ALTER TABLE sessions DROP COLUMN children, DROP COLUMN last_write_ms');
    await s.client.query('DROP TABLE store_changes');
    await s.client.query('ALTER TABLE requests DROP COLUMN retry_of');
    await s.client.query('UPDATE schema_version SET version = 2');
    expect(await ingestPaths(s.client, [root], { machine: 'm' })).toMatchObject({
      schema: 'migrated',
    });
    expect(await s.sql.all(COLUMNS)).toEqual(fresh);
    expect(parsed(await s.sql.all(files))).toEqual(freshFiles);
    expect(await s.sql.all(children)).toEqual(freshChildren);
    expect(
      await s.sql.all(`SELECT DISTINCT text_lower FROM messages WHERE text = 'Ärger ÉTÉ Straße'`),
    ).toEqual([{ text_lower: 'Ärger ÉTÉ Straße'.toLowerCase() }]);
    expect(
      await s.sql.all(`SELECT count(*) AS n FROM messages
        WHERE text <> 'Ärger ÉTÉ Straße' AND text_lower <> lower(text)`),
    ).toEqual([{ n: 0 }]);
  });

  it('migrates a store of version 3: project and agent of files copied out of the layout', async () => {
    const s = await store();
    await ingestPaths(s.client, [fixturePath(SESSION_A)], { machine: 'm' });
    const fileOwners = () =>
      s.sql.all('SELECT session_id, project, agent FROM files ORDER BY session_id, rotation');
    const files = await fileOwners();
    const sessions = await s.sql.all(
      'SELECT session_id, project, agent FROM sessions ORDER BY session_id',
    );
    expect(sessions).toEqual(
      [PARENT_ID, CHILD_ID]
        .sort()
        .map((id) => ({ session_id: id, project: 'default_project', agent: 'default_agent' })),
    );
    await s.client.query('UPDATE files SET project = NULL, agent = NULL');
    await s.client.query('UPDATE sessions SET project = NULL, agent = NULL');
    // A child known only from its parent's pointer takes its root's.
    await s.client.query('DELETE FROM files WHERE session_id = $1', [CHILD_ID]);
    // The first file written by a Windows producer; the rotated one naming no project folder.
    await s.client.query(
      `UPDATE files SET session_meta = replace(session_meta, '/', '\\\\') WHERE rotation = 1`,
    );
    await s.client.query(`UPDATE files SET session_meta = $1 WHERE rotation = 2`, [
      JSON.stringify({ session_id: PARENT_ID, agent_state: '/agents/a/agent_state' }),
    ]);
    await s.client.query('ALTER TABLE requests DROP COLUMN retry_of');
    await s.client.query('ALTER TABLE sessions DROP COLUMN last_write_ms');
    await s.client.query('DROP TABLE store_changes');
    await s.client.query('UPDATE schema_version SET version = 3');
    expect(await ensureStore(s.client)).toBe('migrated');
    expect(await fileOwners()).toEqual(
      files
        .filter((f) => f.session_id !== CHILD_ID)
        .map((f, i) => (i === 1 ? { ...f, project: null, agent: null } : f)),
    );
    expect(
      await s.sql.all('SELECT session_id, project, agent FROM sessions ORDER BY session_id'),
    ).toEqual(sessions);
  });

  it('migrates a store of version 5: the retried status of each retry, as the stats counted it', async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 6)], { machine: 'm' });
    const retries =
      'SELECT session_id, ordinal, retry_of FROM requests ORDER BY session_id, ordinal';
    const fresh = await s.sql.all(retries);
    const columns = await s.sql.all(COLUMNS);
    expect(fresh.filter((r) => r.retry_of !== null).length).toBeGreaterThan(0);
    await s.client.query('ALTER TABLE requests DROP COLUMN retry_of');
    await s.client.query('ALTER TABLE sessions DROP COLUMN last_write_ms');
    await s.client.query('DROP TABLE store_changes');
    await s.client.query('UPDATE schema_version SET version = 5');
    expect(await ensureStore(s.client)).toBe('migrated');
    expect(await s.sql.all(COLUMNS)).toEqual(columns);
    // No compaction follows a failure in this tree: the stats' old count is the reducer's.
    expect(await s.sql.all(retries)).toEqual(fresh);
  });

  it("migrates a store of version 7: each session gets its family's last write, the store a count of changes", async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 6)], { machine: 'm' });
    const writes = 'SELECT session_id, last_write_ms FROM sessions ORDER BY session_id';
    const fresh = await s.sql.all(writes);
    expect(fresh.filter((r) => typeof r.last_write_ms === 'number').length).toBe(fresh.length);
    await s.client.query('ALTER TABLE sessions DROP COLUMN last_write_ms');
    await s.client.query('DROP TABLE store_changes');
    await s.client.query('UPDATE schema_version SET version = 7');
    expect(await ensureStore(s.client)).toBe('migrated');
    expect(await s.sql.all(writes)).toEqual(fresh);
    expect(await s.sql.all('SELECT changes FROM store_changes')).toEqual([{ changes: 0 }]);
  });

  it("migrates a store of version 8: a refresh's lookups of files by session use an index", async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 6)], { machine: 'm' });
    const lookup = async () => {
      // The planner picks a scan of so few rows anyway: asked to avoid one, it uses an index if
      // there is one.
      await s.client.query('BEGIN');
      await s.client.query('SET LOCAL enable_seqscan = off');
      const plan = await s.client.query(
        `EXPLAIN SELECT path FROM files WHERE machine = 'm' AND session_id IN ('a', 'b')`,
      );
      await s.client.query('COMMIT');
      return plan.rows.map((r: Record<string, unknown>) => String(r['QUERY PLAN'])).join('\n');
    };
    expect(await lookup()).toContain('files_session');
    await s.client.query('DROP INDEX files_session');
    await s.client.query('UPDATE schema_version SET version = 8');
    expect(await lookup()).not.toContain('files_session');
    expect(await ensureStore(s.client)).toBe('migrated');
    expect(await lookup()).toContain('files_session');
    expect(await s.sql.all('SELECT version FROM schema_version')).toEqual([
      { version: SCHEMA_VERSION },
    ]);
  });

  it("migrates a store of version 9: a refresh finds the sessions pointing at a child through an index, not every file's list", async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 6)], { machine: 'm' });
    // The lookups a refresh of the child makes, each explained as the store would run it.
    const scope = async () => {
      // A machine of many pointers, so that reading all of them costs what it would.
      await s.client.query(`INSERT INTO subagent_pointers
        SELECT 'm', 'p' || g, 's' || g, 'c' || g FROM generate_series(1, 20000) AS g`);
      await s.client.query('ANALYZE subagent_pointers');
      const asked: { sql: string; params: readonly QueryValue[] }[] = [];
      const db = postgresIndexDb(s.client);
      const found = await familyScope(
        {
          ...db,
          all: (sql, params = []) => {
            asked.push({ sql, params });
            return db.all(sql, params);
          },
        },
        'm',
        new Set([CHILD]),
      );
      await s.client.query('BEGIN');
      // The planner picks a scan of so few rows anyway: asked to avoid one, it uses an index if
      // there is one.
      await s.client.query('SET LOCAL enable_seqscan = off');
      const plans: string[] = [];
      for (const a of asked) {
        const plan = await s.client.query(`EXPLAIN ${a.sql}`, [...a.params]);
        plans.push(
          plan.rows.map((r: Record<string, unknown>) => String(r['QUERY PLAN'])).join('\n'),
        );
      }
      await s.client.query('COMMIT');
      return { found, plans: plans.join('\n') };
    };
    const fresh = await scope();
    expect(fresh.found).toEqual(new Set([PARENT, CHILD]));
    // Reached by the child and by the parent, not by reading the machine's every file or pointer.
    const indexed = (plans: string) => {
      expect(plans).not.toContain('Seq Scan');
      expect(plans).toMatch(/Index Cond: \(+\(child_session_id\)::text =/);
      expect(plans).toContain('pointers_parent');
    };
    indexed(fresh.plans);
    // The tree's own (its paths absolute), not the padding.
    const pointers = `SELECT * FROM subagent_pointers WHERE path LIKE '/%'
      ORDER BY path, child_session_id`;
    const rows = await s.sql.all(pointers);
    expect(rows).toEqual([
      {
        machine: 'm',
        path: expect.stringContaining(PARENT) as unknown,
        session_id: PARENT,
        child_session_id: CHILD,
      },
    ]);
    await s.client.query('DROP TABLE subagent_pointers');
    await s.client.query('UPDATE schema_version SET version = 9');
    expect(await ensureStore(s.client)).toBe('migrated');
    expect(await s.sql.all(pointers)).toEqual(rows);
    const migrated = await scope();
    expect(migrated.found).toEqual(fresh.found);
    indexed(migrated.plans);
  });

  it('is not served by a newer omniscope until an ingest of that version migrates it', async () => {
    const s = await store();
    await ingestPaths(s.client, [writeLibraryTree(tempRoot(), 1)], { machine: 'm' });
    await s.client.query('ALTER TABLE requests DROP COLUMN retry_of');
    await s.client.query('ALTER TABLE sessions DROP COLUMN last_write_ms');
    await s.client.query('DROP TABLE store_changes');
    await s.client.query('UPDATE schema_version SET version = 5');
    await expect(openPostgresLibrary(new URL(s.readerUrl))).rejects.toThrow(
      `the team store is at schema version 5, older than this omniscope's ${SCHEMA_VERSION}: run this omniscope's ingest`,
    );
    await ensureStore(s.client);
    const served = await openPostgresLibrary(new URL(s.readerUrl));
    cleanups.push(() => served.close());
    // Migrated, it serves the stats, which read the new column.
    await expect(libraryStats(served.sql)).resolves.toMatchObject({ totals: { sessions: 3 } });
  });

  it('has a migration for every schema version since the first store', () => {
    for (let v = BASELINE_VERSION + 1; v <= SCHEMA_VERSION; v++)
      expect(MIGRATIONS[v], `v${v}`).toBeDefined();
  });

  it('keeps a store of this version and refuses one from a newer omniscope', async () => {
    const s = await store();
    const root = writeLibraryTree(tempRoot(), 1);
    expect(await ingestPaths(s.client, [root], { machine: 'm' })).toMatchObject({
      schema: 'created',
    });
    expect(await ingestPaths(s.client, [root], { machine: 'm' })).toMatchObject({
      schema: 'kept',
      records: 0,
    });
    await s.client.query('UPDATE schema_version SET version = $1', [SCHEMA_VERSION + 1]);
    await expect(ingestPaths(s.client, [root], { machine: 'm' })).rejects.toThrow(
      /upgrade omniscope/,
    );
  });
});
