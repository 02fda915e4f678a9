// The library page as a reader meets it: hostile names drawn as codes, long titles read whole on
// hover, the start column whole in Chinese, and rows reached and opened from the keyboard.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { waitForLoaded } from './support/open';
import { serveLibrary, writeLibraryTree, type LibraryTree } from './support/library-tree';

const BIDI_FIXTURE = fileURLToPath(
  new URL('../fixtures/hostile/bidi-names.jsonl', import.meta.url),
);
const SPOOFED_TOOL = 'exec_\u202Eenilno\u2066_command';
const SHOWN_TOOL = 'exec_⟨U+202E⟩enilno⟨U+2066⟩_command';
/** Longer than the 120 characters a tab or a list's column used to be given. */
const LONG_TITLE = `Please ${'delegate reading notes.txt to a subagent, double-check what it read, '.repeat(3)}and report`;
const LONG_SESSION = 'session-2026-01-07-12-00-00-00001009';

let app: RunningServer;
let tree: LibraryTree;

test.beforeAll(async () => {
  tree = writeLibraryTree(4);
  copyFileSync(BIDI_FIXTURE, join(tree.root, 'bidi-names.jsonl'));
  tree.addSession(LONG_SESSION, LONG_TITLE);
  app = await serveLibrary([tree.root]);
});
test.afterAll(async () => app.close());

const rows = (page: Page) => page.getByTestId('library-row');
const row = (page: Page, id: string) =>
  page.locator(`[data-testid=library-row][data-session-id="${id}"]`);
/** Every session of the tree: its own, the hostile fixture's and the long one. */
const SESSIONS = 4 + 2 + 2;

/** What the page shows in text, tooltips, labels and options that holds a bidi control. */
const shownBidi = (page: Page) =>
  page.evaluate(() => {
    const bidi = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
    const shown = [document.body.innerText];
    for (const el of document.querySelectorAll('*'))
      for (const name of ['title', 'aria-label', 'data-ticks'])
        shown.push(el.getAttribute(name) ?? '');
    for (const o of document.querySelectorAll('option')) shown.push(o.text);
    return shown.filter((s) => bidi.test(s));
  });

test('a name with bidi controls is drawn with their codes in rows, filters, stats and hits', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(SESSIONS);
  const tool = page.getByTestId('library-filter-tool');
  await expect(tool.locator('option', { hasText: SHOWN_TOOL })).toHaveCount(1);
  // The option still filters by the name the index holds.
  await tool.selectOption(SPOOFED_TOOL);
  await expect(rows(page)).toHaveCount(1);
  expect(await shownBidi(page)).toEqual([]);

  await page.goto(`${app.url}/?library&tab=stats`);
  const toolRow = page.locator(`[data-testid=library-stats-tool][data-tool="${SPOOFED_TOOL}"]`);
  await expect(toolRow).toContainText(SHOWN_TOOL);
  await expect(toolRow.locator('[data-invisible="U+202E"]')).toHaveCount(1);
  expect(await shownBidi(page)).toEqual([]);

  await page.goto(`${app.url}/?library&tab=search&q=${encodeURIComponent('txt.exe')}`);
  await expect(page.getByTestId('library-hit').first()).toContainText('⟨U+202E⟩txt.exe');
  expect(await shownBidi(page)).toEqual([]);
});

test('a long title is read whole on hover, in its row and in the tab it opens', async ({
  page,
}) => {
  await page.goto(app.url);
  const title = row(page, LONG_SESSION).locator('[data-column=title]');
  await expect(title).toHaveAttribute('title', LONG_TITLE);
  await title.click();
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-tab')).toHaveAttribute('title', LONG_TITLE);
});

/** Each start cell's text against its room: [needed, given] in pixels. */
const startCells = (page: Page) =>
  rows(page)
    .locator('[data-column=started_at]')
    .evaluateAll((els) => els.map((e) => [e.scrollWidth, e.clientWidth] as const));

test('the start column shows the whole date and time in Chinese, no wider in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['zh', 'en']) {
    await page.goto(`${app.url}/?library&lang=${lang}`);
    await expect(rows(page)).toHaveCount(SESSIONS);
    for (const [needed, given] of await startCells(page)) {
      expect(needed, lang).toBeLessThanOrEqual(given);
      // The column was 7.5rem: English lost nothing to the fix.
      if (lang === 'en') expect(given).toBeLessThanOrEqual(120);
    }
  }
});

test('rows show a focus ring, arrows and j/k move between them, Enter opens one', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(SESSIONS);
  const focusedId = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-session-id') ?? null);
  const id = (i: number) => rows(page).nth(i).getAttribute('data-session-id');
  // From the last heading, Tab reaches the rows.
  await page.getByTestId('library-sort-children').focus();
  await page.keyboard.press('Tab');
  await expect.poll(focusedId).toBe(await id(0));
  const ring = await rows(page)
    .nth(0)
    .evaluate((el) => getComputedStyle(el, '::after').boxShadow);
  expect(ring).toMatch(/rgb\(97, 95, 255\)|oklch\(0\.585 0\.233 277\.117\)/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedId).toBe(await id(1));
  await page.keyboard.press('j');
  await expect.poll(focusedId).toBe(await id(2));
  await page.keyboard.press('k');
  await expect.poll(focusedId).toBe(await id(1));
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedId).toBe(await id(0));
  // The first row is as far as the arrows go.
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedId).toBe(await id(0));
  // One row at a time is in the Tab order: Tab leaves the table rather than walking its rows.
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedId).toBe(await id(1));
  await page.keyboard.press('Tab');
  await expect.poll(focusedId).toBeNull();
  await page.keyboard.press('Shift+Tab');
  const opened = await id(1);
  await expect.poll(focusedId).toBe(opened);
  await page.keyboard.press('Enter');
  await waitForLoaded(page);
  expect(new URL(page.url()).searchParams.getAll('trace').join(' ')).toContain(opened);
});

test('on a phone, Tab from the last heading enters the rows at their start', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(SESSIONS);
  const table = page.getByTestId('library-table');
  // Each heading is shown as it is focused: the last one is at the table's far end.
  await page.getByTestId('library-sort-children').focus();
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(rows(page).nth(0)).toBeFocused();
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBe(0);
  // Moving between rows keeps where the reader scrolled to.
  await table.evaluate((el) => el.scrollTo({ left: 200 }));
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  expect(await table.evaluate((el) => el.scrollLeft)).toBe(200);
});

test('a failed page of rows is asked again after a pause, not in a loop, and shows once answered', async ({
  page,
}) => {
  let asked = 0;
  const failing = async (route: Route) => {
    asked += 1;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'bad_query', message: 'the store is down' } }),
    });
  };
  await page.route('**/api/library/sessions?*', failing);
  await page.goto(`${app.url}/?library`);
  await expect(page.getByText('the store is down')).toBeVisible();
  await page.waitForTimeout(2000);
  // The first ask, and none while the pause runs (the loop sent dozens a second).
  expect(asked).toBe(1);
  await page.unroute('**/api/library/sessions?*', failing);
  await expect(rows(page)).toHaveCount(SESSIONS, { timeout: 10_000 });
  await expect(page.getByText('the store is down')).toBeHidden();
});
