// The library on a generated PenguinHarness tree (10,000 sessions, 1 GB by default; kept on disk
// between runs, see test/support/library-bench-tree.ts), served as `omniscope serve <folder>`
// serves it: the full index against DuckDB's own read_json of the same files into a table, one
// new session then a refresh, the page's first requests over HTTP with 10,000 and 100,000
// sessions, a search across every text and the Stats tab's request.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLibraryApi } from '../server/library/library-api';
import { duckdbSql } from '../server/library/library-sql';
import { Library, storeLibrary, type ServedLibrary } from '../server/library/library-service';
import { openDb } from '../server/library/open-db';
import {
  benchSessionRecords,
  cachedBenchTree,
  writeBenchSession,
} from '../test/support/library-bench-tree';
import { fmt, log, row } from './measure';

export interface LibraryIndexFigures {
  tree: { sessions: number; files: number; mb: number; records: number };
  /** `omniscope index` of the whole tree into a fresh index. */
  indexMs: number;
  /** DuckDB's read_ndjson of the same files into a table, same run. */
  readJsonMs: number;
  indexRatio: number;
  recordsPerSecond: number;
}

export interface LibraryServeFigures {
  /** One new session written, then the refresh of the files a watcher names. */
  addSessionMs: number;
  /** Another new session, then a refresh that walks and stats the whole tree. */
  addSessionFullRefreshMs: number;
  /** The page's first requests (status, then sessions window, facets, problems), median of 5. */
  firstRows: { sessions10k: number; sessions100k: number; sessions100kCount: number };
  search: { word: string; ms: number; occurrences: number; sessions: number }[];
  /** The Stats tab's one request, median of 5. */
  statsPageMs: number;
}

const NEW_FIRST = 1_000_000;

