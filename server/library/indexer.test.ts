import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateFiles } from '../../cli/validate-files';
import { summarizeSession } from '../../src/store/summary';
import { appSessionRows } from '../../test/support/app-rows';
import {
  CHILD_ID,
  fixturePath,
  PARENT_ID,
  readFixture,
  SESSION_A,
  TRACE_FILES,
} from '../../test/support/fixtures';
import {
  CHILD,
  PARENT,
  familyLines,
  fileText,
  tempRoot,
  tracesFolder,
  writeGenerated,
} from '../../test/support/library-tree';
import type { IndexProgress } from '../../src/library/index-progress';
import { indexPaths } from './indexer';
import { duckdbSql } from './library-sql';
import { openDb, type OpenDb } from './open-db';
import { runQuery } from './query';
import { SCHEMA_VERSION } from './schema';
import { findTraceFiles } from './walk';

const opened: OpenDb[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

async function freshIndex() {
  const root = tempRoot();
  const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
  opened.push(o);
  const q = async (sql: string) => {
    const { columns, rows } = await runQuery(o.db, sql);
    return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
  };
  return {
    root,
    db: o.db,
    q,
    index: (paths: string[] = [root]) => indexPaths(o.db, paths),
    /** A watcher's run: only the paths it named. */
    indexChanged: (changed: string[]) => indexPaths(o.db, [root], { changed }),
  };
}

const sessionsIn = async (
  q: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, unknown>[]> =>
  // The app has no file times: the last write is the index's own.
  (await q('SELECT * EXCLUDE (last_write_ms) FROM sessions ORDER BY session_id')).map((r) => ({
    ...r,
    duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
    ...Object.fromEntries(
      ['input', 'cache_read', 'cache_write', 'output', 'total'].map((k) => [
        `${k}_tokens`,
        Number(r[`${k}_tokens`]),
      ]),
    ),
  }));

describe('library index', () => {
  it('indexes a PenguinHarness tree: project, agent, figures, child under its parent', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));

    const s = await index();
    expect(s).toMatchObject({ filesRead: 2, records: 22, badLines: 0, sessions: 2 });
    const [p, c] = await sessionsIn(q);
    expect(p).toMatchObject({
      session_id: PARENT,
      parent_session_id: null,
      project: 'acme',
      agent: 'coder',
      model: 'claude-sonnet-4-5',
      title: 'Find the flaky test and fix it',
      status: 'done',
      requests: 3,
      retries: 1,
      request_failures: 0,
      tool_calls: 1,
      approvals_denied: 1,
      total_tokens: 360,
    });
    expect(p?.['cost_usd']).toBeGreaterThan(0);
    expect(c).toMatchObject({ session_id: CHILD, parent_session_id: PARENT, tool_calls: 1 });
    const tools = await q('SELECT session_id, name, decision, status FROM tool_calls ORDER BY 1');
    expect(tools).toEqual([
      { session_id: PARENT, name: 'exec_command', decision: 'deny', status: 'completed' },
      { session_id: CHILD, name: 'read_file', decision: null, status: 'completed' },
    ]);
    const errors = await q(`SELECT text FROM messages WHERE kind = 'error'`);
    expect(errors).toEqual([{ text: 'upstream 503' }]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root + '/acme']));
  });

  it('keeps a title long enough to read whole on hover, cut at 300 characters', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const prompt = `Please ${'delegate reading notes.txt to a subagent, then check it. '.repeat(8)}`;
    const { parent } = familyLines();
    const lines = parent.map((l) => l.replace('Find the flaky test\\nand fix it', prompt));
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(lines));
    await index();
    const [row] = await q('SELECT title FROM sessions');
    expect(row?.['title']).toBe(`${prompt.slice(0, 299)}…`);
  });

  it('reads a grown file from where it stopped, and a torn last line once it is whole', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    const file = join(dir, `${PARENT}_001.jsonl`);
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    writeFileSync(file, fileText(parent.slice(0, 5)));
    await index();
    const torn = parent[9] ?? '';
    appendFileSync(file, fileText(parent.slice(5, 9)) + torn.slice(0, 10));
    // The torn line is not consumed: only the four whole lines are added.
    expect(await index()).toMatchObject({ filesRead: 1, records: 4, badLines: 0 });
    appendFileSync(file, `${torn.slice(10)}\n${fileText(parent.slice(10))}`);
    await index();

    expect(await q('SELECT records, bad_lines FROM files ORDER BY path')).toEqual([
      { records: parent.length, bad_lines: 0 },
      { records: child.length, bad_lines: 0 },
    ]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root + '/acme']));
  });

  it('adds a rotated file to its session and forgets removed files and their session', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent.slice(0, 8)));
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    await index();
    writeFileSync(join(dir, `${PARENT}_002.jsonl`), fileText(parent.slice(8)));
    expect(await index()).toMatchObject({ filesRead: 1, filesUnchanged: 2, sessions: 2 });
    expect(
      await q('SELECT session_id, count(*) AS files FROM files GROUP BY 1 ORDER BY 1'),
    ).toEqual([
      { session_id: PARENT, files: 2 },
      { session_id: CHILD, files: 1 },
    ]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));

    rmSync(join(dir, `${CHILD}_001.jsonl`));
    // The parent's subagent pointer still names the child, as the app's card does: a row of its
    // own with nothing read from its file.
    expect(await index()).toMatchObject({ filesRemoved: 1, sessions: 2 });
    // Its status says so: zero counts there are no figures, not a run that did nothing.
    expect(
      await q(`SELECT messages, tool_calls, status FROM sessions WHERE session_id = '${CHILD}'`),
    ).toEqual([{ messages: 0, tool_calls: 0, status: 'missing' }]);
    expect(await q("SELECT count(*) AS n FROM files WHERE path LIKE '%bbbb_001.jsonl'")).toEqual([
      { n: 0 },
    ]);
    expect(
      await q("SELECT count(*) AS n FROM tool_calls WHERE session_id = '" + CHILD + "'"),
    ).toEqual([{ n: 0 }]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });

  it('starts a file over when it was replaced by a shorter one', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const file = join(dir, `${PARENT}_001.jsonl`);
    const { parent } = familyLines();
    writeFileSync(file, fileText(parent));
    await index();
    writeFileSync(file, fileText(parent.slice(0, 3)));
    await index();
    expect(await q('SELECT records FROM files')).toEqual([{ records: 3 }]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });

  it('reads a file rewritten in place from its start, even when it grew', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const file = join(dir, `${PARENT}_001.jsonl`);
    const { parent } = familyLines();
    writeFileSync(file, fileText(parent.slice(0, 6)));
    await index();
    // The same session written again with other content, longer than before.
    const rewritten = [parent[0] ?? '', ...parent.slice(10), ...parent.slice(1, 10)];
    writeFileSync(file, fileText(rewritten));
    expect(await index()).toMatchObject({ records: rewritten.length, badLines: 0 });
    expect(await q('SELECT records, bad_lines FROM files')).toEqual([
      { records: rewritten.length, bad_lines: 0 },
    ]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });

  it('keeps no copy of the records: a family is re-derived from its files on the disk', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    const file = join(dir, `${PARENT}_001.jsonl`);
    const childFile = join(dir, `${CHILD}_001.jsonl`);
    writeFileSync(file, fileText(parent.slice(0, 6)));
    writeFileSync(childFile, fileText(child));
    // A whole second, which the file system keeps exactly.
    const then = 1_700_000_000;
    utimesSync(childFile, then, then);
    await index();
    expect(
      await q("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'records'"),
    ).toEqual([{ n: 0 }]);
    // The child rewritten behind the index's back, its size and time as they were: the parent's
    // growth re-derives the family, which finds the child changed, so the next run reads it again.
    const other = child.map((l) => l.replaceAll('read_file', 'list_file'));
    writeFileSync(childFile, fileText(other));
    utimesSync(childFile, then, then);
    appendFileSync(file, fileText(parent.slice(6)));
    expect(await index()).toMatchObject({ filesRead: 1, filesUnchanged: 1 });
    expect(await index()).toMatchObject({ filesRead: 1, filesUnchanged: 1 });
    expect(await q('SELECT name FROM tool_calls WHERE session_id = ' + `'${CHILD}'`)).toEqual([
      { name: 'list_file' },
    ]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });

  it('counts and lists bad lines and keeps every valid record around them', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent } = familyLines();
    const lines = [...parent.slice(0, 4), 'not json', ...parent.slice(4, 6), '{"type":"x"}'];
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText([...lines, ...parent.slice(6)]));
    expect(await index()).toMatchObject({ records: parent.length, badLines: 2 });
    expect(await q('SELECT line, severity FROM bad_lines ORDER BY line')).toEqual([
      { line: 5, severity: 'error' },
      { line: 8, severity: 'error' },
    ]);
    expect(await q('SELECT records, bad_lines FROM files')).toEqual([
      { records: parent.length, bad_lines: 2 },
    ]);
    // Grown by a bad line and a record: counted once, the earlier ones not listed again.
    appendFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(['{', parent[1] ?? '']));
    expect(await index()).toMatchObject({ records: 1, badLines: 1 });
    expect(await q('SELECT line FROM bad_lines ORDER BY line')).toEqual([
      { line: 5 },
      { line: 8 },
      { line: parent.length + 3 },
    ]);
    expect(await q('SELECT records, bad_lines FROM files')).toEqual([
      { records: parent.length + 1, bad_lines: 3 },
    ]);
  });

  it('indexes any folder of Trace files, without project or agent when none is named', async () => {
    const { root, q, index } = await freshIndex();
    const a = writeGenerated(root, 300, 11);
    const b = writeGenerated(root, 120, 12);
    expect(await index()).toMatchObject({ filesRead: 2, records: 420, sessions: 2 });
    expect(await q('SELECT DISTINCT project, agent FROM sessions')).toEqual([
      { project: null, agent: null },
    ]);
    const rows = (await sessionsIn(q)).map((r) => ({ ...r, project: 'acme', agent: 'coder' }));
    expect(rows).toEqual(await appSessionRows([a, b]));
  });

  it('indexes a session nested too deep to write beside the others, its detail said', async () => {
    const { root, q, index } = await freshIndex();
    writeGenerated(root, 120, 13);
    copyFileSync(fixturePath('hostile/deep-nesting.jsonl'), join(root, 'deep.jsonl'));
    // JSON.stringify of its unknown payload overflowed the stack: the whole index failed.
    expect(await index()).toMatchObject({ filesRead: 2, sessions: 2, problems: [] });
    expect(await q("SELECT detail FROM events WHERE type = 'deep_unknown'")).toEqual([
      { detail: '"(nested too deep to store)"' },
    ]);
  });

  it('indexes the reference session to the counts the app shows for it', async () => {
    const { q, index } = await freshIndex();
    const folder = fixturePath(SESSION_A);
    expect(await index([folder])).toMatchObject({ filesRead: 3, records: 83, sessions: 2 });
    const run = await validateFiles((await findTraceFiles([folder])).map((f) => f.path));
    const state = run.feeds[0]?.state;
    if (!state) throw new Error('no feed');
    const app = (key: string) => summarizeSession(state, key);
    const rows = await q(
      'SELECT session_id, parent_session_id, requests, retries, tool_calls, messages, total_tokens FROM sessions ORDER BY session_id',
    );
    expect(rows).toEqual([
      {
        session_id: PARENT_ID,
        parent_session_id: null,
        requests: app('')?.requests.total,
        retries: app('')?.retries,
        tool_calls: app('')?.toolCalls.total,
        messages: app('')?.messages,
        total_tokens: app('')?.tokens?.total,
      },
      {
        session_id: CHILD_ID,
        parent_session_id: PARENT_ID,
        requests: app(CHILD_ID)?.requests.total,
        retries: app(CHILD_ID)?.retries,
        tool_calls: app(CHILD_ID)?.toolCalls.total,
        messages: app(CHILD_ID)?.messages,
        total_tokens: app(CHILD_ID)?.tokens?.total,
      },
    ]);
    // What the app shows for these files, read from its own report: 10 and 3 requests.
    expect(rows.map((r) => r.requests)).toEqual([10, 3]);
    // Copied out of PenguinHarness's layout, the files still name their agent's folder.
    expect(await q('SELECT DISTINCT project, agent FROM sessions')).toEqual([
      { project: 'default_project', agent: 'default_agent' },
    ]);
  });

  it('counts a session found in two folders once: the figures of one copy', async () => {
    const figures = 'SELECT session_id, requests, retries, total_tokens FROM sessions ORDER BY 1';
    const one = await freshIndex();
    await one.index([fixturePath(SESSION_A)]);
    const { root, q, index } = await freshIndex();
    const copies = ['one', 'two'].map((folder) => {
      mkdirSync(join(root, folder));
      for (const name of TRACE_FILES)
        copyFileSync(fixturePath(SESSION_A + name), join(root, folder, name));
      return join(root, folder);
    });
    const summary = await index(copies);
    expect(summary).toMatchObject({ filesRead: 6, sessions: 2 });
    // The copies not counted are named, with the file counted instead.
    expect(summary.problems.map((p) => [p.problem, p.path, p.detail])).toEqual(
      TRACE_FILES.map((name) => [
        'copy',
        join(copies[1] as string, name),
        expect.stringContaining(join(copies[0] as string, name)),
      ]),
    );
    expect(await q(figures)).toEqual(await one.q(figures));
    // Each copy is a real file: both stay listed, though one family is derived from them.
    expect(await q('SELECT count(*)::INTEGER AS n FROM files')).toEqual([{ n: 6 }]);
  });

  it('counts a renamed copy once: a download saved as "<name> (1).jsonl" or cut short', async () => {
    const figures = 'SELECT session_id, requests, retries, total_tokens FROM sessions ORDER BY 1';
    const one = await freshIndex();
    await one.index([fixturePath(SESSION_A)]);
    const { root, q, index } = await freshIndex();
    for (const name of TRACE_FILES) copyFileSync(fixturePath(SESSION_A + name), join(root, name));
    const [first, second] = TRACE_FILES;
    // A browser's second download of _001, whole; and one of _002 taken while it was written.
    copyFileSync(join(root, first), join(root, first.replace('.jsonl', ' (1).jsonl')));
    const cut = readFixture(SESSION_A + second)
      .split('\n')
      .slice(0, 5);
    writeFileSync(join(root, second.replace('.jsonl', ' (1).jsonl')), fileText(cut));
    const summary = await index();
    expect(summary.problems.map((p) => [p.problem, p.path, p.detail])).toEqual(
      [first, second].map((name) => [
        'copy',
        join(root, name.replace('.jsonl', ' (1).jsonl')),
        expect.stringContaining(join(root, name)),
      ]),
    );
    expect(await q(figures)).toEqual(await one.q(figures));
  });

  it('keeps a renamed file whose bytes differ: the same session id alone does not make a copy', async () => {
    const figures = 'SELECT session_id, requests, total_tokens FROM sessions ORDER BY 1';
    const [first, second] = TRACE_FILES;
    const named = await freshIndex();
    for (const name of [first, second])
      copyFileSync(fixturePath(SESSION_A + name), join(named.root, name));
    await named.index();
    const { root, q, index } = await freshIndex();
    copyFileSync(fixturePath(SESSION_A + first), join(root, first));
    // _002 renamed: its session_meta names the same session, its bytes are another file's.
    copyFileSync(fixturePath(SESSION_A + second), join(root, 'renamed.jsonl'));
    expect((await index()).problems).toEqual([]);
    expect(await q(figures)).toEqual(await named.q(figures));
  });

  it('rebuilds an index written by another schema version by itself', async () => {
    const { root, q, db, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(familyLines().parent));
    await index();
    await db.run('UPDATE schema_version SET version = 0');
    expect(await index()).toMatchObject({ schema: 'rebuilt', filesRead: 1, records: 16 });
    expect(await q('SELECT version FROM schema_version')).toEqual([{ version: SCHEMA_VERSION }]);
  });

  it('looks only at what a watcher named: new files, grown ones, gone files and folders', async () => {
    const { root, q, index, indexChanged } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    const parentFile = join(dir, `${PARENT}_001.jsonl`);
    writeFileSync(parentFile, fileText(parent.slice(0, 8)));
    await index();
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    appendFileSync(parentFile, fileText(parent.slice(8)));
    // Named: the child's file. Not named: the parent's growth, left for a later run.
    expect(await indexChanged([join(dir, `${CHILD}_001.jsonl`)])).toMatchObject({
      filesRead: 1,
      filesUnchanged: 0,
    });
    expect(await indexChanged([parentFile])).toMatchObject({ filesRead: 1 });
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));

    const other = tracesFolder(root, 'acme', 'coder', '2026-01-03');
    writeGenerated(other, 12, 7);
    mkdirSync(join(other, 'sub'));
    symlinkSync(parentFile, join(other, 'sub', 'link.jsonl'));
    // A new folder: walked as the full walk would, links not followed.
    const added = await indexChanged([other]);
    expect(added).toMatchObject({ filesRead: 1, sessions: 3 });
    expect(added.problems).toEqual([expect.objectContaining({ problem: 'symlink' })]);
    rmSync(other, { recursive: true });
    expect(await indexChanged([other, join(root, '..', 'elsewhere')])).toMatchObject({
      filesRemoved: 1,
      sessions: 2,
    });
    expect(await index()).toMatchObject({ filesRead: 0, filesRemoved: 0 });
  });

  it('moves a child indexed alone under its parent once the parent arrives', async () => {
    const { root, q, index } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    await index();
    expect(await q('SELECT session_id, root_session_id FROM sessions')).toEqual([
      { session_id: CHILD, root_session_id: CHILD },
    ]);
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
    await index();
    expect(
      await q('SELECT session_id, parent_session_id, root_session_id FROM sessions ORDER BY 1'),
    ).toEqual([
      { session_id: PARENT, parent_session_id: null, root_session_id: PARENT },
      { session_id: CHILD, parent_session_id: PARENT, root_session_id: PARENT },
    ]);
    expect(await q('SELECT count(*) AS n FROM tool_calls')).toEqual([{ n: 2 }]);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });
});

