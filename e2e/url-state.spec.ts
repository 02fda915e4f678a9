// The URL says what is open and what the reader looks at: a reload or the same URL elsewhere
// gives the same view, and each row's "copy link" opens that row.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { CHILD_001, CHILD_ID, PARENT_001, PARENT_002, fixturePath } from './support/fixtures';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';
import { copyRowLink } from './support/list';
import {
  openServerBrowser,
  signIn,
  startProxiedDouble,
  type ProxiedDouble,
} from './support/penguin-server';
import { findRow } from './sessions-helpers';
import { filterChip } from './support/filter-chip';

test.describe.configure({ timeout: 120_000 });

const SAMPLE = `/samples/penguin-session-a/${PARENT_001}`;
// Line 46 of the parent's first file: the last answer before the compaction, far down the list.
const LINE_46 = `${PARENT_001}:46`;
const LINE_46_TEXT = 'Done. The notes say penguins are arctic birds';

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const selected = (page: Page) => page.getByTestId('row-selected');
/** The row outlined as selected: its whole frame, not only the outline. */
const selectedRow = (page: Page) => page.locator('[role=article]', { has: selected(page) });

test.describe('a live PenguinHarness connection', () => {
  let server: ProxiedDouble;
  test.beforeAll(async () => {
    server = await startProxiedDouble();
  });
  test.afterAll(async () => server.close());

  test('made from the Connect panel, it reconnects after a reload with its search', async ({
    page,
  }) => {
    await page.goto(server.app.url);
    // Served with --proxy, the app starts on the Connect panel.
    await expect(page.getByTestId('connect-panel')).toBeVisible();
    // One project with one agent: the browser goes straight to its sessions.
    await openServerBrowser(page);
    await signIn(page);
    await page
      .locator(`[data-testid=server-session][data-session-id="${CAPTURE_PARENT}"]`)
      .getByTestId('open-live')
      .click();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await page.keyboard.press('/');
    await page.getByTestId('search-input').fill('penguin');
    await expect(page.getByTestId('search-count')).toHaveAttribute('data-state', 'done');
    const count = await page.getByTestId('search-count').getAttribute('data-count');
    expect(Number(count)).toBeGreaterThan(0);
    await expect.poll(() => param(page, 'session')).toBe(CAPTURE_PARENT);
    await expect.poll(() => param(page, 'q')).toBe('penguin');

    await page.reload();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('start-page')).toHaveCount(0);
    await expect(page.getByTestId('connect-panel')).not.toBeVisible();
    await expect(page.getByTestId('search-input')).toHaveValue('penguin');
    await expect(page.getByTestId('search-count')).toHaveAttribute('data-count', count ?? '');
    expect(new URL(page.url()).searchParams.get('session')).toBe(CAPTURE_PARENT);
  });
});

test('a ?trace=…&record=… URL scrolls to that record and outlines it', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await gotoApp(page, `/?trace=${SAMPLE}&record=${encodeURIComponent(LINE_46)}`);
  await waitForLoaded(page);
  await expect(selected(page)).toHaveCount(1);
  await expect(selectedRow(page)).toContainText(LINE_46_TEXT);
  await expect(selectedRow(page)).toBeInViewport();
  // The URL keeps naming it.
  await expect.poll(() => param(page, 'record')).toBe(LINE_46);
});

test('copy link gives a URL that opens the same row', async ({ page, context }) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await gotoApp(page, `/?trace=${SAMPLE}`);
  await waitForLoaded(page);
  const link = await copyRowLink(page, 'Now a command the user should refuse');
  expect(link.searchParams.get('record')).toBe(`${PARENT_001}:13`);

  const other = await context.newPage();
  await other.setViewportSize({ width: 1000, height: 600 });
  await gotoApp(other, `${link.pathname}${link.search}`);
  await waitForLoaded(other);
  await expect(selectedRow(other)).toContainText('Now a command the user should refuse');
  await expect(selectedRow(other)).toBeInViewport();
});

test('a link to a dropped file asks for the file, then opens its view', async ({ page }) => {
  await gotoApp(page);
  await pickFiles(page, [fixturePath(PARENT_001)]);
  await waitForLoaded(page);
  await (await findRow(page, '[data-kind=text]', LINE_46_TEXT)).click();
  await expect.poll(() => param(page, 'record')).toBe(LINE_46);
  expect(param(page, 'file')).toBe(PARENT_001);
  expect(param(page, 'trace')).toBeNull();

  await page.reload();
  await expect(page.getByTestId('reopen-file')).toContainText(PARENT_001);
  // The link still names the file and the record while it waits.
  expect(param(page, 'record')).toBe(LINE_46);
  await pickFiles(page, [fixturePath(PARENT_001)]);
  await waitForLoaded(page);
  await expect(selectedRow(page)).toContainText(LINE_46_TEXT);
  await expect(selectedRow(page)).toBeInViewport();
});

test('filters are in the URL: chosen, they are written; reloaded, they are back', async ({
  page,
}) => {
  await gotoApp(page, `/?trace=${SAMPLE}`);
  await waitForLoaded(page);
  const chip = (name: string) => filterChip(page, name);
  await chip('tools').click();
  await chip('denied').click();
  await expect.poll(() => param(page, 'filter.kinds')).toBe('tools');
  await expect.poll(() => param(page, 'filter.statuses')).toBe('denied');
  const items = page.getByTestId('conversation').locator('[data-item-id]');
  await expect(items).toHaveCount(1);

  await page.reload();
  await waitForLoaded(page);
  await expect(chip('tools')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('denied')).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(1);
  await expect(items.locator('[data-tool-call-id]')).toHaveAttribute('data-decision', 'deny');
});

test('?trace= URLs of a parent and its child, named freely, open as one session; a reload keeps its view', async ({
  page,
}) => {
  // Names that do not say the session: only the files' first lines can group them.
  const renamed: Record<string, string> = {
    'helper.jsonl': CHILD_001,
    'main-1.jsonl': PARENT_001,
    'main-2.jsonl': PARENT_002,
  };
  await page.route('**/renamed/*', (route) => {
    const file = renamed[new URL(route.request().url()).pathname.split('/').pop() ?? ''];
    return file
      ? route.fulfill({ body: readFileSync(fixturePath(file), 'utf8') })
      : route.fulfill({ status: 404 });
  });
  const urls = Object.keys(renamed).map(
    (name) => `trace=${encodeURIComponent(`/renamed/${name}`)}`,
  );
  await gotoApp(page, `/?${urls.join('&')}`);
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-tab')).toHaveCount(1);
  const answer = '(child done)';
  await findRow(page, `[data-testid=child-card][data-child-session="${CHILD_ID}"]`);
  await (await findRow(page, '[data-kind=text]', answer)).click();
  await expect.poll(() => param(page, 'record')).toBe('helper.jsonl:16');
  await page.keyboard.press('/');
  await page.getByTestId('search-input').fill('penguin');
  await page.getByTestId('filter-bar').getByTestId('filter-messages').click();
  await expect.poll(() => param(page, 'q')).toBe('penguin');
  await expect.poll(() => param(page, 'filter.kinds')).toBe('messages');
  expect(new URL(page.url()).searchParams.getAll('trace')).toHaveLength(3);

  await page.reload();
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-tab')).toHaveCount(1);
  await expect(selectedRow(page)).toContainText(answer);
  await expect(selectedRow(page)).toBeInViewport();
  await expect(page.getByTestId('search-input')).toHaveValue('penguin');
  await expect(page.getByTestId('filter-bar').getByTestId('filter-messages')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
