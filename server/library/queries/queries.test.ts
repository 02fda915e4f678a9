// The library page's queries on a generated PenguinHarness tree, through LibrarySql: the same
// calls the server makes (and the PostgreSQL store will answer).
import {
  appendFileSync,
  mkdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  writeLibraryTree,
  NEEDLE,
  NEEDLE_SESSION,
  type LibraryTree,
} from '../../../e2e/support/library-tree';
import {
  CHILD,
  PARENT,
  familyLines,
  fileText,
  linesOf,
  tempRoot,
  tracesFolder,
} from '../../../test/support/library-tree';
import { createTraceBuilder } from '../../../test/support/trace-builder';
import { MAX_FILE_BYTES } from '../file-problems';
import { indexPaths, LOCAL_MACHINE } from '../indexer';
import { answerText, textOf } from '../../../test/support/file-answer';
import { libraryFile } from '../library-file';
import { duckdbSql, type LibrarySql } from '../library-sql';
import { localTraceFiles } from '../local-file';
import { openDb, type OpenDb } from '../open-db';
import { facetsQuery } from './facets-query';
import { familyQuery } from './family-query';
import { compileQuery } from '../../../src/search/matcher';
import { countBefore, REGEX_BUDGET_MS, searchQuery, searchRequestOf } from './search-query';
import { sessionFilterOf } from './session-filter';
import { sessionsQuery, sessionsRequestOf } from './sessions-query';

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

async function indexed(extra = 8): Promise<{ tree: LibraryTree; sql: LibrarySql }> {
  const tree = writeLibraryTree(extra);
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  await indexPaths(o.db, [tree.root]);
  return { tree, sql: duckdbSql(o.db) };
}

const page = async (sql: LibrarySql, query: string) =>
  sessionsQuery(sql, sessionsRequestOf(new URLSearchParams(query)));
const ids = (rows: { session_id?: unknown }[]) => rows.map((r) => String(r.session_id));
const search = (sql: LibrarySql, query: string) =>
  searchQuery(sql, searchRequestOf(new URLSearchParams(query)));

describe('sessions query', () => {
  it('lists every session, each child right after its parent, newest family first', async () => {
    const { tree, sql } = await indexed();
    const all = await page(sql, '');
    expect(all.total).toBe(tree.sessions.length);
    expect(ids(all.rows).sort()).toEqual([...tree.sessions].sort());
    const at = ids(all.rows).indexOf(PARENT);
    expect(ids(all.rows)[at + 1]).toBe(CHILD);
    expect(all.rows[at + 1]).toMatchObject({ depth: 1, parent_session_id: PARENT });
    expect(all.rows[at]).toMatchObject({ depth: 0, children: 1 });
    const started = all.rows.filter((r) => r.depth === 0).map((r) => String(r.started_at));
    expect(started).toEqual([...started].sort().reverse());
  });

  it('sorts by any column either way, and windows keep the order', async () => {
    const { sql } = await indexed();
    const up = await page(sql, 'sort=requests');
    const down = await page(sql, 'sort=requests&desc=1');
    const roots = (rows: typeof up.rows) => rows.filter((r) => r.depth === 0);
    expect(roots(down.rows)[0]?.session_id).toBe(PARENT);
    expect(roots(up.rows).at(-1)?.session_id).toBe(PARENT);
    const windows = [
      await page(sql, 'sort=title&limit=4'),
      await page(sql, 'sort=title&limit=4&offset=4'),
      await page(sql, 'sort=title&limit=4&offset=8'),
    ];
    expect(windows.flatMap((w) => ids(w.rows))).toEqual(ids((await page(sql, 'sort=title')).rows));
  });

  it('refuses a sort it does not know instead of putting it in the SQL', async () => {
    const { sql } = await indexed(1);
    await expect(page(sql, 'sort=cost_usd;DROP TABLE sessions')).rejects.toThrow(/cannot sort/);
  });

  it('filters by project, agent, tool, errors and days; bound values, never spliced', async () => {
    const { sql } = await indexed();
    const count = async (q: string) => (await page(sql, q)).total;
    expect(await count('project=beta')).toBe(2);
    expect(await count('project=acme&agent=reviewer')).toBe(3);
    expect(await count('tool=read_file')).toBe(5);
    // beta's two failed sessions, and the reference session: three attempts failed, each retried
    // (the session's own "errors & failed attempts" filter shows them).
    expect(await count('errors=1')).toBe(3);
    expect(ids((await page(sql, 'errors=1&project=acme')).rows)).toEqual([PARENT]);
    expect(await count('from=2026-01-05&to=2026-01-05')).toBe(2);
    expect(await count("project=x' OR '1'='1")).toBe(0);
    await expect(page(sql, 'from=yesterday')).rejects.toThrow(/YYYY-MM-DD/);
  });
});