async function median(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

async function serve(library: ServedLibrary): Promise<{ base: string; server: Server }> {
  const api = createLibraryApi(library);
  const server = createServer((req, res) => {
    void api(req, res).then((done) => {
      if (!done) res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const getJson = async (url: string): Promise<unknown> => {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json();
};

/** What the library page asks for before it draws its first rows. */
async function firstRows(base: string): Promise<void> {
  await getJson(`${base}/api/library/status`);
  await Promise.all(
    ['sessions?offset=0&limit=200', 'facets', 'bad-lines'].map((q) =>
      getJson(`${base}/api/library/${q}`),
    ),
  );
}

/** DuckDB reading the tree's Trace files itself: every line's fields into a table. */
async function readJsonMs(root: string, dir: string): Promise<number> {
  const open = await openDb(join(dir, 'read-json.duckdb'), 'write');
  try {
    const t0 = performance.now();
    await open.db.run(`CREATE TABLE lines AS SELECT * FROM read_ndjson('${root}/**/*.jsonl',
      columns = {timestamp: 'VARCHAR', type: 'VARCHAR', payload: 'JSON'},
      ignore_errors = true, filename = true)`);
    return performance.now() - t0;
  } finally {
    open.close();
  }
}

/**
 * Every session of the index copied (new ids), with its tool calls, until there are about
 * 100,000: the page's first requests at that size, whatever size of tree the run chose.
 */
async function toHundredThousand(path: string, sessions: number): Promise<number> {
  const copies = Math.max(2, Math.ceil(100_000 / sessions));
  const open = await openDb(path, 'write');
  try {
    for (const table of ['sessions', 'tool_calls']) {
      await open.db.run(`INSERT INTO ${table} SELECT x.* REPLACE (
          session_id || '~' || k AS session_id
          ${table === 'sessions' ? `, root_session_id || '~' || k AS root_session_id, parent_session_id || '~' || k AS parent_session_id` : ''})
        FROM ${table} x, range(1, ${copies}) t(k)`);
    }
    return Number((await duckdbSql(open.db).all('SELECT count(*) AS n FROM sessions'))[0]?.n);
  } finally {
    open.close();
  }
}

export async function benchLibraryIndex(
  sessions: number,
  mb: number,
): Promise<{ index: LibraryIndexFigures; serve: LibraryServeFigures }> {
  const t0 = performance.now();
  const tree = cachedBenchTree(sessions, mb);
  log(
    `\nLibrary: ${fmt(tree.sessions, 0)} sessions, ${fmt(tree.files, 0)} files, ${fmt(tree.bytes / 2 ** 20, 0)} MB (tree ready in ${fmt((performance.now() - t0) / 1000)} s)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-bench-library-'));
  const added = join(dir, 'added');
  mkdirSync(added);
  const db = join(dir, 'library.duckdb');
  try {
    const baseline = await readJsonMs(tree.root, dir);
    const library = await Library.open({ paths: [tree.root, added], db });
    const t1 = performance.now();
    await library.refresh();
    const indexMs = performance.now() - t1;
    const summary = library.status().last;
    if (!summary) throw new Error(library.status().error ?? 'the index did not run');
    const index: LibraryIndexFigures = {
      tree: {
        sessions: summary.sessions,
        files: tree.files,
        mb: tree.bytes / 2 ** 20,
        records: summary.records,
      },
      indexMs,
      readJsonMs: baseline,
      indexRatio: indexMs / baseline,
      recordsPerSecond: summary.records / (indexMs / 1000),
    };
    row(
      'full index',
      `${fmt(indexMs / 1000, 2)} s`,
      `${fmt(baseline / 1000, 2)} s read_ndjson`,
      index.indexRatio,
    );
    row('index rate', `${fmt(index.recordsPerSecond, 0)} rec/s`);

    const perSession = benchSessionRecords(sessions, mb);
    const written = writeBenchSession(added, NEW_FIRST, perSession);
    const t2 = performance.now();
    await library.refresh(written);
    const addSessionMs = performance.now() - t2;
    row('one new session, then refresh of its files', `${fmt(addSessionMs)} ms`);
    writeBenchSession(added, NEW_FIRST + 2, perSession);
    const t3 = performance.now();
    await library.refresh();
    const addSessionFullRefreshMs = performance.now() - t3;
    row('one new session, then full refresh', `${fmt(addSessionFullRefreshMs)} ms`);

    const served = library.status().last?.sessions ?? 0;
    const { base, server } = await serve(library);
    await firstRows(base);
    const first10k = await median(() => firstRows(base));
    row(`page's first requests, ${fmt(served, 0)} sessions`, `${fmt(first10k)} ms`);
    const search: LibraryServeFigures['search'] = [];
    for (const word of ['deploy', 'test patch config', 'no such words anywhere']) {
      const q = new URLSearchParams({ q: word }).toString();
      let result: { occurrences: number; sessions: number } = { occurrences: 0, sessions: 0 };
      const ms = await median(async () => {
        result = (await getJson(`${base}/api/library/search?${q}`)) as typeof result;
      }, 3);
      search.push({ word, ms, occurrences: result.occurrences, sessions: result.sessions });
      row(`search "${word}" (${fmt(result.occurrences, 0)} found)`, `${fmt(ms)} ms`);
    }
    const statsPageMs = await median(() => getJson(`${base}/api/library/stats`));
    row('stats tab (/api/library/stats)', `${fmt(statsPageMs)} ms`);
    server.close();
    await library.close();

    const big = join(dir, 'library-100k.duckdb');
    copyFileSync(db, big);
    const sessions100kCount = await toHundredThousand(big, served);
    const bigOpen = await openDb(big, 'read');
    const bigServed = await serve(storeLibrary(duckdbSql(bigOpen.db)));
    await firstRows(bigServed.base);
    const first100k = await median(() => firstRows(bigServed.base));
    bigServed.server.close();
    bigOpen.close();
    row(`page's first requests, ${fmt(sessions100kCount, 0)} sessions`, `${fmt(first100k)} ms`);
    return {
      index,
      serve: {
        addSessionMs,
        addSessionFullRefreshMs,
        firstRows: { sessions10k: first10k, sessions100k: first100k, sessions100kCount },
        search,
        statsPageMs,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
