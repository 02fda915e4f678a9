import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenedFileRoutes, openedFileUrl } from './opened-files';

let server: Server;
let base = '';
let files: string[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'omniscope-opened-'));
  files = [join(dir, 'a b.jsonl'), join(dir, 'page.html')];
  await writeFile(files[0] ?? '', '{"a":1}\n');
  await writeFile(files[1] ?? '', '<script>alert(1)</script>');
  await writeFile(join(dir, 'other.jsonl'), 'not given');
  const routes = createOpenedFileRoutes(files);
  server = createServer((req, res) => {
    void routes(req, res).then((handled) => handled || res.writeHead(404).end('unrouted'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('files given to omniscope open', () => {
  it('serves each by its position and name, as plain text', async () => {
    const r = await fetch(base + openedFileUrl(0, files[0] ?? ''));
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('{"a":1}\n');
    const page = await fetch(base + openedFileUrl(1, files[1] ?? ''));
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('serves nothing else: another name, another position, a path', async () => {
    for (const path of [
      '/api/omniscope/files/0/other.jsonl',
      '/api/omniscope/files/2/other.jsonl',
      '/api/omniscope/files/0/..%2Fother.jsonl',
    ])
      expect(await (await fetch(base + path)).text()).toBe('unrouted');
  });
});
