import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './index';
import { rewriteSetCookie } from './set-cookie';
import { connectSse } from './testing/sse-test-client';

let upstream: Server;
let app: RunningServer;
let releaseSecond: () => void = () => undefined;

function upstreamHandler(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/base/api/auth/login') {
    res.setHeader('Set-Cookie', [
      'penguin_session=abc123; Domain=penguin.example.com; Path=/; HttpOnly; Secure; SameSite=None',
      'theme=dark; Path=/',
    ]);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (req.url?.startsWith('/base/api/echo')) {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { cookie, host } = req.headers;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          cookie,
          host,
          body,
          encoding: req.headers['accept-encoding'] ?? null,
        }),
      );
    });
    return;
  }
  if (req.url === '/base/api/sessions/s1/stream') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write('data: {"n":1}\nid: e-1\n\n');
    releaseSecond = () => res.end('data: {"n":2}\nid: e-2\n\n');
    return;
  }
  if (req.url === '/base/api/sessions/s1/cut') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('data: {"n":1}\n\n');
    setTimeout(() => res.destroy(), 20);
    return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  upstream = createServer(upstreamHandler);
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/base/`;
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: '.',
    demo: false,
    proxy: target,
  });
});

afterAll(async () => {
  await app.close();
  upstream.closeAllConnections();
  await new Promise<void>((r) => upstream.close(() => r()));
});

describe('--proxy', () => {
  it('passes Set-Cookie back without Domain and Secure', async () => {
    const r = await fetch(`${app.url}/api/auth/login`, { method: 'POST', body: '{}' });
    expect(r.headers.getSetCookie()).toEqual([
      'penguin_session=abc123; Path=/; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/',
    ]);
  });

  it('forwards method, query, body and cookies, asking for no compression', async () => {
    const r = await fetch(`${app.url}/api/echo?x=1`, {
      method: 'PUT',
      headers: { Cookie: 'penguin_session=abc123', 'Accept-Encoding': 'gzip, br' },
      body: '{"decision":"allow"}',
    });
    expect(r.status).toBe(201);
    const echo = (await r.json()) as Record<string, unknown>;
    expect(echo).toMatchObject({
      method: 'PUT',
      url: '/base/api/echo?x=1',
      cookie: 'penguin_session=abc123',
      body: '{"decision":"allow"}',
      encoding: null,
    });
    expect(echo.host).toBe(
      new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`).host,
    );
  });

  it('streams SSE events as they come, not at the end', async () => {
    const c = await connectSse(`${app.url}/api/sessions/s1/stream`);
    expect(c.headers['content-type']).toBe('text/event-stream');
    expect(c.headers['x-accel-buffering']).toBe('no');
    await c.waitFor((m) => m.length >= 1);
    expect(c.messages).toEqual([{ id: 'e-1', data: '{"n":1}' }]);
    releaseSecond();
    await c.waitFor((m) => m.length >= 2);
    await c.ended;
    expect(c.wasCut()).toBe(false);
  });

  it('passes an upstream cut on as a cut', async () => {
    const c = await connectSse(`${app.url}/api/sessions/s1/cut`);
    await c.waitFor((m) => m.length >= 1);
    await c.ended;
    expect(c.wasCut()).toBe(true);
  });

  it('answers 502 with the error shape when the target is down', async () => {
    const down = await startServer({
      host: '127.0.0.1',
      port: 0,
      staticDir: '.',
      demo: false,
      proxy: 'http://127.0.0.1:9/',
    });
    try {
      const r = await fetch(`${down.url}/api/sessions`);
      expect(r.status).toBe(502);
      expect(await r.json()).toMatchObject({
        error: { code: 'proxy_error', message: expect.any(String) },
      });
      expect(await (await fetch(`${down.url}/api/omniscope/config`)).json()).toEqual({
        mode: 'proxy',
      });
    } finally {
      await down.close();
    }
  });
});

describe('rewriteSetCookie', () => {
  it.each([
    ['a=1; Domain=.x.com; Secure', 'a=1'],
    ['a=1; secure; domain=x; path=/; SameSite=Strict', 'a=1; path=/; SameSite=Strict'],
    ['a=b=c; Max-Age=60', 'a=b=c; Max-Age=60'],
  ])('%s → %s', (input, output) => {
    expect(rewriteSetCookie(input)).toBe(output);
  });
});
