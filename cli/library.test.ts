import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../test/support/cli-harness';
import { fixturePath } from '../test/support/fixtures';
import {
  CHILD,
  familyLines,
  fileText,
  PARENT,
  SECOND_PARENT,
  secondParentLines,
  tempRoot,
} from '../test/support/library-tree';
import { formatRows } from './format-rows';

describe('omniscope index and query', () => {
  it('indexes a folder, prints a summary, and answers SQL as a table, CSV or JSON', async () => {
    const db = join(tempRoot(), 'library.duckdb');
    const built = await runCli(['index', FIXTURES, '--db', db]);
    expect(built).toMatchObject({ code: 0, stderr: '' });
    expect(built.stdout).toContain('3 files read');
    // The local index keeps no record (a query of records reads the files): it read them.
    expect(built.stdout).toContain('83 new records read, 0 bad lines');
    expect(built.stdout).not.toContain('added');
    expect(built.stdout).toContain('2 sessions in the index');
    const zh = await runCli(['index', FIXTURES, '--db', join(tempRoot(), 'zh.duckdb')], {
      env: { LANG: 'zh_CN.UTF-8' },
    });
    expect(zh.stdout).toContain('读取 83 条新记录，0 个坏行');
    expect(zh.stdout).not.toContain('新增');

    const sql = 'SELECT count(*) AS n, sum(requests) AS requests FROM sessions';
    const json = await runCli(['query', sql, '--db', db, '--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual([{ n: 2, requests: 13 }]);
    const csv = await runCli(['query', sql, '--db', db, '--format', 'csv']);
    expect(csv.stdout).toBe('n,requests\r\n2,13\r\n');
    const table = await runCli(['query', sql, '--db', db]);
    expect(table.stdout).toContain('(1 row)');
  });

  it("lists what it did not read, its kind in the reader's words", async () => {
    const root = tempRoot();
    cpSync(FIXTURES, root, { recursive: true });
    const binary = join(root, 'photo_001.jsonl');
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    const db = join(tempRoot(), 'library.duckdb');
    const zh = await runCli(['index', root, '--db', db, '--lang', 'zh']);
    // The code ("binary") stood in the Chinese line as it was.
    expect(zh.stdout).toContain(`未索引：${binary}（二进制文件：`);
    const en = await runCli(['index', root, '--db', join(tempRoot(), 'en.duckdb')]);
    expect(en.stdout).toContain(`not indexed: ${binary} (binary: `);
  });

  it('names an empty Trace file, a warning: the run still succeeds', async () => {
    const root = tempRoot();
    const empty = join(root, 'session-2026-12-02-10-00-00-0000aaaa_001.jsonl');
    writeFileSync(empty, '');
    const en = await runCli(['index', root, '--db', join(tempRoot(), 'en.duckdb')]);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(
      `not indexed: ${empty} (no session: the file is empty, perhaps still being written)`,
    );
    const zh = await runCli(['index', root, '--db', join(tempRoot(), 'zh.duckdb'), '--lang', 'zh']);
    expect(zh.stdout).toContain(`未索引：${empty}（无 Session：文件为空，可能仍在写入）`);
  });

  it('names a file of bad lines only: no session, and no records, as validate says of it', async () => {
    const root = tempRoot();
    const bad = join(root, 'session-2026-12-02-10-00-00-0000dddd_001.jsonl');
    writeFileSync(bad, 'not a record\n');
    const en = await runCli(['index', root, '--db', join(tempRoot(), 'en.duckdb')]);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(`not indexed: ${bad} (no session: no records)`);
    const zh = await runCli(['index', root, '--db', join(tempRoot(), 'zh.duckdb'), '--lang', 'zh']);
    expect(zh.stdout).toContain(`未索引：${bad}（无 Session：没有记录）`);
    const validated = await runCli(['validate', bad, '--json']);
    expect(JSON.parse(validated.stdout)).toMatchObject({
      diagnostics: expect.arrayContaining([expect.objectContaining({ reason: 'no records' })]),
    });
  });

  it('notes a child named by two parents: indexed once, under the first parent', async () => {
    const root = tempRoot();
    const { parent, child } = familyLines();
    const second = join(root, `${SECOND_PARENT}_001.jsonl`);
    writeFileSync(join(root, `${PARENT}_001.jsonl`), fileText(parent));
    writeFileSync(join(root, `${CHILD}_001.jsonl`), fileText(child));
    writeFileSync(second, fileText(secondParentLines([CHILD])));
    const db = join(tempRoot(), 'en.duckdb');
    const en = await runCli(['index', root, '--db', db]);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('3 sessions in the index');
    expect(en.stdout).toContain(
      `note: ${second} (two parents: subagent session ${CHILD} is named by 2 parents (${PARENT}, ${SECOND_PARENT}): one session, listed under ${PARENT})`,
    );
    const zh = await runCli(['index', root, '--db', join(tempRoot(), 'zh.duckdb'), '--lang', 'zh']);
    expect(zh.stdout).toContain(
      `注意：${second}（两个父会话：子会话 ${CHILD} 被 2 个父会话（${PARENT}、${SECOND_PARENT}）的 subagent 指针指向：只算一个会话，列在 ${PARENT} 之下）`,
    );
  });

  it('says a UTF-16 file is UTF-16 and how to convert it, as validate does, not binary', async () => {
    const root = tempRoot();
    const utf16 = join(root, 'utf16le.jsonl');
    cpSync(fixturePath('hostile/utf16le.jsonl'), utf16);
    const en = await runCli(['index', root, '--db', join(tempRoot(), 'en.duckdb')]);
    expect(en.stdout).toContain(
      `not indexed: ${utf16} (encoding: the file is UTF-16 (little-endian, without a byte order mark), not UTF-8: not read; convert it first, e.g. iconv -f UTF-16LE -t UTF-8)`,
    );
    const zh = await runCli(['index', root, '--db', join(tempRoot(), 'zh.duckdb'), '--lang', 'zh']);
    expect(zh.stdout).toContain(`未索引：${utf16}（编码：文件是 UTF-16（`);
    expect(zh.stdout).toContain('iconv -f UTF-16LE -t UTF-8');
  });

  it('answers a query of records from the Trace files, and says which changed since indexing', async () => {
    const root = tempRoot();
    cpSync(FIXTURES, root, { recursive: true });
    const db = join(tempRoot(), 'library.duckdb');
    await runCli(['index', root, '--db', db]);
    const sql =
      'SELECT count(*) AS n, count(DISTINCT path) AS files, min(line) AS first FROM records';
    const r = await runCli(['query', sql, '--db', db, '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ n: 83, files: 3, first: 1 }]);
    expect(r.stderr).toContain('records read from 3 Trace files (83 records)');
    // A record is its line as written in its file.
    const line = await runCli([
      'query',
      `SELECT path, line, json FROM records WHERE line = 2 ORDER BY path LIMIT 1`,
      '--db',
      db,
      '--format',
      'json',
    ]);
    const [row] = JSON.parse(line.stdout) as { path: string; line: number; json: string }[];
    expect(row?.json).toBe(readFileSync(row?.path ?? '', 'utf8').split('\n')[1]);

    const [first] = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) =>
      e.name.endsWith('.jsonl'),
    );
    const cut = join(first?.parentPath ?? '', first?.name ?? '');
    writeFileSync(cut, readFileSync(cut, 'utf8').slice(0, 100));
    const after = await runCli([
      'query',
      'SELECT count(DISTINCT path) AS files FROM records',
      '--db',
      db,
      '--format',
      'csv',
    ]);
    expect(after.stdout).toBe('files\r\n2\r\n');
    expect(after.stderr).toContain('1 file has changed since indexing');
  });

  it('refuses a write with a clear message and leaves the index as it was', async () => {
    const db = join(tempRoot(), 'library.duckdb');
    await runCli(['index', FIXTURES, '--db', db]);
    const write = await runCli(['query', 'DELETE FROM sessions', '--db', db]);
    expect(write.code).toBe(1);
    expect(write.stderr).toContain('read-only');
    const left = await runCli([
      'query',
      'SELECT count(*) AS n FROM sessions',
      '--db',
      db,
      '--format',
      'csv',
    ]);
    expect(left.stdout).toBe('n\r\n2\r\n');
  });

  it('refuses SQL that writes or reads another file or changes a setting, saying why', async () => {
    const db = join(tempRoot(), 'library.duckdb');
    await runCli(['index', FIXTURES, '--db', db]);
    const dir = tempRoot();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'kept');
    const refused = [
      `COPY (SELECT 'pwned' AS x) TO '${victim}' (HEADER false)`,
      `COPY sessions TO '${join(dir, 'out.csv')}'`,
      `SELECT * FROM read_text('${victim}')`,
      `ATTACH '${join(dir, 'other.duckdb')}'`,
      "SET memory_limit = '1GB'",
      'SET enable_external_access = true',
      "SELECT 1; SET lock_configuration = false; SELECT * FROM read_text('/etc/passwd')",
    ];
    for (const sql of refused) {
      const r = await runCli(['query', sql, '--db', db]);
      expect(r, sql).toMatchObject({ code: 1, stdout: '' });
      expect(r.stderr, sql).toContain('(query reads the index only: no other file');
    }
    expect(readFileSync(victim, 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['victim.txt']);
    const zh = await runCli(['query', `SELECT * FROM read_text('${victim}')`, '--db', db], {
      env: { LANG: 'zh_CN.UTF-8' },
    });
    expect(zh.stderr).toContain('query 只读取索引');
  });

  it('says where the index is missing instead of creating an empty one', async () => {
    const db = join(tempRoot(), 'none.duckdb');
    const r = await runCli(['query', 'SELECT 1', '--db', db]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no index at ${db}`);
    expect(existsSync(db)).toBe(false);
  });

  it('never echoes a team store URL given as --db, its password with it', async () => {
    const url = 'postgres://reader:Hunter2-never-shown@db.internal:5432/omniscope';
    for (const lang of ['en', 'zh']) {
      const r = await runCli(['query', 'SELECT 1', '--db', url, '--lang', lang]);
      expect(r.code).toBe(2);
      expect(`${r.stdout}${r.stderr}`).not.toContain('Hunter2');
      expect(r.stderr).toContain('--library <postgres-url>');
    }
  });

  it('uses the cache folder when --db is not given', async () => {
    const cache = tempRoot();
    const r = await runCli(['index', FIXTURES], { env: { XDG_CACHE_HOME: cache } });
    expect(r.code).toBe(0);
    expect(existsSync(join(cache, 'omniscope', 'library.duckdb'))).toBe(true);
  });

  it('rejects bad usage with exit code 2', async () => {
    expect((await runCli(['index'])).code).toBe(2);
    expect((await runCli(['query'])).code).toBe(2);
    for (const blank of ['', ' \n\t ']) {
      const r = await runCli(['query', blank, '--db', join(tempRoot(), 'none.duckdb')]);
      expect(r).toMatchObject({ code: 2, stdout: '' });
      expect(r.stderr).toMatch(/^omniscope: query needs the SQL to run, in quotes\n\nUsage: /);
    }
    expect((await runCli(['query', 'SELECT 1', '--format', 'xml'])).code).toBe(2);
  });
});

describe('query output', () => {
  it('escapes terminal controls from Trace content on a terminal, keeping CSV line breaks', () => {
    const result = { columns: ['text'], rows: [['a\x1b]0;pwned\x07\nb, "c"']] };
    expect(formatRows(result, 'csv', true)).toBe('text\r\n"a\\x1b]0;pwned\\x07\nb, ""c"""\r\n');
    expect(formatRows(result, 'table', false)).not.toContain('\x1b');
    expect(formatRows(result, 'json', false)).toContain('\\u001b');
  });

  it('writes CSV values exactly as stored when standard output is a file or a pipe', async () => {
    const id = 'ses\u202eTXT.exe\x1b[2J';
    const result = { columns: ['session_id'], rows: [[id], ['a\tb, "c"']] };
    expect(formatRows(result, 'csv', false)).toBe(`session_id\r\n${id}\r\n"a\tb, ""c"""\r\n`);
    expect(formatRows(result, 'table', false)).toContain('ses\\u202eTXT.exe\\x1b[2J');

    const db = join(tempRoot(), 'library.duckdb');
    await runCli(['index', FIXTURES, '--db', db]);
    const sql = "SELECT 'ses' || chr(8238) || 'x' AS id";
    const piped = await runCli(['query', sql, '--db', db, '--format', 'csv']);
    expect(piped.stdout).toBe('id\r\nses\u202ex\r\n');
    const shown = await runCli(['query', sql, '--db', db, '--format', 'csv'], { isTTY: true });
    expect(shown.stdout).toBe('id\r\nses\\u202ex\r\n');
  });
});
