// A real PenguinHarness server, as the test double of it answers (saved real responses and the
// reference capture), reached through `omniscope serve --proxy`: sign in, walk project → agent →
// sessions, open one live or as its Trace files, abort a running one.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../server/index';
import { CAPTURE_CHILD, CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { findRow } from './sessions-helpers';
import { waitForLoaded } from './support/open';
import {
  addSecondProjectAndAgent,
  PASSWORD,
  openServerBrowser,
  signIn,
  startProxiedDouble,
  type ProxiedDouble,
} from './support/penguin-server';

let server: ProxiedDouble;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  server = await startProxiedDouble();
  addSecondProjectAndAgent(server);
});
test.afterAll(async () => server.close());
test.beforeEach(async ({ page }) => {
  server.double.fault.reset();
  server.double.expireCookies();
  for (const s of server.double.catalog.sessions) s.info.status = 'idle';
  server.double.actions.length = 0;
  server.double.requests.length = 0;
  server.double.sentBytes.length = 0;
  await page.goto(server.app.url);
  // Served with --proxy, the app starts on the Connect panel.
  await expect(page.getByTestId('connect-panel')).toBeVisible();
});

const row = (page: Page, id: string) =>
  page.locator(`[data-testid=server-session][data-session-id="${id}"]`);

/** The capture's last complete assistant text: on screen once the whole stream was applied. */
function lastAssistantText(): string {
  for (const e of [...server.double.fault.events].reverse()) {
    const data = JSON.parse(e.data) as {
      payload?: { type?: string; role?: string; text?: string };
    };
    if (!e.event && data.payload?.type === 'text' && data.payload.role === 'assistant')
      return data.payload.text ?? '';
  }
  return '';
}

/** Connect → server: sign in, pick the default project and agent. */
async function walkToSessions(page: Page): Promise<void> {
  await openServerBrowser(page);
  await expect(page.getByTestId('login-reason')).toContainText(
    'Not signed in or the sign-in has expired.',
  );
  // The password goes to this Omniscope, which forwards it to its --proxy server.
  await expect(page.getByTestId('login-origin')).toHaveText(new URL(server.app.url).origin);
  await signIn(page);
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await page.getByTestId('project-option').filter({ hasText: 'default_project' }).click();
  await page.getByTestId('agent-option').filter({ hasText: 'General Agent' }).click();
  await expect(page.getByTestId('crumb-agent')).toHaveText('General Agent');
}

/**
 * Opens the capture's parent live and plays it until its subagent's failed request plans a retry:
 * the stream holds as the child's first request begins (the capture's 101st event), then,
 * reconnected, brings the failure and holds again.
 */
async function liveUntilChildRetry(page: Page): Promise<void> {
  server.double.fault.setFaults({ holdAfter: 101 });
  await walkToSessions(page);
  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  await expect(page.getByTestId('connect-panel')).not.toBeVisible({ timeout: 15_000 });
  const childTools = `[data-kind=tool_list_ready][data-session="${CAPTURE_CHILD}"]`;
  await expect(page.locator(childTools)).toBeAttached({ timeout: 15_000 });
  server.double.fault.setFaults({ holdAfter: 102 });
  server.double.cutStreams();
}

test('sign in → project → agent → sessions, newest first, child nested → open live', async ({
  page,
}) => {
  await walkToSessions(page);
  const list = page.getByTestId('server-session-list');
  // The sessions arrive after the agent's page: the newest first once they are there.
  await expect(list.getByTestId('server-session').first()).toHaveAttribute(
    'data-session-id',
    'session-2026-12-02-15-14-11-8bef5db4',
  );
  // The reference child, named by its parent's Trace, sits right under it, marked.
  await expect(row(page, CAPTURE_CHILD)).toHaveAttribute('data-depth', '1');
  const after = await list
    .getByTestId('server-session')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-session-id')));
  expect(after.indexOf(CAPTURE_CHILD)).toBe(after.indexOf(CAPTURE_PARENT) + 1);
  await expect(row(page, CAPTURE_CHILD).getByTestId('session-source')).toHaveText('subagent');
  await expect(row(page, CAPTURE_PARENT)).toContainText('Arctic scenario run');
  await expect(row(page, CAPTURE_PARENT).getByTestId('session-status')).toHaveText('idle');
  await expect(row(page, CAPTURE_PARENT).getByTestId('session-last-active')).toContainText('2026');
  // Children whose parent's Trace is not there to read stay at top level, still marked.
  await expect(row(page, 'session-2026-12-02-15-14-11-8bef5db4')).toHaveAttribute(
    'data-depth',
    '0',
  );

  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  await expect(page.getByTestId('connect-panel')).not.toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await expect(
    page.locator('[data-kind=text]', { hasText: lastAssistantText().slice(0, 40) }).first(),
  ).toBeAttached({ timeout: 15_000 });
  expect(server.double.requests).toContain(`GET /api/sessions/${CAPTURE_PARENT}/messages 200`);
});

