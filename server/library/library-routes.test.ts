// Every route of the library page answers the same from the local DuckDB index and from the
// team's PostgreSQL store (served read-only, as `serve --library` serves it): one query layer,
// tested on both engines, and reached over HTTP from the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexBothEngines, type LibraryEngines } from '../../test/support/library-engines';
import { CHILD, PARENT } from '../../test/support/library-tree';
import { startServer, type RunningServer } from '../index';
import { answerText } from '../../test/support/file-answer';
import { textBody } from './file-body';
import { libraryFile } from './library-file';
import { LIBRARY_ROUTES } from './library-routes';
import { localTraceFiles } from './local-file';
import { duckdbSql } from './library-sql';
import { readLocalRecords } from './local-records';
import { rebuiltFile } from './rebuilt-file';

let engines: LibraryEngines;
let server: RunningServer;
beforeAll(async () => {
  engines = await indexBothEngines();
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: '.',
    demo: false,
    libraryStore: engines.postgres,
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await engines?.close();
});

/** Each route with the parameters the page sends, over the filters and sorts it offers. */
const CALLS: [string, Record<string, string>][] = [
  ['sessions', {}],
  ['sessions', { sort: 'cost_usd', desc: '1' }],
  ['sessions', { sort: 'duration_ms' }],
  ['sessions', { sort: 'title' }],
  ['sessions', { project: 'acme', tool: 'read_file' }],
  ['sessions', { errors: '1' }],
  ['sessions', { from: '2026-01-02', to: '2026-01-03', status: 'done' }],
  ['facets', {}],
  ['facets', { agent: 'coder' }],
  ['family', { session: PARENT }],
  ['family', { session: CHILD }],
  ['bad-lines', {}],
  ['search', { q: 'the' }],
  ['search', { q: 'Read', case: '1' }],
  ['search', { q: 're[a-z]d', regex: '1' }],
  // A group's further hits: one session's, from an offset on.
  ['search', { q: 'e', session: PARENT, offset: '2' }],
  ['search', { q: 're[a-z]d', regex: '1', session: CHILD, offset: '1', hits: '1' }],
  ['stats', {}],
  // Of the sessions the table's filters keep, as the sessions table lists them.
  ['stats', { project: 'acme', agent: 'coder' }],
  ['stats', { errors: '1', from: '2026-01-01' }],
  ['stats', { tool: 'read_file', to: '2026-12-31' }],
  // The cause the generated retries have (stats lists it; the reducer's `isRetriable`).
  ['stats-sessions', { kind: 'retry', value: 'timeout' }],
  ['stats-sessions', { kind: 'approval', value: 'deny' }],
  // A further page of them, past the first.
  ['stats-sessions', { kind: 'retry', value: 'timeout', offset: '1', limit: '1' }],
  ['stats-sessions', { kind: 'approval', value: 'deny', project: 'acme', agent: 'coder' }],
];

describe('the library routes on both engines', () => {
  it('cover every route of the table', () => {
    expect(new Set(CALLS.map(([name]) => name))).toEqual(new Set(Object.keys(LIBRARY_ROUTES)));
  });

  it.each(CALLS)('%s %j: DuckDB and PostgreSQL answer alike', async (name, params) => {
    const route = LIBRARY_ROUTES[name];
    if (!route) throw new Error(`no route ${name}`);
    const query = new URLSearchParams(params);
    const local = await route(engines.duckdb, query);
    // An empty answer would agree by itself: each call here finds something.
    expect(JSON.stringify(local)).toMatch(name === 'facets' ? /acme/ : /session-/);
    expect(await route(engines.postgres, query)).toEqual(local);
  });

  it.each([
    {},
    { project: 'acme', agent: 'coder' },
    { agent: 'writer' },
    { errors: '1' },
    { tool: 'read_file', from: '2026-01-02' },
  ])('the stats of %j are those of the sessions the table lists with it', async (filters) => {
    for (const sql of [engines.duckdb, engines.postgres]) {
      const params = new URLSearchParams({ ...filters, limit: '1000' });
      const page = (await LIBRARY_ROUTES.sessions?.(sql, params)) as {
        total: number;
        rows: { cost_usd: number; total_tokens: number }[];
      };
      const stats = (await LIBRARY_ROUTES.stats?.(sql, params)) as {
        totals: { sessions: number; total_tokens: number; cost_usd: number };
      };
      expect(page.rows).toHaveLength(page.total);
      expect(stats.totals.sessions).toBe(page.total);
      expect(stats.totals.total_tokens).toBe(page.rows.reduce((n, r) => n + r.total_tokens, 0));
      expect(stats.totals.cost_usd).toBeCloseTo(
        page.rows.reduce((n, r) => n + r.cost_usd, 0),
        9,
      );
    }
  });

  it('every file of the tree is served alike: read from the local disk, rebuilt from the store', async () => {
    const files = await engines.duckdb.all('SELECT machine, path FROM files ORDER BY path');
    expect(files.length).toBeGreaterThan(10);
    const fromDisk = localTraceFiles(engines.duckdb, [engines.root]);
    const rebuilt = async (machine: string, path: string) => {
      const text = await rebuiltFile(engines.postgres, machine, path);
      return text === undefined ? undefined : textBody(text);
    };
    for (const { machine, path } of files) {
      const params = new URLSearchParams({ machine: String(machine), path: String(path) });
      const name = String(path).slice(String(path).lastIndexOf('/') + 1);
      const local = await answerText(libraryFile(fromDisk, name, params));
      expect(local.ok).toBe(true);
      expect(await answerText(libraryFile(rebuilt, name, params))).toEqual(local);
    }
  });

  it('records read from the local files for a query are the records the team store keeps', async () => {
    const local = await engines.duckdbConnection();
    const read = await readLocalRecords(local);
    expect(read?.changed).toEqual([]);
    const sql = 'SELECT path, line, byte_offset, kind, json FROM records ORDER BY path, line';
    const rows = await duckdbSql(local).all(sql);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows).toEqual(await engines.postgres.all(sql));
    // The table is the connection's own: the index itself still has none.
    expect(
      await engines.duckdb.all(
        `SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = 'records'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('serve --library answers the page from the store, with the child beside its parent', async () => {
    const get = async (path: string) => {
      const res = await fetch(`${server.url}/api/library/${path}`);
      expect(res.status, path).toBe(200);
      return (await res.json()) as unknown;
    };
    expect(await get('status')).toMatchObject({ indexing: false, paths: [] });
    const family = JSON.stringify(await get(`family?session=${PARENT}`));
    expect(family).toContain(CHILD);
    expect(await get('sessions')).toEqual(
      await LIBRARY_ROUTES.sessions?.(engines.duckdb, new URLSearchParams()),
    );
    // Its files live on other machines: none is served from this one.
    const file = await fetch(`${server.url}/api/library/file/x.jsonl?path=/etc/passwd`);
    expect(file.status).not.toBe(200);
  });
});
