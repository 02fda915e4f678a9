import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './index';
import { upstreamHost } from './proxy';
import { filterCookieHeader, rewriteSetCookie } from './set-cookie';
import { rawRequest } from './testing/raw-request';
import { connectSse } from './testing/sse-test-client';

let upstream: Server;
let app: RunningServer;
let releaseSecond: () => void = () => undefined;
/** Every request line the upstream received. */
const seen: string[] = [];

function upstreamHandler(req: IncomingMessage, res: ServerResponse): void {
  seen.push(`${req.method} ${req.url}`);
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
      const { cookie, host, origin, referer } = req.headers;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          cookie,
          host,
          origin: origin ?? null,
          referer: referer ?? null,
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
  if (req.url === '/base/api/page') {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': 'script-src *' });
    res.end(
      '<form action="https://evil.example/"><input name="password"></form><script>x()</script>',
    );
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
  it('passes Set-Cookie back without Domain, every other attribute kept', async () => {
    const r = await fetch(`${app.url}/api/auth/login`, { method: 'POST', body: '{}' });
    expect(r.headers.getSetCookie()).toEqual([
      'penguin_session=abc123; Path=/; HttpOnly; Secure; SameSite=None',
      'theme=dark; Path=/',
    ]);
  });

  it("forwards only the cookies the upstream set, never other local apps' ones", async () => {
    await fetch(`${app.url}/api/auth/login`, { method: 'POST', body: '{}' });
    const r = await fetch(`${app.url}/api/echo`, {
      headers: { Cookie: 'jupyter_token=j1; penguin_session=abc123; theme=dark; grafana_sess=g' },
    });
    expect(((await r.json()) as { cookie: string }).cookie).toBe(
      'penguin_session=abc123; theme=dark',
    );
    const none = await fetch(`${app.url}/api/echo`, { headers: { Cookie: 'jupyter_token=j1' } });
    expect(((await none.json()) as { cookie?: string }).cookie).toBeUndefined();
  });

  it('passes Origin unchanged, so the upstream CSRF check still works, and drops Referer', async () => {
    const own = new URL(app.url).origin;
    const r = await rawRequest(app.url, '/api/echo', {
      method: 'POST',
      headers: { Origin: own, Referer: `${own}/` },
      body: '{}',
    });
    expect(JSON.parse(r.body)).toMatchObject({ origin: own, referer: null });
  });

  it.each([
    '/api/../admin',
    '/api/%2e%2e/admin',
    '/api/%2E%2E/admin',
    '/api/.%2e/admin',
    '/api/./echo',
    '/api//evil.example/echo',
    '/api/echo%2f..%2f..%2fadmin',
    '/api/echo%5c..%5cadmin',
    '/api/echo%00',
    '/api/%zz',
    '/api',
  ])('refuses %s with 400 and never forwards it', async (path) => {
    const before = seen.length;
    const r = await rawRequest(app.url, path);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(JSON.parse(r.body)).toMatchObject({ error: { code: expect.any(String) } });
    expect(seen.slice(before)).toEqual([]);
  });

  it('forwards nothing outside /api/', async () => {
    const before = seen.length;
    await rawRequest(app.url, '/apiary');
    await rawRequest(app.url, '/admin');
    expect(seen.slice(before)).toEqual([]);
  });

  it.each([
    ['POST', { Origin: 'http://127.0.0.1:1' }],
    ['PUT', { Origin: 'http://localhost:9' }],
    ['PATCH', { 'Sec-Fetch-Site': 'cross-site' }],
    ['DELETE', { Referer: 'http://127.0.0.2:8080/x' }],
  ])('refuses a cross-origin %s before it reaches the upstream', async (method, headers) => {
    const before = seen.length;
    const r = await rawRequest(app.url, '/api/sessions/s1/approvals/call_1', {
      method,
      headers: { ...headers, Cookie: 'penguin_session=abc123' },
      body: '{"decision":"allow"}',
    });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toEqual({
      error: { code: 'cross_origin_request', message: expect.any(String) },
    });
    expect(seen.slice(before)).toEqual([]);
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
    // A loopback upstream given as 127.0.0.1 is asked as localhost: PenguinHarness keeps
    // 127.0.0.1 for its preview pages and refuses its API there.
    expect(echo.host).toBe(`localhost:${(upstream.address() as AddressInfo).port}`);
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

  it("serves an upstream's page sandboxed: no script of it runs as Omniscope, no form submits", async () => {
    const r = await fetch(`${app.url}/api/page`);
    expect(r.headers.get('content-type')).toBe('text/html');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp.split(/;\s*/)).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
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

describe('upstreamHost', () => {
  it.each([
    ['http://127.0.0.1:5110/', 'localhost:5110'],
    ['http://127.0.0.2/', 'localhost'],
    ['http://[::1]:5110', 'localhost:5110'],
    ['http://localhost:5110', 'localhost:5110'],
    ['https://penguin.example.com:8443/base', 'penguin.example.com:8443'],
    ['http://192.168.1.5:5110', '192.168.1.5:5110'],
  ])('%s is asked as %s', (target, host) => {
    expect(upstreamHost(new URL(target))).toBe(host);
  });
});

describe('rewriteSetCookie', () => {
  it.each([
    ['a=1; Domain=.x.com; Secure', 'a=1; Secure'],
    ['a=1; secure; domain=x; path=/; SameSite=Strict', 'a=1; secure; path=/; SameSite=Strict'],
    ['a=1; HttpOnly; SameSite=None; Secure', 'a=1; HttpOnly; SameSite=None; Secure'],
    ['a=b=c; Max-Age=60', 'a=b=c; Max-Age=60'],
  ])('%s → %s', (input, output) => {
    expect(rewriteSetCookie(input)).toBe(output);
  });
});

describe('filterCookieHeader', () => {
  it('keeps only the named cookies, in order', () => {
    const names = new Set(['penguin_session']);
    expect(filterCookieHeader('a=1; penguin_session=x=y;b=2', names)).toBe('penguin_session=x=y');
    expect(filterCookieHeader('penguin_sessionx=1; =penguin_session', names)).toBe('');
  });
});
