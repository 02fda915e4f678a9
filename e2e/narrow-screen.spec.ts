// On a phone (360–420 px) the header is one line, its actions folded into a menu where each is
// reachable; side panels open as drawers over the conversation, which never gets squeezed.
import { expect, test, type Page } from '@playwright/test';
import { TRACE_FILES, fixturePath } from './support/fixtures';
import { conversation, revealIn } from './support/list';
import { gotoApp, openFixtures, pickFiles, waitForLoaded } from './support/open';
import { openInspector, travelTo } from './support/stream-debugger';
import { search } from './support/search';
import { keptOutputCase, wideTableCase, writeCase } from './rendering-case';

/** The header's actions with a trace open (Folder shows only once a folder was opened). */
const ACTIONS = [
  'runs-compare-toggle',
  'open-files',
  'save-button',
  'redact-toggle',
  'connect-button',
  'language-switch',
  'theme-toggle',
] as const;

const headerHeight = async (page: Page) =>
  (await page.getByRole('banner').boundingBox())?.height ?? 0;
const width = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).boundingBox())?.width ?? 0;

for (const w of [360, 390, 420])
  test(`at ${w} px the header is one line and every action is in its menu`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFixtures(page, TRACE_FILES);
    const oneRow = await headerHeight(page);
    await page.setViewportSize({ width: w, height: 800 });
    await expect.poll(() => headerHeight(page)).toBe(oneRow);
    await expect(page.getByTestId('doc-tab')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);

    const menu = page.getByTestId('header-menu');
    for (const id of ACTIONS) await expect(page.getByTestId(id)).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const id of ACTIONS) await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
    // Opening the menu did not grow the header: the menu lies over the page.
    expect(await headerHeight(page)).toBe(oneRow);
    // Each action is one full line of the menu, and says what it does in words.
    const widths = await Promise.all(ACTIONS.map((id) => width(page, id)));
    expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
    await expect(page.getByTestId('language-switch')).toHaveText('Language中文');
    await expect(page.getByTestId('theme-toggle')).toHaveText(/^Theme: /);

    // An action works from the menu, and Escape closes the menu back onto its button.
    await page.getByTestId('connect-button').click();
    await expect(page.getByTestId('connect-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('connect-panel')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(page.getByTestId('connect-button')).toBeHidden();
  });

/** The document's controls on a phone: one line, each whole on screen, in either language. */
const DOC_CONTROLS = [
  'diagnostic-count',
  'outline-toggle',
  'timeline-toggle',
  'inspector-toggle',
  'doc-details-toggle',
] as const;

/** Whether the element scrolls sideways: what lies past its edge would need a swipe to see. */
const scrollsSideways = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.scrollWidth > el.clientWidth + 1);

