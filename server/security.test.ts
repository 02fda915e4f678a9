// Every response carries the security headers and answers only to allowlisted Host names; a
// state-changing request from another origin is refused before any route sees it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHostnames, isHostAllowed, reachableHosts } from './host-allowlist';
import { startServer, type RunningServer } from './index';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { rawRequest, type RawResponse } from './testing/raw-request';

let dir = '';
let app: RunningServer;
let port = 0;
let sessionId = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'omniscope-security-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>omniscope</title>');
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: dir,
    demo: true,
    demoSpeed: 50,
    allowHosts: ['omniscope.test'],
  });
  port = Number(new URL(app.url).port);
  const config = (await (await fetch(`${app.url}/api/omniscope/config`)).json()) as {
    sessionId: string;
  };
  sessionId = config.sessionId;
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(r: RawResponse): void {
  expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(r.headers['referrer-policy']).toBe('no-referrer');
  expect(r.headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers', () => {
  it('the policy forbids inline script, eval, plugins, <base> and framing', () => {
    const csp = CONTENT_SECURITY_POLICY;
    expect(csp).toContain("default-src 'self'");
    // WebAssembly may compile (the search counts with a module), no text may run as script.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('connects only to this server, https, and plain http on this machine', () => {
    const connect = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect?.split(' ').slice(1).sort()).toEqual(
      ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', 'https:'].sort(),
    );
  });

  it.each([
    ['the app', '/', 200],
    ['a client route', '/sessions/x', 200],
    ['a missing asset', '/assets/none.js', 404],
    ['a traversal', '/%2e%2e/etc/passwd', 403],
    ['the config', '/api/omniscope/config', 200],
    ['an unknown API route', '/api/nope', 404],
  ])('are on %s', async (_what, path, status) => {
    const r = await rawRequest(app.url, path);
    expect(r.status).toBe(status);
    expectSecurityHeaders(r);
  });

  it('are on the SSE stream', async () => {
    const r = await rawRequest(
      app.url,
      `/api/sessions/${sessionId}/stream`,
      { headers: { Accept: 'text/event-stream' } },
      true,
    );
    expect(r.headers['content-type']).toBe('text/event-stream');
    expectSecurityHeaders(r);
  });

  it('are on refusals', async () => {
    const misdirected = await rawRequest(app.url, '/', { headers: { Host: 'evil.test' } });
    expect(misdirected.status).toBe(421);
    expectSecurityHeaders(misdirected);
    const crossSite = await rawRequest(app.url, `/api/sessions/${sessionId}/abort`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:1' },
    });
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite);
  });
});

describe('Host allowlist', () => {
  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]', 'omniscope.test'])(
    'answers %s with its port',
    async (name) => {
      const r = await rawRequest(app.url, '/api/omniscope/config', {
        headers: { Host: `${name}:${port}` },
      });
      expect(r.status).toBe(200);
    },
  );

  it.each([
    'rebind.attacker.example',
    `rebind.attacker.example:${port}`,
    '127.0.0.1',
    `127.0.0.1:${port + 1}`,
    `localhost.attacker.example:${port}`,
    `127.0.0.1:${port}@evil`,
  ])('refuses Host %s with 421 and the error shape, on every route', async (host) => {
    for (const path of ['/', '/api/omniscope/config', `/api/sessions/${sessionId}/stream`]) {
      const r = await rawRequest(app.url, path, { headers: { Host: host } });
      expect(r.status).toBe(421);
      expect(JSON.parse(r.body)).toEqual({
        error: { code: 'misdirected_request', message: expect.stringContaining('Host') },
      });
      expect(r.body).not.toContain('<title>');
    }
  });

  it('a wildcard bind answers to the interface addresses', () => {
    const names = allowedHostnames('0.0.0.0');
    expect(names.has('127.0.0.1')).toBe(true);
    expect(isHostAllowed('127.0.0.1:80', names, 80)).toBe(true);
    expect(isHostAllowed('127.0.0.1', names, 80)).toBe(true);
    expect(isHostAllowed('10.1.2.3:80', allowedHostnames('10.1.2.3'), 80)).toBe(true);
    expect(isHostAllowed('10.1.2.4:80', allowedHostnames('10.1.2.3'), 80)).toBe(false);
  });

  it('a wildcard bind is reached at its interface addresses, loopback first', () => {
    const addresses = ['127.0.0.1', '::1', '192.168.1.20'];
    expect(reachableHosts('0.0.0.0', addresses)).toEqual(['127.0.0.1', '192.168.1.20']);
    expect(reachableHosts('::', addresses)).toEqual(['127.0.0.1', '[::1]', '192.168.1.20']);
    expect(reachableHosts('192.168.1.20', addresses)).toEqual(['192.168.1.20']);
  });
});

describe('state-changing requests from another origin', () => {
  const abort = () => `/api/sessions/${sessionId}/abort`;

  it.each([
    { Origin: 'http://127.0.0.1:1' },
    { Origin: 'null' },
    { Origin: 'http://localhost.attacker.example' },
    { 'Sec-Fetch-Site': 'same-site' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { Referer: 'http://127.0.0.1:1/page.html' },
  ])('are refused with 403 (%j)', async (headers) => {
    const r = await rawRequest(app.url, abort(), { method: 'POST', headers, body: '{}' });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toEqual({
      error: { code: 'cross_origin_request', message: expect.any(String) },
    });
  });

  it('from the viewer itself (or no browser) go through', async () => {
    const own = `http://127.0.0.1:${port}`;
    for (const headers of [
      { Origin: own },
      { 'Sec-Fetch-Site': 'same-origin' },
      { Referer: `${own}/` },
      {},
    ]) {
      const r = await rawRequest(app.url, abort(), { method: 'POST', headers, body: '{}' });
      expect(r.status).toBe(200);
    }
  });

  it.each([
    { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' },
    { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors' },
  ])(
    'an API GET made by a page of another site (an <img>, a no-cors fetch) is refused: it could not read the answer, but could make the server search or stream for it (%j)',
    async (headers) => {
      const r = await rawRequest(app.url, `/api/sessions/${sessionId}/messages`, { headers });
      expect(r.status).toBe(403);
      expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'cross_origin_request' } });
    },
  );

  it('an API GET from the viewer, a followed link or no browser goes through', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' },
      {},
    ]) {
      const r = await rawRequest(app.url, `/api/sessions/${sessionId}/messages`, { headers });
      expect(r.status).toBe(200);
    }
  });

  it('GET stays open: reading needs CORS, which this server never grants', async () => {
    const r = await rawRequest(app.url, '/api/sessions', {
      headers: { Origin: 'http://127.0.0.1:1' },
    });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });
});
