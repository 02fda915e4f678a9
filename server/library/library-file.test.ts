// The library's file route over HTTP: a file is streamed from the disk byte for byte (bytes that
// are not UTF-8 and CRLF line ends included) up to its last line break, past many read chunks,
// and only a file the library holds under its paths is served.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { familyLines, PARENT, tempRoot, tracesFolder } from '../../test/support/library-tree';
import { startServer, type RunningServer } from '../index';
import { libraryFileUrl } from '../../src/library/file-url';
import { LOCAL_MACHINE } from './indexer';

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function indexed(root: string): Promise<RunningServer> {
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: '.',
    demo: false,
    library: { paths: [root], db: join(tempRoot(), 'library.duckdb') },
  });
  servers.push(server);
  for (let i = 0; i < 200; i += 1) {
    const status = (await (await fetch(`${server.url}/api/library/status`)).json()) as {
      generation: number;
      indexing: boolean;
    };
    if (status.generation > 0 && !status.indexing) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the library was never indexed');
}

const fileUrl = (server: RunningServer, path: string) =>
  `${server.url}${libraryFileUrl({ machine: LOCAL_MACHINE, path })}`;

describe('GET /api/library/file', () => {
  it('streams a file larger than a read chunk byte for byte, up to its last line break', async () => {
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    const path = join(dir, `${PARENT}_001.jsonl`);
    const [meta = '', ...rest] = familyLines().parent;
    // A text of bytes that are not UTF-8 (a lone 0xFF, a cut sequence), CRLF line ends, and
    // enough lines to span many of the route's 64 KB reads; then a torn last line.
    const odd = Buffer.concat([
      Buffer.from(
        '{"timestamp":"2026-01-02T03:04:06.000Z","type":"model_msg","payload":{"type":"text","role":"user","text":"',
      ),
      Buffer.from([0xff, 0x41, 0xe2, 0x82]),
      Buffer.from('"}}\r\n'),
    ]);
    const padding = Array.from({ length: 2000 }, () => `${rest.join('\r\n')}\r\n`).join('');
    const whole = Buffer.concat([Buffer.from(`${meta}\n`), odd, Buffer.from(padding)]);
    writeFileSync(path, Buffer.concat([whole, Buffer.from('{"torn')]));
    expect(whole.length).toBeGreaterThan(1 << 20);
    const server = await indexed(root);

    const res = await fetch(fileUrl(server, path));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(whole.length));
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.length).toBe(whole.length);
    expect(served.equals(whole)).toBe(true);
  });

  it('still refuses a path outside the library, or one it does not hold', async () => {
    const root = tempRoot();
    const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
    writeFileSync(join(dir, `${PARENT}_001.jsonl`), `${familyLines().parent.join('\n')}\n`);
    const outside = join(tempRoot(), `${PARENT}_001.jsonl`);
    writeFileSync(outside, 'a secret outside the library\n');
    const server = await indexed(root);
    for (const path of [outside, '/etc/passwd', join(dir, '..', '..', `${PARENT}_001.jsonl`)]) {
      const res = await fetch(fileUrl(server, path));
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});
