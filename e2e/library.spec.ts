// `omniscope serve <folder>`: the library page on a generated PenguinHarness tree.
import { appendFileSync, copyFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { fileText, linesOf, tracesFolder } from '../test/support/library-tree';
import { createTraceBuilder } from '../test/support/trace-builder';
import { auditBothThemes } from './support/axe';
import { waitForLoaded } from './support/open';
import {
  CHILD,
  NEEDLE,
  NEEDLE_SESSION,
  PARENT,
  serveLibrary,
  writeLibraryTree,
  type LibraryTree,
} from './support/library-tree';

let app: RunningServer;
let tree: LibraryTree;

test.beforeAll(async () => {
  tree = writeLibraryTree(8);
  // Not text: listed among the problems, never read.
  writeFileSync(
    join(tree.root, 'photo_001.jsonl'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0a]),
  );
  // Text, but not UTF-8: listed as what it is, with how to convert it.
  copyFileSync(
    new URL('../fixtures/hostile/utf16le.jsonl', import.meta.url),
    join(tree.root, 'utf16le.jsonl'),
  );
  // No session yet: an empty file, and one whose only line waits for its newline.
  writeFileSync(join(tree.root, 'session-2026-12-02-10-00-00-0000aaaa_001.jsonl'), '');
  writeFileSync(
    join(tree.root, 'session-2026-12-02-10-00-00-0000bbbb_001.jsonl'),
    '{"timestamp":"2026-12-02T10:00:00.000Z","type":"session_meta","payload":{"session_id":"s',
  );
  app = await serveLibrary([tree.root]);
});
test.afterAll(async () => app.close());

const rows = (page: Page) => page.getByTestId('library-row');
const row = (page: Page, id: string) =>
  page.locator(`[data-testid=library-row][data-session-id="${id}"]`);
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('the library lists every session of the files, each child under its parent', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(rows(page)).toHaveCount(tree.sessions.length);
  const ids = await rows(page).evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-session-id')),
  );
  expect([...ids].sort()).toEqual([...tree.sessions].sort());
  expect(ids[ids.indexOf(PARENT) + 1]).toBe(CHILD);
  await expect(row(page, CHILD)).toHaveAttribute('data-depth', '1');
  expect(param(page, 'tab')).toBe('sessions');
  // A name its column cuts short is read whole on hover.
  for (const column of ['project', 'agent', 'model']) {
    const cell = row(page, PARENT).locator(`[data-column=${column}]`);
    const text = (await cell.textContent()) ?? '';
    expect(text).not.toBe('');
    await expect(cell).toHaveAttribute('title', text);
  }
  // On a phone the table scrolls sideways: its right edge fades while columns lie past it.
  const table = page.getByTestId('library-table');
  await expect(table).not.toHaveAttribute('data-more');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toHaveAttribute('data-more', 'right');
  // Scrolled sideways, each row's title stays at the table's left edge, its heading above it.
  await table.evaluate((el) => el.scrollTo({ left: 300 }));
  await expect(table).toHaveAttribute('data-more', 'both');
  const left = (await table.boundingBox())?.x;
  const title = row(page, PARENT).locator('[data-column=title]');
  expect((await title.boundingBox())?.x).toBe(left);
  expect((await page.getByTestId('library-sort-title').boundingBox())?.x).toBe(left);
  await expect(title).toBeVisible();
});

test('a binary file and a UTF-16 one are listed among the problems, not read', async ({ page }) => {
  await page.goto(app.url);
  const problems = page.getByTestId('library-problems');
  await expect(problems).toBeVisible();
  await problems.locator('summary').click();
  await expect(problems.locator('[data-problem=binary]')).toContainText('photo_001.jsonl');
  const utf16 = problems.locator('[data-problem=utf16]');
  await expect(utf16).toContainText('utf16le.jsonl');
  await expect(utf16).toContainText('iconv -f UTF-16LE -t UTF-8');
  await expect(rows(page)).toHaveCount(tree.sessions.length);
});

test('an empty file and one of a single torn line are listed as having no session yet', async ({
  page,
}) => {
  await page.goto(app.url);
  const problems = page.getByTestId('library-problems');
  await problems.locator('summary').click();
  const none = problems.locator('[data-problem=no-session]');
  await expect(none).toHaveCount(2);
  await expect(none.filter({ hasText: '0000aaaa_001.jsonl' })).toContainText(
    'the file is empty, perhaps still being written',
  );
  await expect(none.first()).toContainText('no session');
  await expect(none.filter({ hasText: '0000bbbb_001.jsonl' })).toContainText(
    'line 1, its only record, is incomplete: no newline at its end',
  );
  await expect(rows(page)).toHaveCount(tree.sessions.length);
});