test('a wrong password shows the server’s message and keeps the form', async ({ page }) => {
  await openServerBrowser(page);
  await signIn(page, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect username or password.');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await signIn(page);
  await expect(page.getByTestId('project-list')).toBeVisible();
});

test('a past session opens as its Trace files, child included, read whole', async ({ page }) => {
  await walkToSessions(page);
  await row(page, CAPTURE_PARENT).getByTestId('open-trace-files').click();
  await expect(page.getByTestId('connect-panel')).not.toBeVisible({ timeout: 15_000 });
  const status = await waitForLoaded(page);
  // 56 + 9 records of the parent's two files, 18 of the child's.
  await expect(status).toContainText('83');
  // The child's card sits in the parent's conversation, as when the folder is dropped.
  await findRow(page, `[data-testid=child-card][data-child-session="${CAPTURE_CHILD}"]`);
  const downloads = server.double.requests.filter((r) => r.endsWith('/download 200'));
  expect(new Set(downloads).size).toBe(3);
  expect(downloads.some((r) => r.includes(`/traces/${CAPTURE_CHILD}/1/`))).toBe(true);
  // The address names where the files came from: a reload fetches them again, not "a file
  // opened from disk, which a link cannot open".
  const tasks = await page.getByTestId('outline').getByTestId('outline-task').allInnerTexts();
  expect(new URL(page.url()).searchParams.getAll('trace')).toHaveLength(3);
  await page.reload();
  await waitForLoaded(page);
  await expect(page.getByTestId('load-status')).toContainText('83');
  await expect(page.getByTestId('outline').getByTestId('outline-task')).toHaveText(tasks);
  // Named as on disk, so Save offers them under their own names.
  await page.getByTestId('save-button').click();
  await expect(
    page.getByTestId('save-menu').locator(`[data-save-name="${CAPTURE_PARENT}_002.jsonl"]`),
  ).toHaveCount(1);
});

test('a running session is aborted after a confirmation, and the live view shows it', async ({
  page,
}) => {
  // The first task waits for its first approval, like a session left running.
  server.double.fault.setFaults({ holdAfter: 40 });
  await walkToSessions(page);
  server.double.setStatus(CAPTURE_PARENT, 'running');
  await expect(row(page, CAPTURE_PARENT).getByTestId('session-status')).toHaveText('running');
  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  await expect(page.getByTestId('task-state')).toHaveAttribute('data-state', 'running');

  await openServerBrowser(page);
  await row(page, CAPTURE_PARENT).getByTestId('abort-session').click();
  const dialog = page.getByTestId('abort-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('abort-cancel').click();
  await expect(dialog).not.toBeVisible();
  expect(server.double.actions).toEqual([]);

  await row(page, CAPTURE_PARENT).getByTestId('abort-session').click();
  await dialog.getByTestId('abort-confirm').click();
  await expect(row(page, CAPTURE_PARENT).getByTestId('session-status')).toHaveText('idle');
  expect(server.double.actions).toEqual([`/api/sessions/${CAPTURE_PARENT}/abort {}`]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('task-state')).toHaveAttribute('data-state', 'idle');
  await expect(page.locator('[data-kind=abort]').first()).toBeAttached();
});

test('a subagent’s retry countdown: Retry now and Give up (once confirmed) go to the child’s own session', async ({
  page,
}) => {
  await liveUntilChildRetry(page);
  // A live list follows its newest row: the child's retry, counting down.
  const waiting = page.locator('[data-testid=retry-row][data-outcome=waiting]');
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await waiting.getByTestId('retry-now').click();
  await expect
    .poll(() => server.double.actions)
    .toEqual([`/api/sessions/${CAPTURE_CHILD}/retry-now {}`]);

  // An abort cannot be taken back: Give up asks first, and Cancel sends nothing.
  await waiting.getByTestId('give-up').click();
  const dialog = page.getByTestId('give-up-dialog');
  await expect(dialog).toBeVisible();
  // It names the session it stops: the subagent, by its title.
  await expect(dialog).toContainText('CHILD_TASK: read notes.txt in');
  await dialog.getByTestId('abort-cancel').click();
  await expect(dialog).not.toBeVisible();
  await expect(waiting.getByTestId('give-up')).toBeFocused();
  expect(server.double.actions).toHaveLength(1);
  await waiting.getByTestId('give-up').click();
  await dialog.getByTestId('abort-confirm').click();
  await expect
    .poll(() => server.double.actions)
    .toEqual([
      `/api/sessions/${CAPTURE_CHILD}/retry-now {}`,
      `/api/sessions/${CAPTURE_CHILD}/abort {}`,
    ]);
});

test('the retry firing while Give up’s dialog is open closes it, says why, and leaves the focus on the row', async ({
  page,
}) => {
  await liveUntilChildRetry(page);
  const retry = page.locator('[data-testid=retry-row]').last();
  await expect(retry).toHaveAttribute('data-outcome', 'waiting', { timeout: 15_000 });
  await retry.getByTestId('give-up').click();
  const dialog = page.getByTestId('give-up-dialog');
  await expect(dialog).toBeVisible();
  // The stream goes on: the engine's retry begins while the reader still reads the question.
  server.double.fault.setFaults({ holdAfter: 104 });
  server.double.cutStreams();
  await expect(retry).toHaveAttribute('data-outcome', 'retried', { timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(retry.getByTestId('give-up-overrun')).toHaveText(
    'The retry started before Give up was confirmed: nothing was stopped.',
  );
  const article = page.locator('[role=article]:has([data-testid=give-up-overrun])');
  await expect(article).toBeFocused();
  expect(server.double.actions).toEqual([]);
});

test('a reader who comes while a retry waits can still retry it now or give up', async ({
  page,
}) => {
  // The session is opened while the child's failed request waits: the history brings the failure.
  server.double.fault.setFaults({ holdAfter: 102 });
  await walkToSessions(page);
  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  const planned = page.locator('[data-testid=retry-row][data-outcome=planned]');
  await expect(planned).toBeVisible({ timeout: 15_000 });
  await planned.getByTestId('retry-now').click();
  await expect
    .poll(() => server.double.actions)
    .toEqual([`/api/sessions/${CAPTURE_CHILD}/retry-now {}`]);
  await expect(planned.getByTestId('give-up')).toBeVisible();
});

test('a 401 in the middle of a live session asks for a sign-in in place and resumes the stream', async ({
  page,
}) => {
  server.double.fault.setFaults({ holdAfter: 60 });
  await walkToSessions(page);
  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  await expect(page.getByTestId('task-state')).toHaveAttribute('data-state', 'running');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');

  // The sign-in expires and the connection drops: the reconnect is refused.
  server.double.expireCookies();
  server.double.fault.setFaults({ holdAfter: Number.MAX_SAFE_INTEGER });
  server.double.cutStreams();
  const prompt = page.getByTestId('live-sign-in');
  await expect(prompt.getByTestId('login-reason')).toContainText(
    'Not signed in or the sign-in has expired.',
  );
  await signIn(page, PASSWORD, prompt);
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await expect(
    page.locator('[data-kind=text]', { hasText: lastAssistantText().slice(0, 40) }).first(),
  ).toBeAttached({ timeout: 15_000 });
  // It resumed after the last event it had, not from the start.
  const resumed = server.double.fault.connections.at(-1);
  expect(resumed?.lastEventId).toMatch(/^85c3bf63-\d+$/);
});

test('a session opened by URL while signed out asks for a sign-in, not "Closed: HTTP 401"', async ({
  page,
}) => {
  await page.goto(`${server.app.url}/?session=${CAPTURE_PARENT}`);
  const prompt = page.getByTestId('live-sign-in');
  await expect(prompt.getByTestId('login-reason')).toContainText('Not signed in');
  // The pill says what it waits for, not the bare status.
  await expect(page.getByTestId('connection-state')).toHaveText('Sign-in needed');
  await signIn(page, PASSWORD, prompt);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await expect(
    page.locator('[data-kind=text]', { hasText: lastAssistantText().slice(0, 40) }).first(),
  ).toBeAttached({ timeout: 15_000 });
});

test('an Allow met by an expired sign-in asks for it in place, then is sent; the pill stops saying Live', async ({
  page,
}) => {
  // The stream holds right after the first approval_request (its 31st event).
  server.double.fault.setFaults({ holdAfter: 31 });
  await walkToSessions(page);
  await row(page, CAPTURE_PARENT).getByTestId('open-live').click();
  const pill = page.getByTestId('connection-state');
  await expect(pill).toHaveText('Live');
  const allow = page.getByTestId('approve-allow').first();
  await expect(allow).toBeVisible({ timeout: 15_000 });

  // The sign-in expires while the stream stays open: only the action finds out.
  server.double.expireCookies();
  await allow.click();
  const prompt = page.getByTestId('live-sign-in');
  await expect(prompt.getByTestId('login-reason')).toContainText(
    'Not signed in or the sign-in has expired.',
  );
  await expect(pill).toHaveText('Sign-in needed');
  expect(server.double.actions).toEqual([]);

  await signIn(page, PASSWORD, prompt);
  await expect(prompt).toHaveCount(0);
  await expect
    .poll(() => server.double.actions)
    .toEqual([
      expect.stringMatching(
        new RegExp(`^/api/sessions/${CAPTURE_PARENT}/approvals/[^ ]+ \\{"decision":"allow"\\}$`),
      ),
    ]);
  await expect(pill).toHaveText('Live');
});

/** A server answering every request with the API's error shape. */
async function refusing(
  status: number,
  code: string,
  message: (req: IncomingMessage) => string,
): Promise<Server> {
  const server = createServer((req, res) =>
    res
      .writeHead(status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: { code, message: message(req) } })),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

/** The built app served with `--proxy` to `upstream`. */
const serveProxyTo = (upstream: string) =>
  startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist/', import.meta.url)),
    demo: false,
    proxy: upstream,
  });

test('served with no --proxy, the PenguinHarness tab asks for an address, and refuses one that is none', async ({
  page,
}) => {
  // Its config read (the demo's): this server forwards to none.
  await page.goto('/');
  await expect(page.getByTestId('app')).toBeVisible();
  await page.getByTestId('connect-button').click();
  await page.getByTestId('connect-tab-penguin').click();
  await expect(page.getByTestId('penguin-no-server')).toContainText(
    'forwards to no PenguinHarness server',
  );
  await expect(page.getByTestId('penguin-error')).toHaveCount(0);
  await page.getByTestId('penguin-base').fill('not a url');
  await expect(page.getByTestId('penguin-base-invalid')).toContainText('Not a server address');
  await expect(page.getByTestId('penguin-error')).toHaveCount(0);
});

test('an upstream with no PenguinHarness API, or none at all: the app says which, then its words', async ({
  page,
}) => {
  const other = await refusing(404, 'not_found', (req) => `no route ${req.method} ${req.url}`);
  const notPenguin = await serveProxyTo(
    `http://127.0.0.1:${(other.address() as AddressInfo).port}`,
  );
  try {
    await page.goto(notPenguin.url);
    await openServerBrowser(page);
    const error = page.getByTestId('penguin-error');
    await expect(error).toHaveAttribute('data-cause', 'not-penguin');
    await expect(error).toContainText('No PenguinHarness API at the server behind --proxy');
    await expect(error).toContainText('no route GET /api/projects');
    // No session to connect to there: Connect waits for a server that answers.
    await page.getByTestId('penguin-session').fill('session-x');
    await expect(page.getByTestId('penguin-connect')).toBeDisabled();
  } finally {
    await notPenguin.close();
    other.closeAllConnections();
    await new Promise<void>((r) => other.close(() => r()));
  }
  // A server that drops every connection unanswered.
  const silent = createServer((req) => req.socket.destroy());
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const down = await serveProxyTo(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
  try {
    let asked = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/projects') && (asked += 1)));
    await page.goto(down.url);
    await openServerBrowser(page);
    const error = page.getByTestId('penguin-error');
    await expect(error).toHaveAttribute('data-cause', 'unreachable');
    await expect(error).toContainText('Could not reach the server behind --proxy');
    const before = asked;
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => asked).toBe(before + 1);
    await expect(error).toHaveAttribute('data-cause', 'unreachable');
  } finally {
    await down.close();
    await new Promise<void>((r) => silent.close(() => r()));
  }
});

test('an upstream that serves no API under the name it is asked by: the app says what to change', async ({
  page,
}) => {
  const preview = await refusing(
    401,
    'unauthorized',
    () => 'The API is not served on the preview host',
  );
  const app = await serveProxyTo(`http://127.0.0.1:${(preview.address() as AddressInfo).port}`);
  try {
    await page.goto(app.url);
    await openServerBrowser(page);
    const error = page.getByTestId('penguin-error');
    await expect(error).toContainText('The API is not served on the preview host');
    await expect(error).toContainText('omniscope serve --proxy http://localhost:<port>');
    await expect(page.getByTestId('login-form')).toHaveCount(0);
    // A session opened by link: the stream's refusal says the same, in place of a sign-in form.
    await page.goto(`${app.url}/?session=s1`);
    await expect(page.getByTestId('live-wrong-host')).toContainText(
      'omniscope serve --proxy http://localhost:<port>',
    );
    await expect(page.getByTestId('login-form')).toHaveCount(0);
  } finally {
    await app.close();
    preview.closeAllConnections();
    await new Promise<void>((r) => preview.close(() => r()));
  }
});