for (const w of [360, 390, 420])
  for (const lang of ['en', 'zh'])
    test(`at ${w} px the document's controls are one line below its title, none cut, details below them (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: w, height: 800 });
      await gotoApp(page, `/?lang=${lang}`);
      await openFixtures(page, TRACE_FILES);
      const chips = page.getByTestId('doc-summary-chips');
      // Each control's middle on one line, below the title, and whole on screen.
      const middles: number[] = [];
      for (const id of DOC_CONTROLS) {
        await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
        const box = await page.getByTestId(id).boundingBox();
        middles.push(Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2));
      }
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
      const title = await page.getByTestId('doc-title').boundingBox();
      const row = await chips.boundingBox();
      expect(row && title && row.y >= title.y + title.height).toBe(true);
      expect(await scrollsSideways(page, 'doc-summary-chips')).toBe(false);
      await expect(page.getByTestId('diagnostic-count')).toHaveAccessibleName(
        lang === 'en' ? '0 errors · 0 warnings' : '0 个错误 · 0 个警告',
      );
      // What only informs waits behind Details; shown, it wraps below, every part on screen.
      await expect(page.getByTestId('doc-model')).toBeHidden();
      await expect(page.getByTestId('load-status')).toBeHidden();
      await page.getByTestId('doc-details-toggle').click();
      await expect(page.getByTestId('doc-details-toggle')).toHaveAttribute('aria-expanded', 'true');
      for (const id of ['doc-model', 'doc-spend', 'price-table-toggle', 'load-status'])
        await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 });
      expect(await scrollsSideways(page, 'doc-summary-chips')).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        w,
      );
      // Prices, which lay past the screen's edge, works; the last toggle does too.
      await page.getByTestId('price-table-toggle').click();
      await expect(page.getByTestId('price-table')).toBeVisible();
      await page.getByTestId('price-table-close').click();
      await page.getByTestId('timeline-toggle').click();
      await expect(page.getByTestId('timeline')).toBeVisible();
    });

test('at 390 px an action taken from the menu folds it away; Save keeps it for its own menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  const menu = page.getByTestId('header-menu');
  await menu.click();
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-menu')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-menu')).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByTestId('runs-compare-toggle').click();
  // The view it opened is not left under the menu: the menu folds, its button takes the focus.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('header-actions')).toBeHidden();
  await expect(page.getByTestId('runs-compare')).toBeVisible();
  await expect(menu).toBeFocused();
});

test("at 390 px a token row's figures take a line of their own below its label, two lines at most", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  const usage = await revealIn(page.getByTestId('conversation'), page.getByTestId('token-usage'));
  const tops = await usage
    .locator('[data-field]')
    .evaluateAll((chips) => chips.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops).toHaveLength(5);
  // Beside the label and the time they wrapped into four lines.
  expect(new Set(tops).size).toBeLessThanOrEqual(2);
  const label = await usage.getByText('Tokens', { exact: true }).boundingBox();
  expect(label && Math.min(...tops) > label.y + label.height - 1).toBe(true);
  // The time keeps the line's end, as on the other rows.
  const [row, time] = await Promise.all([usage.boundingBox(), usage.locator('time').boundingBox()]);
  expect(row && time && row.x + row.width - (time.x + time.width)).toBeLessThan(16);
});

test("at 390 px a session's paths wrap after their separators, not in the middle of a name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  const workspace = page.getByText('/home/dev/.penguin/').first();
  await expect(workspace).toBeVisible();
  // The last character of each drawn line, read from where each character lands.
  const lineEnds = await workspace.evaluate((el) => {
    const ends: string[] = [];
    let top: number | null = null;
    let last = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = range.getBoundingClientRect().top;
        if (top !== null && y > top + 2) ends.push(last);
        top = y;
        last = text[i] ?? '';
      }
    }
    return ends;
  });
  expect(lineEnds.length).toBeGreaterThan(1);
  for (const end of lineEnds) expect('/-').toContain(end);
});

test('at 390 px the outline and the problems open as drawers over the conversation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  const full = await width(page, 'conversation');
  await page.getByTestId('outline-toggle').click();
  await expect(page.getByTestId('outline')).toHaveAttribute('data-drawer', 'true');
  expect(await width(page, 'conversation')).toBe(full);
  await page.getByTestId('outline-close').click();
  await page.getByTestId('diagnostic-count').click();
  await expect(page.getByTestId('diagnostics-panel')).toBeVisible();
  expect(await width(page, 'conversation')).toBe(full);
  // Esc closes a drawer, as the shortcuts say it closes what is open.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('diagnostics-panel')).toBeHidden();
  await page.getByTestId('outline-toggle').click();
  await expect(page.getByTestId('outline')).toHaveAttribute('data-drawer', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('outline')).toHaveAttribute('data-drawer', 'false');
});

for (const w of [1024, 1152, 1280])
  test(`at ${w} px both side panels open leave the conversation a readable width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: 800 });
    await openFixtures(page, TRACE_FILES);
    await expect(page.getByTestId('outline')).toBeVisible();
    await page.getByTestId('diagnostic-count').click();
    await expect(page.getByTestId('diagnostics-panel')).toBeVisible();
    // Docked beside the list it is no drawer: Esc leaves it open (at 1280 px).
    if (w === 1280) {
      await conversation(page).locator('[data-index]').first().focus();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('diagnostics-panel')).toBeVisible();
    }
    // About 75 characters of the conversation's 14 px text: below 1280 px the problems lie over
    // the conversation as a drawer rather than squeezing it.
    expect(await conversation(page).evaluate((el) => el.clientWidth)).toBeGreaterThanOrEqual(560);
  });

for (const lang of ['en', 'zh'])
  test(`at 390 px time travel's bar wraps rather than cover the compare button (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoApp(page, `/?lang=${lang}`);
    await pickFiles(page, [fixturePath('stream.sse')]);
    await waitForLoaded(page);
    await openInspector(page);
    await travelTo(page, 40);
    const a = await page.getByTestId('time-travel-live').boundingBox();
    const b = await page.getByTestId('compare-toggle').boundingBox();
    if (!a || !b) throw new Error('both buttons must be drawn');
    const apart =
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    expect(apart).toBe(true);
  });

for (const lang of ['en', 'zh'])
  test(`at 360 px the search bar keeps its query, count and buttons on one line (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await gotoApp(page, `/?lang=${lang}`);
    await pickFiles(page, TRACE_FILES.map(fixturePath));
    await waitForLoaded(page);
    await search(page, 'the');
    await expect(page.getByTestId('search-count')).toHaveAttribute('data-state', 'done');
    const middle = async (id: string) => {
      const box = await page.getByTestId(id).boundingBox();
      return box ? box.y + box.height / 2 : -100;
    };
    const line = await middle('search-input');
    for (const id of ['search-case', 'search-regex', 'search-count', 'search-next', 'search-close'])
      expect(Math.abs((await middle(id)) - line), id).toBeLessThan(4);
    await expect(page.getByTestId('search-close')).toBeInViewport({ ratio: 1 });
  });

test('at 320 px the search field keeps room for a few words; its buttons wrap below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openFixtures(page, TRACE_FILES);
  await search(page, 'penguins and more');
  expect((await page.getByTestId('search-input').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(
    128,
  );
  await expect(page.getByTestId('search-next')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('at 1024 px with three documents open, the active tab is in view and the others shrink', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await openFixtures(page, TRACE_FILES);
  for (const c of [wideTableCase(), keptOutputCase()]) {
    await pickFiles(page, [writeCase(c)]);
    await waitForLoaded(page);
  }
  await expect(page.getByTestId('doc-tab')).toHaveCount(3);
  const active = page.locator('[data-testid=doc-tab][data-active=true]');
  await expect(active).toContainText('Print the whole log');
  await expect(active).toBeInViewport({ ratio: 1 });
  // Back to the first: it is scrolled into view in its turn.
  const first = page.getByTestId('doc-tab').first();
  await first.click();
  await expect(first).toHaveAttribute('data-active', 'true');
  await expect(first).toBeInViewport({ ratio: 1 });
});
