import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, safeSegments } from './static-files';

let dir = '';
let server: Server;
let base = '';

/** GET with the path sent as is: fetch would normalize `..` and `%2e%2e` away. */
const BIG = 64 * 2 ** 20;

/** Descriptors this process holds open on `file`. */
const openOn = async (file: string) =>
  (
    await Promise.all(
      (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
    )
  ).filter((target) => target === file).length;

function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(`${base}/`, { path, headers, method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'omniscope-static-'));
  dir = join(root, 'dist');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(join(dir, 'favicon.svg'), '<svg/>');
  await writeFile(join(root, 'secret.txt'), 'secret');
  await writeFile(join(dir, '.env'), 'secret');
  await mkdir(join(dir, '.git'));
  await writeFile(join(dir, '.git', 'config'), 'secret');
  await mkdir(join(root, 'outside'));
  await writeFile(join(root, 'outside', 'page.html'), 'secret');
  await symlink(join(root, 'secret.txt'), join(dir, 'leak.txt'));
  await symlink(join(root, 'outside'), join(dir, 'linked'));
  await symlink(join(dir, 'favicon.svg'), join(dir, 'icon.svg'));
  execFileSync('mkfifo', [join(dir, 'pipe.txt')]);
  await writeFile(join(dir, 'empty.txt'), '');
  await writeFile(join(dir, 'assets', 'big-abc123.bin'), Buffer.alloc(BIG));
  const handle = createStaticHandler(dir);
  server = createServer((req, res) => {
    void handle(req, res).then((done) => {
      if (!done) res.writeHead(418).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html at / with no-cache', async () => {
    const r = await rawGet('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('<title>app</title>');
  });

  it('serves hashed assets as text/javascript, cached for good', async () => {
    const r = await rawGet('/assets/index-abc123.js');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.body).toBe('console.log(1)');
    expect((await rawGet('/assets/index-abc123.css')).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );
    expect((await rawGet('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('falls back to index.html for client routes, not for missing assets', async () => {
    const route = await rawGet('/sessions/session-2026-12-02-09-53-13-b04b7031?x=1');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    expect((await rawGet('/assets/missing-999.js')).status).toBe(404);
  });

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const first = await rawGet('/favicon.svg');
    const again = await rawGet('/favicon.svg', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const head = await rawGet('/favicon.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%00x',
  ])('refuses traversal %s', async (path) => {
    const r = await rawGet(path);
    expect(r.status).toBe(403);
    expect(r.body).not.toContain('secret');
  });

  it.each(['/.env', '/.git/config', '/assets/.hidden.js', '/%2eenv'])(
    'does not serve the dotfile %s',
    async (path) => {
      const r = await rawGet(path);
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('secret');
    },
  );

  it('does not follow symlinks out of the app folder, but does inside it', async () => {
    for (const path of ['/leak.txt', '/linked/page.html']) {
      const r = await rawGet(path);
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('secret');
    }
    expect((await rawGet('/icon.svg')).body).toBe('<svg/>');
  });

  it('answers a FIFO in the folder at once, as no file, and an empty file as empty', async () => {
    // Opened blocking, a FIFO would hold the request until a writer came: this would time out.
    expect((await rawGet('/pipe.txt')).status).toBe(404);
    const empty = await rawGet('/empty.txt');
    expect([empty.status, empty.body]).toEqual([200, '']);
  });

  it('closes the file of a reader who went away mid-file', async () => {
    const file = join(dir, 'assets', 'big-abc123.bin');
    for (let i = 0; i < 3; i++)
      await new Promise<void>((resolve) => {
        const req = request(`${base}/assets/big-abc123.bin`, (res) =>
          res.once('data', () => {
            req.destroy();
            resolve();
          }),
        );
        req.end();
      });
    // pipe() left each file stream waiting on the gone reader: its descriptor stayed open.
    await expect.poll(() => openOn(file), { timeout: 2000 }).toBe(0);
  });

  it('leaves /api and non-GET methods to other handlers', async () => {
    expect((await rawGet('/api/sessions')).status).toBe(418);
    expect((await rawGet('/', {}, 'POST')).status).toBe(418);
  });

  it('decodes segments safely', () => {
    expect(safeSegments('/a/./b//c')).toEqual(['a', 'b', 'c']);
    expect(safeSegments('/a%20b')).toEqual(['a b']);
    expect(safeSegments('/%E0%A4%A')).toBeNull();
  });
});
