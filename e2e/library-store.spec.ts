// `omniscope serve --library <postgres-url>`: the team store on the real PostgreSQL server
// (test/support/postgres-server.ts), its Trace files deleted after the ingest as if they lived on
// the agent machine: a session still opens whole, rebuilt from the store's records.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/index';
import { connectClient } from '../server/library/postgres/connect';
import { ingestPaths } from '../server/library/postgres/ingest';
import { openPostgresLibrary, type PostgresLibrary } from '../server/library/postgres/library-sql';
import { createStore, startTestServer } from '../test/support/postgres-server';
import { waitForLoaded } from './support/open';
import {
  CHILD,
  NEEDLE,
  NEEDLE_SESSION,
  PARENT,
  writeLibraryTree,
  type LibraryTree,
} from './support/library-tree';

let app: RunningServer;
let served: PostgresLibrary;
let drop: (() => Promise<void>) | undefined;
let tree: LibraryTree;
let roles: { ownerUrl: string; readerRole: string; readerPassword: string };

test.beforeAll(async () => {
  const server = await startTestServer();
  drop = server.drop;
  const { ownerUrl, readerRole, readerPassword } = server;
  if (!ownerUrl || !readerRole || !readerPassword)
    throw new Error(server.problem ?? 'no PostgreSQL test server');
  roles = { ownerUrl, readerRole, readerPassword };
  const store = await createStore(roles);
  tree = writeLibraryTree(8);
  const client = await connectClient(new URL(store.url), 'omniscope e2e');
  try {
    await ingestPaths(client, [tree.root], { machine: 'agent-1' });
  } finally {
    await client.end();
  }
  rmSync(tree.root, { recursive: true });
  served = await openPostgresLibrary(new URL(store.readerUrl));
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    demo: false,
    libraryStore: served.sql,
  });
});
test.afterAll(async () => {
  await app?.close();
  await served?.close();
  await drop?.();
});

const rows = (page: Page) => page.getByTestId('library-row');
const row = (page: Page, id: string) =>
  page.locator(`[data-testid=library-row][data-session-id="${id}"]`);

test('a click opens a session whose files are gone, its rows and its child', async ({ page }) => {
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(tree.sessions.length);
  // Indexed by the machines that ingested it, not here: no "0 sessions indexed".
  await expect(page.getByTestId('library-status')).toHaveText('Team store · read-only');
  await row(page, PARENT).click();
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-title')).toContainText('Find the flaky test');
  await expect(page.getByText('upstream 503').first()).toBeVisible();
  await expect(page.getByText('Denied by user').first()).toBeVisible();
  await expect(page.getByText('Read test/clock.test.ts').first()).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Session' }).getByRole('button', { name: /child …0000bbbb/ }),
  ).toBeVisible();
  const traces = new URL(page.url()).searchParams.getAll('trace');
  expect(traces.map((t) => new URL(t, app.url).searchParams.get('machine'))).toEqual([
    'agent-1',
    'agent-1',
  ]);
  expect(traces.some((t) => t.includes(CHILD))).toBe(true);
});

test('a search hit opens its record in the session rebuilt from the store', async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=search`);
  await page.getByTestId('library-search').fill(NEEDLE);
  await page.getByTestId('library-hit').click();
  await waitForLoaded(page);
  expect(new URL(page.url()).searchParams.get('record')).toBe(`${NEEDLE_SESSION}_001.jsonl:2`);
  await expect(
    page.locator('[role=article]', { has: page.getByTestId('row-selected') }),
  ).toContainText(NEEDLE);
});

test('a store no ingest has written yet says how to fill it, in both languages and the API', async ({
  page,
}) => {
  const store = await createStore(roles);
  const empty = await openPostgresLibrary(new URL(store.readerUrl));
  const emptyApp = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    demo: false,
    libraryStore: empty.sql,
  });
  try {
    const answer = await fetch(`${emptyApp.url}/api/library/sessions`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: { code: 'store_empty', message: expect.stringContaining('omniscope ingest') },
    });
    await page.goto(`${emptyApp.url}/?library&lang=en`);
    const notice = page.getByTestId('library-store-empty');
    await expect(notice).toHaveText(/^The team store has no sessions yet: run `omniscope ingest/);
    await expect(page.getByText('does not exist')).toHaveCount(0);
    await page.goto(`${emptyApp.url}/?library&lang=zh`);
    await expect(notice).toContainText('团队库里还没有会话');
    // The first ingest fills it: the page shows its sessions without a reload.
    const client = await connectClient(new URL(store.url), 'omniscope e2e');
    try {
      await ingestPaths(client, [writeLibraryTree(1).root], { machine: 'agent-1' });
    } finally {
      await client.end();
    }
    await expect(rows(page)).toHaveCount(3, { timeout: 5000 });
    await expect(notice).toHaveCount(0);
  } finally {
    await emptyApp.close();
    await empty.close();
  }
});