describe('library index batches', () => {
  it('commits a first index batch by batch, each readable, and a family split across them whole', async () => {
    const root = tempRoot();
    const o = await openDb(join(tempRoot(), 'library.duckdb'), 'write');
    opened.push(o);
    const reader = duckdbSql(await o.connect());
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    for (let seed = 1; seed <= 3; seed++) writeGenerated(dir, 40, seed);
    const seen: Promise<number>[] = [];
    const reading: IndexProgress[] = [];
    // One file a batch: the parent's batch commits before its child is read.
    const s = await indexPaths(o.db, [root], {
      batchBytes: 1,
      onCommit: () => {
        seen.push(reader.all('SELECT count(*) AS n FROM files').then((r) => Number(r[0]?.n)));
      },
      onProgress: (p) => {
        if (p.phase === 'reading') reading.push(p);
      },
    });
    expect(s).toMatchObject({ filesRead: 5, sessions: 5 });
    // Four commits before the last: a read after each sees its batch's file, the first before
    // the run has read them all.
    const files = await Promise.all(seen);
    expect(files).toHaveLength(4);
    files.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(i + 1));
    expect(files[0]).toBeLessThan(5);
    // Files read across the batches, the families summed up of each told as its files read.
    const done = reading.map((p) => p.done);
    expect(reading.every((p) => p.total === 5)).toBe(true);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect([done[0], done.at(-1)]).toEqual([0, 5]);
    const q = async (sql: string) => reader.all(sql);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  });

  it('reads a tree past the first batch in one transaction when no one reads between batches', async () => {
    const { root, db, q } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    // About 6 MB, past the 4 MB a first batch read by the library page holds.
    for (let seed = 1; seed <= 6; seed++) writeGenerated(dir, 5_000, seed);
    const seen: IndexProgress[] = [];
    const s = await indexPaths(db, [root], { onProgress: (p) => seen.push(p) });
    expect(s).toMatchObject({ filesRead: 6, sessions: 6 });
    // A run of one batch tells its families summed up (several tell only the files read): all
    // six families in the one transaction.
    const deriving = seen.filter((p) => p.phase === 'deriving');
    expect(deriving.length).toBeGreaterThan(0);
    expect(deriving.every((p) => p.total === 6)).toBe(true);
    expect(await sessionsIn(q)).toEqual(await appSessionRows([root]));
  }, 60_000);
});

describe('library index progress', () => {
  it('reports files read, then families derived, each counting up to its whole', async () => {
    const { root, db } = await freshIndex();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const { parent, child } = familyLines();
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
    writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
    for (let seed = 1; seed <= 3; seed++) writeGenerated(dir, 50, seed);
    const seen: IndexProgress[] = [];
    const s = await indexPaths(db, [root], { onProgress: (p) => seen.push(p) });
    const reading = seen.filter((p) => p.phase === 'reading');
    const deriving = seen.filter((p) => p.phase === 'deriving');
    // Five files, told before each is read; the parent and its child are one family of four.
    expect(reading.map((p) => [p.done, p.total])).toEqual([0, 1, 2, 3, 4].map((d) => [d, 5]));
    // Lines read before each file (every line a record here), so the last report holds all but
    // the last file's.
    const lines = reading.map((p) => p.lines);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines.at(-1)).toBeGreaterThan(0);
    expect(lines.at(-1)).toBeLessThan(s.records);
    expect(deriving.length).toBeGreaterThan(0);
    expect(deriving.every((p) => p.total === 4 && p.done < 4)).toBe(true);
    expect(seen.indexOf(deriving[0]!)).toBeGreaterThan(seen.indexOf(reading.at(-1)!));
  });
});
