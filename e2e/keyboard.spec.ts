// A keyboard-only walk through the reference session: rows, turns, folding, copying, the
// subagent, search and the shortcuts list, with no mouse once the files are open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TRACE_FILES } from './support/fixtures';
import { gotoApp, openFixtures } from './support/open';
import { searchCount, searchInput } from './support/search';
import { openInspector } from './support/stream-debugger';

/** The row (feed article) that has the keyboard focus. */
const focusedRow = (page: Page): Locator =>
  page.locator('[data-testid=conversation] [role=article]:focus');

/** The data-index of the focused row, -1 when no row has the focus. */
const focusedIndex = (page: Page): Promise<number> =>
  focusedRow(page)
    .getAttribute('data-index', { timeout: 1000 })
    .then(Number)
    .catch(() => -1);

/** Focus moves in the frame after the key: wait for it to land on row `n`. */
const expectFocused = (page: Page, n: number) => expect.poll(() => focusedIndex(page)).toBe(n);

/** Presses `key` until the focused row holds `css`; fails after `max` presses. */
async function pressUntil(page: Page, key: string, css: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    const before = await focusedIndex(page);
    await page.keyboard.press(key);
    await expect.poll(() => focusedIndex(page)).not.toBe(before);
    if ((await focusedRow(page).locator(css).count()) > 0) return;
  }
  throw new Error(`no row with ${css} after ${max} presses of ${key}`);
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoApp(page);
  await openFixtures(page, TRACE_FILES);
});

test('the list is a feed of articles, with a visible focus ring on the row under the cursor', async ({
  page,
}) => {
  const list = page.getByTestId('conversation');
  await expect(list).toHaveAttribute('role', 'feed');
  await expect(list.locator('[role=article]').first()).toHaveAttribute('aria-posinset', '1');
  await page.keyboard.press('j');
  await expectFocused(page, 0);
  const ring = await focusedRow(page).evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('j');
  await expectFocused(page, 1);
  await page.keyboard.press('k');
  await expectFocused(page, 0);
});

test('j/k, [ ], g/G, o, c, f and Esc, all by keyboard', async ({ page }) => {
  const rows = Number(await page.getByTestId('conversation').getAttribute('data-rows'));
  await page.keyboard.press('j');
  await expectFocused(page, 0);

  // Turns: ] lands on each "Turn N" divider in order, [ goes back.
  await page.keyboard.press(']');
  const turn = focusedRow(page).getByTestId('request-begin');
  await expect(turn).toHaveAttribute('data-turn', '1');
  await page.keyboard.press(']');
  await expect(turn).toHaveAttribute('data-turn', '2');
  await page.keyboard.press('[');
  await expect(turn).toHaveAttribute('data-turn', '1');

  // o folds and unfolds a tool card; c copies what it holds.
  await pressUntil(page, 'j', '[data-kind=tool_call]');
  const card = focusedRow(page);
  await expect(card.getByTestId('tool-args')).toBeVisible();
  await page.keyboard.press('o');
  await expect(card.getByTestId('tool-args')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('tool-args')).toBeVisible();
  await page.keyboard.press('c');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('exec_command');

  // f opens the subagent under the cursor full-width; Esc comes back.
  await pressUntil(page, 'j', '[data-row-kind=child], [data-testid=child-card]');
  await page.keyboard.press('f');
  await expect(page.getByTestId('breadcrumb-step')).not.toHaveCount(0);
  await expect(page.locator('[data-item-id][data-session=""]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-item-id][data-session=""]').first()).toBeVisible();

  // G and g: the last row and the first.
  await page.keyboard.press('G');
  await expectFocused(page, rows - 1);
  await page.keyboard.press('g');
  await expectFocused(page, 0);
});

test('e and E go to the next and previous error or failed attempt', async ({ page }) => {
  await page.keyboard.press('e');
  // The reference session's first failure: the HTTP 500 its engine retried.
  await expect(focusedRow(page).locator('[data-testid=retry-row]')).toHaveAttribute(
    'data-status',
    'timeout',
  );
  const first = await focusedIndex(page);
  await page.keyboard.press('e');
  await expect.poll(() => focusedIndex(page)).toBeGreaterThan(first);
  await page.keyboard.press('E');
  await expectFocused(page, first);
});

test('search and its matches by keyboard: /, Enter, n and N, Esc', async ({ page }) => {
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('penguins');
  await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
  const total = Number(await searchCount(page).getAttribute('data-count'));
  expect(total).toBeGreaterThan(2);
  await page.keyboard.press('Enter');
  await expect(searchCount(page)).toContainText(`1 of`);
  // Out of the box (Tab to its buttons), n and N step through the matches.
  await page.keyboard.press('Tab');
  await page.keyboard.press('n');
  await expect(searchCount(page)).toContainText(`2 of ${total}`);
  await page.keyboard.press('N');
  await page.keyboard.press('N');
  await expect(searchCount(page)).toContainText(`${total} of ${total}`);
  await expect(page.locator('mark[data-current]')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-bar')).toHaveCount(0);
  await expect(page.locator('mark')).toHaveCount(0);
  // Ctrl+F opens the app's search, not the browser's.
  await page.keyboard.press('Control+f');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('penguins');
});

test('? lists every shortcut; Esc closes the list', async ({ page }) => {
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog).toBeVisible();
  for (const key of [
    '/',
    'j',
    'k',
    '[',
    ']',
    'e',
    'E',
    'n',
    'N',
    'o',
    'c',
    'g',
    'G',
    'f',
    'Esc',
    '?',
    'i',
    'Delete',
  ])
    await expect(
      dialog.locator('kbd', { hasText: new RegExp(`^${key.replace(/[[\]?/]/g, '\\$&')}$`) }),
    ).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('t and i move the focus into the panel they open, and back to the row when they close it', async ({
  page,
}) => {
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expectFocused(page, 1);
  for (const [key, name] of [
    ['t', 'Timeline'],
    ['i', 'Event inspector'],
  ] as const) {
    await page.keyboard.press(key);
    const panel = page.getByRole('region', { name });
    await expect(panel).toBeVisible();
    // A screen reader lands on what appeared, and Tab goes on inside it.
    await expect
      .poll(() => panel.evaluate((el) => el.contains(document.activeElement)), key)
      .toBe(true);
    await page.keyboard.press(key);
    await expect(panel).toBeHidden();
    await expectFocused(page, 1);
  }
});

test('on a select of the inspector, ? lists the shortcuts, Esc closes the search and i the inspector; a letter naming an option picks it', async ({
  page,
}) => {
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  const panel = await openInspector(page);
  const session = panel.getByTestId('event-filter-session');
  await session.focus();
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcuts-dialog')).toBeHidden();
  await session.focus();
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();
  // "t" (the timeline's key) picks the first type starting with it, as in any select.
  const type = panel.getByTestId('event-filter-type');
  await type.focus();
  await page.keyboard.press('t');
  await expect(type).toHaveValue(/^t/);
  await expect(page.getByTestId('timeline')).toHaveCount(0);
  await page.keyboard.press('i');
  await expect(panel).toBeHidden();
});