describe('facets query', () => {
  it('counts each choice with the other filters applied', async () => {
    const { sql } = await indexed();
    const f = await facetsQuery(sql, sessionFilterOf(new URLSearchParams('project=acme')));
    // The project facet ignores its own choice, so beta stays offered.
    expect(f.project).toEqual([
      { value: 'acme', sessions: 8 },
      { value: 'beta', sessions: 2 },
    ]);
    expect(f.agent).toEqual([
      { value: 'coder', sessions: 5 },
      { value: 'reviewer', sessions: 3 },
    ]);
    expect(f.tool.map((t) => t.value).sort()).toEqual(['exec_command', 'read_file']);
    // Both failed sessions are beta's; acme's reference session retried three failed attempts.
    expect(f.errors).toBe(1);
    const beta = await facetsQuery(sql, sessionFilterOf(new URLSearchParams('project=beta')));
    expect(beta.errors).toBe(2);
  });
});

describe('search query', () => {
  it('counts occurrences, groups them by session and names the record to open', async () => {
    const { sql } = await indexed();
    const r = await search(sql, 'q=CLOCK');
    expect(r).toMatchObject({ occurrences: 3, sessions: 2, partial: false });
    const child = r.results.find((s) => s.session_id === CHILD);
    expect(child).toMatchObject({ occurrences: 2, hitTotal: 2 });
    expect(child?.hits[0]).toMatchObject({ kind: 'text', record: `${CHILD}_001.jsonl:2` });
    expect(child?.hits[0]?.snippet).toEqual([
      { text: 'Read test/', match: false },
      { text: 'clock', match: true },
      { text: '.test.ts', match: false },
    ]);
  });

  it('has the in-session options: match case, regular expression', async () => {
    const { sql } = await indexed();
    expect((await search(sql, 'q=CLOCK&case=1')).occurrences).toBe(0);
    expect((await search(sql, 'q=clo%2Bck&regex=1')).occurrences).toBe(3);
    expect(
      (await search(sql, `q=${NEEDLE.slice(0, 6)}.*quux&regex=1`)).results[0]?.session_id,
    ).toBe(NEEDLE_SESSION);
    expect((await search(sql, 'q=(a&regex=1')).error).toMatch(/missing closing/);
  });

  it('answers a pattern that passes over the text once per occurrence within its budget, as partial', async () => {
    // Any web page can send this GET to a loopback server: one 25,000-letter text held the
    // whole server for 22 s while `e[\s\S]*#Z|e` looked for a `#Z` after every `e`.
    const root = tempRoot();
    const b = createTraceBuilder({ start: '2026-03-01T10:00:00.000Z', step: 1000 });
    const id = 'session-2026-03-01-10-00-00-0000e0e0';
    writeFileSync(
      join(tracesFolder(root, 'acme', 'coder', '2026-03-01'), `${id}_001.jsonl`),
      fileText(linesOf([b.makeMeta({ session_id: id }), b.makeText({ text: 'e'.repeat(25_000) })])),
    );
    const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
    opened.push(o);
    await indexPaths(o.db, [root]);
    const started = Date.now();
    const r = await search(duckdbSql(o.db), `q=${encodeURIComponent('e[\\s\\S]*#Z|e')}&regex=1`);
    expect(Date.now() - started).toBeLessThan(REGEX_BUDGET_MS + 2000);
    expect(r.partial).toBe(true);
  }, 300_000);

  it('does not start a pass over a text that could outlast the budget', () => {
    const matcherOf = (text: string) => {
      const compiled = compileQuery({ text, caseSensitive: false, regex: true });
      if (!compiled?.ok) throw new Error(`${text} compiles`);
      return compiled.matcher;
    };
    const started = Date.now();
    const huge = matcherOf('.{1000}'.repeat(8));
    expect(countBefore(huge, 'x'.repeat(1_000_000), started + REGEX_BUDGET_MS)).toBe(null);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(
      countBefore(matcherOf('x{2}'), 'x'.repeat(1_000_000), Date.now() + REGEX_BUDGET_MS),
    ).toBe(500_000);
  });

  it('finds tool names, and runs a catastrophic pattern in linear time', async () => {
    const { sql } = await indexed();
    expect((await search(sql, 'q=exec_command')).occurrences).toBeGreaterThan(0);
    const r = await search(sql, `q=${encodeURIComponent('(a+)+$')}&regex=1`);
    expect(r.error).toBeUndefined();
  });
});

