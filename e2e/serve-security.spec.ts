// `omniscope serve` in a real browser: a page of another origin cannot drive the proxy nor frame
// the app, a deleted tailed file is reported to the reader, and the CSP leaves the app working.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../server/index';
import { CHILD_001, fixturePath } from './support/fixtures';

const staticDir = fileURLToPath(new URL('../dist', import.meta.url));

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (s: Server) =>
  new Promise<void>((r) => {
    s.closeAllConnections();
    s.close(() => r());
  });

test.describe('a page of another origin', () => {
  let upstream: Server;
  let attacker: Server;
  let attackerUrl = '';
  let app: RunningServer;
  /** Every request the fake PenguinHarness server received. */
  const received: string[] = [];

  test.beforeAll(async () => {
    const up = await listen((req, res) => {
      received.push(`${req.method} ${req.url}`);
      if (req.url === '/api/auth/login') {
        res.setHeader('Set-Cookie', 'penguin_session=s3cret; Path=/; HttpOnly; SameSite=Lax');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    upstream = up.server;
    app = await startServer({ host: '127.0.0.1', port: 0, staticDir, demo: false, proxy: up.url });
    const approval = `${app.url}/api/sessions/s1/approvals/call_1`;
    // What a malicious local page (another port: same site, so Lax cookies go along) would try.
    const pages: Record<string, string> = {
      '/': `<!doctype html><title>attacker</title>
        <iframe id="framed" src="${app.url}/"></iframe>
        <script>
          window.fetched = fetch(${JSON.stringify(approval)}, {
            method: 'POST', mode: 'no-cors', credentials: 'include',
            headers: { 'Content-Type': 'text/plain' }, body: '{"decision":"allow"}',
          }).then(() => 'sent', (e) => String(e));
        </script>`,
      '/form': `<!doctype html><title>attacker</title>
        <form id="f" method="POST" action="${approval}"><input name="decision" value="allow"></form>
        <script>document.getElementById('f').submit();</script>`,
    };
    const evil = await listen((req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(pages[req.url ?? '/'] ?? ''),
    );
    attacker = evil.server;
    attackerUrl = evil.url;
  });

  test.afterAll(async () => {
    await app.close();
    await close(upstream);
    await close(attacker);
  });

  test('cannot approve through the proxy, nor frame the app', async ({ page }) => {
    test.slow();
    // The reader is logged in: the app's own request goes through and sets the cookie.
    await page.goto(app.url);
    const login = await page.evaluate(async () => {
      const r = await fetch('/api/auth/login', { method: 'POST', body: '{}' });
      return r.status;
    });
    expect(login).toBe(200);
    expect(received).toContain('POST /api/auth/login');
    expect((await page.context().cookies(app.url)).map((c) => c.name)).toContain('penguin_session');

    await page.goto(attackerUrl);
    expect(await page.evaluate(() => (window as { fetched?: Promise<string> }).fetched)).toBe(
      'sent',
    );
    // Chromium shows its "refused to connect" page in place of the framed app.
    const framed = page.frameLocator('#framed');
    await expect(framed.locator('body')).toContainText('ERR_BLOCKED_BY_RESPONSE');

    // A form posted from there lands on the refusal, in the PenguinHarness error shape.
    await page.goto(`${attackerUrl}/form`);
    await expect(page).toHaveURL(/\/api\/sessions\/s1\/approvals\/call_1$/);
    await expect(page.locator('body')).toContainText('cross_origin_request');
    expect(received.filter((r) => r.includes('approvals'))).toEqual([]);
  });
});

test.describe('the built app under its Content-Security-Policy', () => {
  let dir = '';
  let file = '';
  let app: RunningServer;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'omniscope-csp-'));
    file = join(dir, CHILD_001);
    writeFileSync(file, readFileSync(fixturePath(CHILD_001)));
    app = await startServer({ host: '127.0.0.1', port: 0, staticDir, demo: false, tail: file });
  });

  test.afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('runs without a policy violation, and shows that the tailed file was deleted', async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(app.url);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
      timeout: 45_000,
    });
    await expect(page.getByTestId('doc-title')).toContainText('CHILD_TASK');
    await expect(page.locator('[data-kind=text]').first()).toBeVisible();
    const warnings = Number(
      await page.getByTestId('diagnostic-count').getAttribute('data-warnings'),
    );

    rmSync(file);
    const count = page.getByTestId('diagnostic-count');
    await expect(count).not.toHaveAttribute('data-warnings', String(warnings), { timeout: 5000 });
    await count.click();
    await expect(page.getByTestId('diagnostics-panel')).toContainText(
      `the tailed file ${CHILD_001} was deleted`,
    );
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
  });
});

test.describe('a link naming another PenguinHarness server (?server=)', () => {
  let app: RunningServer;
  let hostile: Server;
  let hostileOrigin = '';
  /** Every request the hostile server received, preflights included. */
  const hits: string[] = [];

  test.beforeAll(async () => {
    app = await startServer({ host: '127.0.0.1', port: 0, staticDir, demo: false });
    // It lets the viewer's origin read its answers with credentials, and asks for a password.
    const evil = await listen((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'content-type, accept, last-event-id');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end('{"error":{"code":"unauthorized","message":"Your session expired."}}');
    });
    hostile = evil.server;
    hostileOrigin = evil.url;
  });
  test.beforeEach(() => {
    hits.length = 0;
  });
  test.afterAll(async () => {
    await app.close();
    await close(hostile);
  });

  test('is not contacted until the reader confirms its origin; the sign-in form names it', async ({
    page,
  }) => {
    await page.goto(`${app.url}/?server=${encodeURIComponent(hostileOrigin)}&session=s1`);
    const bar = page.getByTestId('server-confirm');
    await expect(bar.getByTestId('server-confirm-origin')).toHaveText(hostileOrigin);
    await page.waitForLoadState('networkidle');
    expect(hits).toEqual([]);
    await expect(page.getByTestId('login-form')).toHaveCount(0);

    await bar.getByTestId('server-confirm-connect').click();
    const prompt = page.getByTestId('live-sign-in');
    await expect(prompt.getByTestId('login-origin')).toHaveText(hostileOrigin);
    await expect(prompt.getByTestId('login-reason')).toContainText('Your session expired.');
    expect(hits.length).toBeGreaterThan(0);
  });

  test('declined, it is never contacted, and the next link asks again', async ({ page }) => {
    const link = `${app.url}/?server=${encodeURIComponent(hostileOrigin)}&session=s1`;
    await page.goto(link);
    await page.getByTestId('server-confirm-cancel').click();
    await expect(page.getByTestId('server-confirm')).toHaveCount(0);
    await page.goto(link);
    await expect(page.getByTestId('server-confirm-origin')).toHaveText(hostileOrigin);
    await page.waitForLoadState('networkidle');
    expect(hits).toEqual([]);
  });
});