test('a column sorts both ways, a filter narrows the rows, and the URL keeps the view', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(tree.sessions.length);
  await page.getByTestId('library-sort-requests').click();
  await expect(rows(page).first()).toHaveAttribute('data-session-id', PARENT);
  expect(param(page, 'sort')).toBe('requests');
  expect(param(page, 'desc')).toBe('1');
  await page.getByTestId('library-sort-requests').click();
  await expect(rows(page).nth(1)).not.toHaveAttribute('data-session-id', PARENT);
  await expect(page.getByTestId('library-filter-project')).toContainText('beta (2)');
  await page.getByTestId('library-filter-project').selectOption('beta');
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => param(page, 'project')).toBe('beta');
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('library-filter-project')).toHaveValue('beta');
});

test('Back returns to the view before another tab, filter or sort; a typed search is one step', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library`);
  await expect(rows(page)).toHaveCount(tree.sessions.length);
  await page.getByTestId('library-filter-project').selectOption('beta');
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('library-sort-requests').click();
  await expect.poll(() => param(page, 'sort')).toBe('requests');
  await page.getByTestId('library-tab-stats').click();
  await expect(page.getByTestId('library-stats')).toBeVisible();
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
  expect(param(page, 'sort')).toBe('requests');
  await page.goBack();
  await expect.poll(() => param(page, 'sort')).toBeNull();
  await expect(page.getByTestId('library-filter-project')).toHaveValue('beta');
  await page.goBack();
  await expect(rows(page)).toHaveCount(tree.sessions.length);
  await expect(page.getByTestId('library-filter-project')).toHaveValue('');
  await page.goForward();
  await expect(rows(page)).toHaveCount(2);
  // A search typed letter by letter is one entry, not one a letter.
  await page.getByTestId('library-tab-search').click();
  await page.getByTestId('library-search').fill('needle');
  await expect.poll(() => param(page, 'q')).toBe('needle');
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
});

test('Has errors finds a session whose failed attempts were retried, as its own filter does', async ({
  page,
}) => {
  await page.goto(app.url);
  const errors = page.getByTestId('library-filter-errors');
  // beta's two failed sessions, and the reference session: three failed attempts, each retried
  // (its "errors & failed attempts" chip shows them). Before, "Has errors" left it out.
  await expect(page.locator('label', { has: errors })).toContainText('Has errors (3)');
  await errors.check();
  await expect(row(page, PARENT)).toBeVisible();
});

test('a click opens the session whole, its child included', async ({ page }) => {
  await page.goto(app.url);
  await row(page, PARENT).click();
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-title')).toContainText('Find the flaky test');
  await expect(page.getByText('Read test/clock.test.ts').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll('trace')).toHaveLength(2);
  expect(param(page, 'focus')).toBeNull();
  // Back in the library from the header.
  await page.getByTestId('library-link').click();
  await expect(rows(page)).toHaveCount(tree.sessions.length);
});

test('a child row opens its family with the child in focus, as f on its card does', async ({
  page,
}) => {
  await page.goto(app.url);
  await row(page, CHILD).click();
  await waitForLoaded(page);
  expect(new URL(page.url()).searchParams.getAll('trace')).toHaveLength(2);
  expect(param(page, 'focus')).toBe(CHILD);
  const crumb = page.getByTestId('focus-breadcrumb');
  await expect(crumb.locator('[aria-current=page]')).toContainText('0000bbbb');
  await expect(page.getByText('Read test/clock.test.ts').first()).toBeVisible();
  await expect(page.locator('[data-item-id][data-session=""]')).toHaveCount(0);
  // The parent is one step up: the whole family is open.
  await crumb.getByRole('button', { name: 'Main session' }).click();
  await expect(page.getByText('Find the flaky test').first()).toBeVisible();
  await expect.poll(() => param(page, 'focus')).toBeNull();
});

test('a hit in a child opens the child in focus at that record', async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=search&q=clock.test`);
  const hit = page.locator(`[data-testid=library-hit][data-session-id="${CHILD}"]`).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await waitForLoaded(page);
  expect(param(page, 'focus')).toBe(CHILD);
  expect(param(page, 'record')).toBe(`${CHILD}_001.jsonl:2`);
  await expect(page.getByTestId('focus-breadcrumb')).toBeVisible();
  await expect(
    page.locator('[role=article]', { has: page.getByTestId('row-selected') }),
  ).toContainText('Read test/clock.test.ts');
});