describe('family and files', () => {
  it('gives the files of the whole family, from the child too', async () => {
    const { sql } = await indexed();
    const family = await familyQuery(sql, CHILD);
    expect(family.rootSessionId).toBe(PARENT);
    expect(family.files.map((f) => f.path.slice(f.path.lastIndexOf('/') + 1))).toEqual([
      `${PARENT}_001.jsonl`,
      `${CHILD}_001.jsonl`,
    ]);
    expect(family.files.map((f) => f.machine)).toEqual([LOCAL_MACHINE, LOCAL_MACHINE]);
    // The child is named as the open family names it, so it can be opened in focus.
    expect(family.origin).toEqual([CHILD]);
    expect((await familyQuery(sql, PARENT)).origin).toEqual([]);
  });

  it('names a grandchild by its chain from the root', async () => {
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const grandchild = 'session-2026-01-02-03-04-11-0000cccc';
    const { parent, child } = familyLines();
    const b = createTraceBuilder({ start: '2026-01-02T03:04:11.000Z', step: 100 });
    const pointer = JSON.stringify(b.makeSubagent({ session_id: grandchild }));
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText([...child, pointer]));
    writeFileSync(
      join(dir, `${grandchild}_001.jsonl`),
      fileText(linesOf([b.makeMeta({ session_id: grandchild, source: 'subagent' })])),
    );
    const o = await openDb(join(tempRoot(), 'l.duckdb'), 'write');
    opened.push(o);
    await indexPaths(o.db, [root]);
    const family = await familyQuery(duckdbSql(o.db), grandchild);
    expect(family).toMatchObject({ rootSessionId: PARENT, origin: [CHILD, grandchild] });
    expect(family.files).toHaveLength(3);
    // A chain that breaks before the root names no session: the family opens without focus.
    await o.db.run(
      `UPDATE sessions SET parent_session_id = 'session-gone' WHERE session_id = '${grandchild}'`,
    );
    expect(await familyQuery(duckdbSql(o.db), grandchild)).toMatchObject({
      rootSessionId: PARENT,
      origin: [],
    });
  });

  it('serves only indexed files under the roots, named as the URL says, never through a link', async () => {
    const { tree, sql } = await indexed(1);
    const [file = { machine: '', path: '' }] = (await familyQuery(sql, PARENT)).files;
    const { path } = file;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const original = readFileSync(path, 'utf8');
    const files = localTraceFiles(sql, [tree.root]);
    const get = (n: string, p: string, machine = '') =>
      answerText(libraryFile(files, n, new URLSearchParams({ machine, path: p })));
    const refused = { ok: false, reason: 'not a file of the library' };
    expect(await get(name, path)).toEqual({ ok: true, text: original });
    expect(await get('passwd', '/etc/passwd')).toEqual(refused);
    expect(await get(name, `${tree.root}/../${name}`)).toEqual(refused);
    expect(await get(`${tree.root}/x/../${name}`, path)).toMatchObject({ ok: false });
    expect(await get('other.jsonl', path)).toMatchObject({ ok: false });
    expect(await get(name, path, 'elsewhere')).toEqual(refused);
    // Indexed, but not under the paths this library serves.
    const other = localTraceFiles(sql, [join(tree.root, 'elsewhere')]);
    expect(await answerText(libraryFile(other, name, new URLSearchParams({ path })))).toEqual(
      refused,
    );
    // A running session opens as it is now, up to its last line break.
    appendFileSync(
      path,
      '{"timestamp":"2026-01-01T00:00:00Z","type":"event_msg","payload":{"type":"abort"}}\n{"torn',
    );
    const grown = await get(name, path);
    expect(grown.ok && grown.text).toBe(
      `${original}{"timestamp":"2026-01-01T00:00:00Z","type":"event_msg","payload":{"type":"abort"}}\n`,
    );
    // The indexed file replaced by a link to a file outside, then its folder: neither is read.
    const outside = join(tempRoot(), name);
    writeFileSync(outside, '{"secret":1}\n');
    unlinkSync(path);
    symlinkSync(outside, path);
    expect(await get(name, path)).toEqual(refused);
    const folder = path.slice(0, path.lastIndexOf('/'));
    renameSync(folder, `${folder}.moved`);
    symlinkSync(dirname(outside), folder);
    expect(await get(name, path)).toEqual(refused);
  });

  it('serves a file under a folder link the user named, and none grown past the size limit', async () => {
    const root = tempRoot();
    const elsewhere = join(tempRoot(), 'traces');
    mkdirSync(elsewhere);
    const path = join(elsewhere, 'session-x_001.jsonl');
    writeFileSync(path, '{"type":"session_meta","payload":{"session_id":"session-x"}}\n');
    const linked = join(root, 'linked');
    symlinkSync(elsewhere, linked);
    const o = await openDb(join(tempRoot(), 'l.duckdb'), 'write');
    opened.push(o);
    await indexPaths(o.db, [root, linked]);
    const sql = duckdbSql(o.db);
    const [held] = await sql.all('SELECT path FROM files');
    const files = textOf(localTraceFiles(sql, [root, linked]));
    const served = join(linked, 'session-x_001.jsonl');
    expect(held?.path).toBe(served);
    expect(await files(LOCAL_MACHINE, served)).toBe(readFileSync(path, 'utf8'));
    truncateSync(path, MAX_FILE_BYTES + 1);
    expect(await files(LOCAL_MACHINE, served)).toBeUndefined();
  });

  it('lists binary files and links instead of reading them', async () => {
    const root = tempRoot();
    const dir = join(root, 'p', 'agents', 'a', 'traces', '2026-01-02');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'session-x_001.jsonl'), Buffer.from([0x7b, 0x00, 0x01, 0x0a]));
    const elsewhere = join(tempRoot(), 'secret.jsonl');
    writeFileSync(elsewhere, '{}\n');
    symlinkSync(elsewhere, join(dir, 'link_001.jsonl'));
    const o = await openDb(join(tempRoot(), 'l.duckdb'), 'write');
    opened.push(o);
    const s = await indexPaths(o.db, [root]);
    expect(s.problems.map((p) => p.problem).sort()).toEqual(['binary', 'symlink']);
    expect(s.filesRead).toBe(0);
  });
});
