// `serve --library <postgres-url>` opens a session whole though its Trace files are on the agent
// machines that ingested them: each file is rebuilt from the store's records (rebuilt-file.ts).
// On the real PostgreSQL server (test/support/postgres-global-setup.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryFileUrl, type LibraryFileRef } from '../../../src/library/file-url';
import { appRun, appSessionRows } from '../../../test/support/app-rows';
import { writeLibraryTree } from '../../../test/support/library-engines';
import { tempRoot } from '../../../test/support/library-tree';
import { freshStore } from '../../../test/support/postgres';
import { smallSession } from '../../../e2e/support/library-tree';
import { startServer } from '../../index';
import { findTraceFiles } from '../walk';
import { connectClient } from './connect';
import { ingestPaths } from './ingest';
import { openPostgresLibrary } from './library-sql';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A fresh store; `ingest` runs `omniscope ingest` of the paths as the machine named. */
async function store() {
  const s = await freshStore();
  const ingest = async (paths: string[], machine: string) => {
    const client = await connectClient(new URL(s.url), 'omniscope test');
    try {
      await ingestPaths(client, paths, { machine });
    } finally {
      await client.end();
    }
  };
  /** `serve --library` on the reader's URL: GET a path, as the page does. */
  const serve = async () => {
    const served = await openPostgresLibrary(new URL(s.readerUrl));
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      staticDir: '.',
      demo: false,
      libraryStore: served.sql,
    });
    cleanups.push(async () => {
      await server.close();
      await served.close();
    });
    return async (path: string) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      return res;
    };
  };
  return { sql: s, ingest, serve };
}

type Get = (path: string) => Promise<Response>;

const familyOf = async (get: Get, session: string) =>
  (await (await get(`/api/library/family?session=${session}`)).json()) as {
    files: LibraryFileRef[];
  };

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

describe('a session served from the team store, its files elsewhere', () => {
  it('opens every family as its files do: the same bytes, rows and bad lines', async () => {
    const root = writeLibraryTree(tempRoot());
    const originals = new Map<string, string>();
    for (const f of await findTraceFiles([root]))
      originals.set(nameOf(f.path), readFileSync(f.path, 'utf8'));
    const fromFiles = await appRun([root]);
    const rows = await appSessionRows([root]);
    const { ingest, serve } = await store();
    await ingest([root], 'agent-1');
    rmSync(root, { recursive: true });

    const get = await serve();
    const sessions = (await (await get('/api/library/sessions?limit=1000')).json()) as {
      rows: { session_id: string; depth: number }[];
    };
    const roots = sessions.rows.filter((r) => r.depth === 0).map((r) => r.session_id);
    expect(roots.length).toBeGreaterThan(5);
    const served = tempRoot();
    for (const session of roots)
      for (const file of (await familyOf(get, session)).files) {
        expect(file.machine).toBe('agent-1');
        const text = await (await get(libraryFileUrl(file))).text();
        const original = originals.get(nameOf(file.path)) ?? '';
        // A torn last line waits for its newline: it was never read, so it is not served.
        expect(text, file.path).toBe(original.slice(0, original.lastIndexOf('\n') + 1));
        writeFileSync(join(served, nameOf(file.path)), text);
      }
    expect(new Set((await findTraceFiles([served])).map((f) => nameOf(f.path)))).toEqual(
      new Set(originals.keys()),
    );
    expect(await appSessionRows([served])).toEqual(rows);
    const lineProblems = (run: typeof fromFiles) =>
      run.diagnostics
        .filter((d) => d.line !== undefined && !d.reason.startsWith('last line is incomplete'))
        .map((d) => `${nameOf(d.file ?? '')}:${d.line} ${d.reason}`);
    expect(lineProblems(fromFiles).length).toBeGreaterThan(0);
    expect(lineProblems(await appRun([served]))).toEqual(lineProblems(fromFiles));
  }, 120_000);

  it('keeps apart two machines that have a file at the same path', async () => {
    const dir = join(tempRoot(), 'run');
    mkdirSync(dir);
    const path = join(dir, 'trace.jsonl');
    const session = (id: string, prompt: string) =>
      `${smallSession(id, '2026-01-03', { prompt, tool: 'read_file' }).join('\n')}\n`;
    const [one, two, both] = ['0000a001', '0000b002', '0000c003'].map(
      (n) => `session-2026-01-03-10-00-00-${n}`,
    );
    if (!one || !two || !both) throw new Error('three ids');
    const { ingest, serve } = await store();
    writeFileSync(path, session(one, 'On the first machine'));
    // One session ingested by both (a folder on a share both mount): its files stay one machine's.
    writeFileSync(join(dir, 'shared.jsonl'), session(both, 'On both'));
    await ingest([dir], 'machine-a');
    writeFileSync(path, session(two, 'On the second machine'));
    await ingest([dir], 'machine-b');
    rmSync(dir, { recursive: true });

    const get = await serve();
    const opened = async (id: string) =>
      Promise.all(
        (await familyOf(get, id)).files.map(async (f) => ({
          ...f,
          text: await (await get(libraryFileUrl(f))).text(),
        })),
      );
    expect(await opened(one)).toEqual([
      { machine: 'machine-a', path, text: session(one, 'On the first machine') },
    ]);
    expect(await opened(two)).toEqual([
      { machine: 'machine-b', path, text: session(two, 'On the second machine') },
    ]);
    expect((await opened(both)).map((f) => f.machine)).toEqual(['machine-a']);
  }, 120_000);
});

describe('the team store as an open page sees it', () => {
  it('moves the generation when an ingest adds a session, so the page fetches it', async () => {
    const root = tempRoot();
    writeLibraryTree(root, 2, 40);
    const { ingest, serve } = await store();
    await ingest([root], 'm1');
    const get = await serve();
    const status = async () =>
      ((await (await get('/api/library/status')).json()) as { generation: number }).generation;
    const total = async () =>
      ((await (await get('/api/library/sessions')).json()) as { total: number }).total;
    const before = await status();
    expect(await total()).toBe(2);
    // Another machine's ingest commits while the page is open.
    const other = tempRoot();
    writeLibraryTree(other, 1, 50);
    await ingest([other], 'm2');
    for (let i = 0; i < 100 && (await status()) === before; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBeGreaterThan(before);
    expect(await total()).toBe(3);
  });
});
