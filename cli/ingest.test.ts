// `omniscope ingest` and `serve --library` against the real PostgreSQL test server.
import { EventEmitter } from 'node:events';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ServeOptions } from '../server/index';
import { runCli, type CliResult } from '../test/support/cli-harness';
import { writeLibraryTree } from '../test/support/library-engines';
import { tempRoot } from '../test/support/library-tree';
import { freshStore } from '../test/support/postgres';
import { run } from './run';
import type { ServeDeps } from './serve-command';

const PASSWORD = 'Hunter2-never-shown';

/** The store's URL with its password replaced by PASSWORD (the server refuses it). */
function wrongPassword(url: string): string {
  const u = new URL(url);
  u.password = PASSWORD;
  return u.href;
}

const shows = (r: CliResult, secret: string) => `${r.stdout}${r.stderr}`.includes(secret);

function serveDeps(calls: ServeOptions[]) {
  const signals = new EventEmitter();
  const staticDir = mkdtempSync(join(tmpdir(), 'omniscope-app-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
  const deps: ServeDeps = {
    staticDir,
    start: async (o) => {
      calls.push(o);
      return { url: 'http://127.0.0.1:1', urls: [], exposed: false, close: async () => {} };
    },
    onStopSignal: (stop) => {
      signals.once('SIGINT', stop);
      return () => signals.off('SIGINT', stop);
    },
  };
  return { deps, signals };
}

describe('omniscope ingest', { timeout: 60_000 }, () => {
  it('adds a tree to the store, then only what changed; the URL is shown without its password', async () => {
    const store = await freshStore();
    const password = new URL(store.url).password;
    const root = writeLibraryTree(tempRoot(), 3);
    const first = await runCli(['ingest', root, '--to', store.url, '--machine', 'ci']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('(machine ci)');
    expect(first.stdout).toContain('5 sessions in the store');
    expect(first.stdout).toContain(':***@');
    expect(shows(first, password)).toBe(false);
    const again = await runCli(['ingest', root, '--machine', 'ci'], {
      env: { OMNISCOPE_DATABASE_URL: store.url },
    });
    expect(again.stdout).toContain('0 files read');
    expect(again.stdout).toContain('0 records added');
  });

  it('--watch adds a session written while it runs, and stops on SIGINT', async () => {
    const store = await freshStore();
    const root = tempRoot();
    const signals = new EventEmitter();
    let out = '';
    const done = run(
      ['ingest', root, '--to', store.url, '--watch'],
      { stdout: { write: (t: string) => (out += t) }, stderr: { write: () => true }, env: {} },
      {
        ingest: {
          onStopSignal: (stop) => {
            signals.once('SIGINT', stop);
            return () => signals.off('SIGINT', stop);
          },
        },
      },
    );
    const until = async (text: string) => {
      for (let i = 0; i < 3000 && !out.includes(text); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(out).toContain(text);
    };
    await until('0 sessions in the store');
    writeLibraryTree(root, 1, 7);
    await until('1 session in the store');
    signals.emit('SIGINT');
    expect(await done).toBe(0);
  });

  it('--watch goes on after the store drops its connection, and adds what was written meanwhile', async () => {
    const store = await freshStore();
    const root = tempRoot();
    const signals = new EventEmitter();
    let out = '';
    let err = '';
    const done = run(
      ['ingest', root, '--to', store.url, '--watch'],
      {
        stdout: { write: (t: string) => (out += t) },
        stderr: { write: (t: string) => (err += t) },
        env: {},
      },
      {
        ingest: {
          onStopSignal: (stop) => {
            signals.once('SIGINT', stop);
            return () => signals.off('SIGINT', stop);
          },
        },
      },
    );
    const until = async (text: string, of: () => string) => {
      for (let i = 0; i < 3000 && !of().includes(text); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(of()).toContain(text);
    };
    await until('0 sessions in the store', () => out);
    // What a restart of the server, a failover or a network cut does to the ingester.
    const admin = new pg.Client({ connectionString: store.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'omniscope ingest' AND datname = current_database()`,
    );
    await admin.end();
    await until('trying again in 1 second', () => err);
    writeLibraryTree(root, 1, 7);
    await until('1 session in the store', () => out);
    expect(err).not.toContain(new URL(store.url).password);
    signals.emit('SIGINT');
    expect(await done).toBe(0);
  });

  it('keeps the password given with --to out of the process list while it runs', async () => {
    const store = await freshStore();
    const password = new URL(store.url).password;
    const child = spawn(
      process.execPath,
      ['test/support/cli-child.mjs', 'ingest', tempRoot(), '--to', store.url, '--watch'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      for (let i = 0; i < 3000 && !out.includes('in the store'); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(out).toContain('in the store');
      // What `ps` shows any user of the machine.
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
      expect(cmdline).toContain(':***@');
      expect(cmdline).not.toContain(password);
    } finally {
      child.kill('SIGINT');
    }
  });

  it('never prints the password: bad URL, refused login, unreachable server', async () => {
    const store = await freshStore();
    const root = writeLibraryTree(tempRoot(), 1);
    const unreachable = new URL(wrongPassword(store.url));
    unreachable.port = '1';
    const cases: [string[], number][] = [
      [['--to', `postgres://u:${PASSWORD}@[bad host/db`], 2],
      [['--to', `mysql://u:${PASSWORD}@host/db`], 2],
      [['--to', wrongPassword(store.url)], 1],
      [['--to', unreachable.href], 1],
    ];
    for (const [flags, code] of cases) {
      const r = await runCli(['ingest', root, ...flags]);
      expect(r.code, flags.join(' ')).toBe(code);
      expect(r.stderr, flags.join(' ')).not.toBe('');
      expect(shows(r, PASSWORD), `${flags.join(' ')}: ${r.stderr}`).toBe(false);
    }
    const login = await runCli(['ingest', root, '--to', wrongPassword(store.url)]);
    expect(login.stderr).toMatch(/password authentication failed/);
    const served = serveDeps([]);
    const serve = await runCli(['serve', '--library', wrongPassword(store.url)], {
      deps: { serve: served.deps },
    });
    expect(serve.code).toBe(1);
    expect(shows(serve, PASSWORD)).toBe(false);
  });

  it('serve --library hands the server the store, read-only, and says so without the password', async () => {
    const store = await freshStore();
    await runCli(['ingest', writeLibraryTree(tempRoot(), 2), '--to', store.url]);
    const calls: ServeOptions[] = [];
    const { deps, signals } = serveDeps(calls);
    const done = runCli(['serve', '--library', store.readerUrl], { deps: { serve: deps } });
    for (let i = 0; i < 500 && calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const library = calls[0]?.libraryStore;
    expect(library?.engine).toBe('postgres');
    expect(await library?.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: 4 }]);
    await expect(library?.all('DELETE FROM sessions')).rejects.toThrow(/read-only|permission/);
    signals.emit('SIGINT');
    const r = await done;
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(read-only)');
    expect(shows(r, new URL(store.readerUrl).password)).toBe(false);
  });

  it('serve and query take the store from OMNISCOPE_LIBRARY_URL, the password on no command line', async () => {
    const store = await freshStore();
    await runCli(['ingest', writeLibraryTree(tempRoot(), 2), '--to', store.url]);
    const env = { OMNISCOPE_LIBRARY_URL: store.readerUrl };
    const calls: ServeOptions[] = [];
    const { deps, signals } = serveDeps(calls);
    const done = runCli(['serve'], { deps: { serve: deps }, env });
    for (let i = 0; i < 500 && calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const library = calls[0]?.libraryStore;
    expect(library?.engine).toBe('postgres');
    expect(await library?.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: 4 }]);
    signals.emit('SIGINT');
    const served = await done;
    expect(served.code).toBe(0);
    expect(served.stdout).toContain('(read-only)');
    const counted = await runCli(
      ['query', 'SELECT count(*) AS n FROM sessions', '--format', 'csv'],
      {
        env,
      },
    );
    expect(counted.stdout.split(/\r?\n/)).toEqual(['n', '4', '']);
    for (const r of [served, counted])
      expect(shows(r, new URL(store.readerUrl).password)).toBe(false);
    // A mode on the command line wins: the demo is the demo.
    const demo: ServeOptions[] = [];
    const asked = serveDeps(demo);
    const running = runCli(['serve', '--demo'], { deps: { serve: asked.deps }, env });
    for (let i = 0; i < 500 && demo.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(demo[0]?.libraryStore).toBeUndefined();
    expect(demo[0]?.demo).toBe(true);
    asked.signals.emit('SIGINT');
    await running;
    // A URL that does not parse is named by its variable, never echoed.
    const bad = await runCli(['query', 'SELECT 1'], {
      env: { OMNISCOPE_LIBRARY_URL: 'https://u:hunter2@db/x' },
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('OMNISCOPE_LIBRARY_URL');
    expect(bad.stderr).not.toContain('hunter2');
  });

  it('query --library answers as the local index does, refuses a write, never prints the password', async () => {
    const store = await freshStore();
    const root = writeLibraryTree(tempRoot(), 3);
    const db = join(tempRoot(), 'library.duckdb');
    await runCli(['ingest', root, '--to', store.url]);
    await runCli(['index', root, '--db', db]);
    const sql =
      'SELECT project, count(*) AS sessions, sum(requests) AS requests FROM sessions GROUP BY 1 ORDER BY 1';
    const team = await runCli(['query', sql, '--library', store.readerUrl, '--format', 'json']);
    const local = await runCli(['query', sql, '--db', db, '--format', 'json']);
    expect(team).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(team.stdout)).toEqual(JSON.parse(local.stdout));
    // Columns in the statement's order, two of one name both kept.
    const twice = await runCli(['query', 'SELECT 1 AS a, 2 AS a', '--library', store.readerUrl]);
    expect(twice.stdout.split('\n')[0]?.match(/\ba\b/g)).toHaveLength(2);
    const write = await runCli(['query', 'DELETE FROM sessions', '--library', store.readerUrl]);
    expect(write.code).toBe(1);
    expect(write.stderr).toContain('read-only transaction');
    expect(write.stderr).toContain('omniscope ingest is what writes it');
    const after = await runCli([
      'query',
      'SELECT count(*) AS n FROM sessions',
      '--library',
      store.readerUrl,
      '--format',
      'csv',
    ]);
    expect(after.stdout.split(/\r?\n/)).toEqual(['n', '5', '']);
    const refused = await runCli([
      'query',
      'SELECT 1',
      '--library',
      wrongPassword(store.readerUrl),
    ]);
    expect(refused.code).toBe(1);
    for (const r of [team, twice, write, refused])
      expect(shows(r, new URL(store.readerUrl).password) || shows(r, PASSWORD)).toBe(false);
    const both = await runCli(['query', 'SELECT 1', '--db', db, '--library', store.readerUrl]);
    expect(both.code).toBe(2);
  });

  it('query --library on a store nobody has ingested into says it is empty and how to fill it', async () => {
    const store = await freshStore();
    const sql = 'SELECT count(*) FROM sessions';
    const en = await runCli(['query', sql, '--library', store.readerUrl]);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain('team store has no sessions yet');
    expect(en.stderr).toContain('omniscope ingest <paths…> --to <postgres-url>');
    expect(en.stderr).not.toContain('does not exist');
    const zh = await runCli(['query', sql, '--library', store.readerUrl, '--lang', 'zh']);
    expect(zh.code).toBe(1);
    expect(zh.stderr).toContain('团队库里还没有会话');
    // Once it holds sessions, a table that is not there is the SQL's mistake, said as such.
    await runCli(['ingest', writeLibraryTree(tempRoot(), 1), '--to', store.url]);
    const typo = await runCli(['query', 'SELECT * FROM sesions', '--library', store.readerUrl]);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('relation "sesions" does not exist');
  });
});