test('search across sessions counts, marks and opens the right record with the search on', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&tab=search`);
  // Before a query, the tab says what it searches; a query nothing matches says so.
  await expect(page.getByTestId('library-search-hint')).toContainText('tool names, arguments');
  await page.getByTestId('library-search').fill('no such words anywhere');
  await expect(page.getByTestId('library-hit-count')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('library-search-none')).toContainText(
    'Nothing matches “no such words anywhere”',
  );
  await expect(page.getByTestId('library-search-hint')).toHaveCount(0);
  await page.getByTestId('library-search').fill(NEEDLE);
  await expect(page.getByTestId('library-search-none')).toHaveCount(0);
  await expect(page.getByTestId('library-hit-count')).toHaveAttribute('data-count', '1');
  const hit = page.getByTestId('library-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText(NEEDLE);
  await hit.click();
  await waitForLoaded(page);
  expect(param(page, 'record')).toBe(`${NEEDLE_SESSION}_001.jsonl:2`);
  await expect(page.getByTestId('search-input')).toHaveValue(NEEDLE);
  await expect(
    page.locator('[role=article]', { has: page.getByTestId('row-selected') }),
  ).toContainText(NEEDLE);
});

test('trace text is drawn as text, never as HTML', async ({ page }) => {
  const id = 'session-2026-01-08-10-00-00-0000dead';
  tree.addSession(id, '<img src=x onerror="window.__pwned=1"> injected');
  await page.goto(`${app.url}/?library&tab=search&q=${encodeURIComponent('onerror')}`);
  await expect(page.getByTestId('library-hit-count')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('library-hit')).toContainText('<img src=x');
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
});

test('a hit in text with terminal colours reads as plain text, the codes dropped', async ({
  page,
}) => {
  const id = 'session-2026-01-08-11-00-00-0000c0de';
  tree.addSession(id, 'Build log: \u001b[31mtypecheck failed\u001b[0m in src/limiter.ts');
  await page.goto(`${app.url}/?library&tab=search&q=${encodeURIComponent('typecheck failed')}`);
  const hit = page.getByTestId('library-hit').filter({ hasText: 'limiter' });
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText('typecheck failed');
  const text = (await hit.textContent()) ?? '';
  expect(text).not.toContain('\u001b');
  expect(text).not.toContain('[31m');
});

test('on a phone, a hit deep in a long text shows its match, the text before it cut at its start', async ({
  page,
}) => {
  const id = 'session-2026-01-08-12-00-00-0000feed';
  const before = 'The gateway rate limiter was reset at midnight by the nightly cron job, and then';
  tree.addSession(id, `${before} quokkaburst took every request until noon.`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}/?library&tab=search&q=quokkaburst`);
  const hit = page.getByTestId('library-hit');
  await expect(hit).toHaveCount(1);
  const line = await hit.boundingBox();
  const mark = await hit.locator('mark').boundingBox();
  if (!line || !mark) throw new Error('the hit is not drawn');
  expect(mark.x).toBeGreaterThanOrEqual(line.x);
  expect(mark.x + mark.width).toBeLessThanOrEqual(line.x + line.width);
  // Words and the gap before the match kept: its name reads as the text does.
  await expect(hit).toContainText('and then quokkaburst took');
});

test('a session written while the page is open appears without a reload', async ({ page }) => {
  await page.goto(app.url);
  await expect(rows(page).first()).toBeVisible();
  const before = await rows(page).count();
  const id = 'session-2026-01-09-10-00-00-0000beef';
  tree.addSession(id, 'A session that started just now');
  // Watched folder, a short settle and the page's one-second poll: a stalled watch misses by far.
  await expect(row(page, id)).toBeVisible({ timeout: 5000 });
  await expect(rows(page)).toHaveCount(before + 1);
});

test('a session still being written reads running, one that stopped long ago cut off', async ({
  page,
}) => {
  const b = createTraceBuilder({ start: '2026-01-08T10:00:00.000Z', step: 1000 });
  const dir = tracesFolder(tree.root, 'acme', 'coder', '2026-01-08');
  const writing = 'session-2026-01-08-10-00-00-0000f001';
  const stopped = 'session-2026-01-08-10-00-00-0000f002';
  // Each ends mid-request, as a file the harness is writing does.
  const asking = (id: string) =>
    linesOf([b.makeMeta({ session_id: id }), b.text('user', 'Fix the build'), b.begin()]);
  const stoppedPath = join(dir, `${stopped}_001.jsonl`);
  writeFileSync(stoppedPath, fileText(asking(stopped)));
  const hourAgo = (Date.now() - 3_600_000) / 1000;
  utimesSync(stoppedPath, hourAgo, hourAgo);
  const writingPath = join(dir, `${writing}_001.jsonl`);
  writeFileSync(writingPath, fileText(asking(writing)));
  await page.goto(app.url);
  const status = (id: string) => row(page, id).locator('[data-column=status]');
  await expect(status(writing)).toHaveText('running', { timeout: 5000 });
  await expect(status(stopped)).toHaveText('cut off');
  // The request ends: the row follows.
  appendFileSync(
    writingPath,
    fileText(linesOf([b.text('assistant', 'Fixed.'), b.end('completed')])),
  );
  await expect(status(writing)).toHaveText('completed', { timeout: 5000 });
});

test('the library passes the accessibility audit: sessions, search with hits, stats', async ({
  page,
}) => {
  // Six axe runs over a full page: as slow as the audits of accessibility.spec.ts.
  test.setTimeout(180_000);
  await page.goto(app.url);
  await expect(row(page, PARENT)).toBeVisible();
  await auditBothThemes(page, 'library sessions');
  await page.goto(`${app.url}/?library&tab=search&q=${encodeURIComponent(NEEDLE)}`);
  await expect(page.getByTestId('library-hit').first()).toBeVisible();
  await auditBothThemes(page, 'library search');
  await page.getByTestId('library-tab-stats').click();
  await expect(page.getByTestId('library-stats')).toBeVisible();
  await auditBothThemes(page, 'library stats');
});
