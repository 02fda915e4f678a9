import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fixturePath, TRACE_FILES } from './support/fixtures';
import { gotoApp, openFixtures, openGenerated } from './support/open';
import {
  countInRecords,
  currentMark,
  expectCurrentMarkOnScreen,
  search,
  searchCount,
  searchInput,
} from './support/search';

const fixtureLines = TRACE_FILES.flatMap((f) =>
  readFileSync(fixturePath(f), 'utf8').split('\n').filter(Boolean),
);

test.describe('search on the reference data', () => {
  test.beforeEach(async ({ page }) => {
    await gotoApp(page);
    await openFixtures(page, TRACE_FILES);
  });

  test('counts every occurrence, highlights them and visits each one', async ({ page }) => {
    const expected = countInRecords(fixtureLines, 'arctic');
    expect(expected).toBeGreaterThan(10);
    await search(page, 'arctic');
    await expect(searchCount(page)).toHaveAttribute('data-count', String(expected));
    await expect(page.getByTestId('conversation').locator('mark').first()).toBeVisible();

    // Enter walks the matches in order, Shift+Enter goes back; each lands on screen.
    const sessions = new Set<string>();
    for (let k = 1; k <= expected; k++) {
      await searchInput(page).press('Enter');
      await expect(searchCount(page)).toContainText(`${k} of ${expected}`);
      await expectCurrentMarkOnScreen(page);
      await expect(currentMark(page)).toHaveText(/^arctic$/i);
      const row = currentMark(page).locator('xpath=ancestor::*[@data-item-id][1]');
      sessions.add((await row.getAttribute('data-session')) ?? '');
    }
    expect(sessions.size).toBe(2);
    await searchInput(page).press('Enter');
    await expect(searchCount(page)).toContainText(`1 of ${expected}`);
    await searchInput(page).press('Shift+Enter');
    await expect(searchCount(page)).toContainText(`${expected} of ${expected}`);
  });

  test('the field keeps its width while the count changes, and has no second ✕ of its own', async ({
    page,
  }) => {
    const fieldWidth = async () => (await searchInput(page).boundingBox())?.width ?? 0;
    // A wide window, then a phone, where the field gives up width to the buttons.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await search(page, 'arctic');
      await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
      const widths = [await fieldWidth()];
      await searchInput(page).press('Enter');
      await expect(searchCount(page)).toContainText('1 of');
      widths.push(await fieldWidth());
      await searchInput(page).fill('zzz-nowhere');
      await expect(searchCount(page)).toHaveText('No matches');
      widths.push(await fieldWidth());
      expect(new Set(widths).size, `${width} px: widths ${widths.join(', ')}`).toBe(1);
    }
    // Only the bar's own ✕ closes: the browser's clear button, alike beside it, is hidden.
    // (A pseudo-element's computed style is not readable: the page's rules are searched instead.)
    const hidden = await searchInput(page).evaluate((el) => {
      const PSEUDO = '::-webkit-search-cancel-button';
      // A style rule holds rules too (nesting): each rule, then those inside it.
      const rules = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((r) => [r, ...('cssRules' in r ? rules(r.cssRules as CSSRuleList) : [])]);
      return [...document.styleSheets]
        .flatMap((sheet) => rules(sheet.cssRules))
        .some(
          (r) =>
            r instanceof CSSStyleRule &&
            r.selectorText.endsWith(PSEUDO) &&
            r.style.display === 'none' &&
            el.matches(r.selectorText.slice(0, -PSEUDO.length)),
        );
    });
    expect(hidden).toBe(true);
  });

  test('opens what hides a match: a collapsed child card, compaction internals', async ({
    page,
  }) => {
    // Scroll down to the child card and fold it: its rows leave the list.
    const list = page.getByTestId('conversation');
    const toggle = page.getByTestId('child-toggle').first();
    await expect
      .poll(async () => {
        await list.evaluate((el) => (el.scrollTop += el.clientHeight / 2));
        return toggle.count();
      })
      .toBe(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list.locator('[data-item-id]:not([data-session=""])')).toHaveCount(0);

    await search(page, 'rate limit');
    await expect(searchCount(page)).toHaveAttribute('data-count', '1');
    await searchInput(page).press('Enter');
    await expectCurrentMarkOnScreen(page);
    await expect(currentMark(page)).toHaveText('rate limit');
    // Scrolled out of the DOM and back, the match is still the current one.
    const at = await list.evaluate((el) => el.scrollTop);
    await list.evaluate((el) => (el.scrollTop = 0));
    await expect(currentMark(page)).toHaveCount(0);
    await list.evaluate((el, top) => (el.scrollTop = top), at);
    await expect(currentMark(page)).toHaveText('rate limit');

    // Enter at once, before the count of the new query is in: it goes to that query's match,
    // not to the last one's.
    await searchInput(page).fill('Summarize the task transcript');
    await searchInput(page).press('Enter');
    await expectCurrentMarkOnScreen(page);
    await expect(currentMark(page)).toHaveText('Summarize the task transcript');
    await expect(searchCount(page)).toHaveText('1 of 1');
  });

  test('matches case and regular expressions on request, and says why one is invalid', async ({
    page,
  }) => {
    await search(page, 'ARCTIC');
    await expect(searchCount(page)).toHaveAttribute(
      'data-count',
      String(countInRecords(fixtureLines, 'arctic')),
    );
    await page.getByTestId('search-case').click();
    await expect(searchCount(page)).toHaveAttribute(
      'data-count',
      String(countInRecords(fixtureLines, 'ARCTIC', true)),
    );
    await page.getByTestId('search-case').click();
    await page.getByTestId('search-regex').click();
    await searchInput(page).fill('penguins are (arctic|antarctic) birds');
    await expect(searchCount(page)).toHaveAttribute(
      'data-count',
      String(countInRecords(fixtureLines, 'penguins are arctic birds')),
    );
    await searchInput(page).fill('arctic(');
    await expect(page.getByTestId('search-error')).toContainText(/invalid regular expression/i);
    await expect(searchCount(page)).toHaveCount(0);
  });
});

test('search on a 100,000-record trace counts what the records hold', async ({ page }) => {
  test.setTimeout(180_000);
  const trace = await openGenerated(page, 100_000, 90_000);
  for (const word of ['cache', 'Step 9']) {
    const expected = countInRecords(trace.lines, word);
    expect(expected).toBeGreaterThan(1000);
    await search(page, word);
    await expect(searchCount(page)).toHaveAttribute('data-count', String(expected), {
      timeout: 60_000,
    });
  }
  // The last match is far down the list: Shift+Enter from nowhere goes there.
  await searchInput(page).press('Shift+Enter');
  await expectCurrentMarkOnScreen(page);
});

/** The reference capture replayed at half speed: a live document that grows for a while. */
async function openLiveReplay(page: Page): Promise<void> {
  await page.route('**/captures/stream.sse', (route) =>
    route.fulfill({
      body: readFileSync(fixturePath('stream.sse'), 'utf8'),
      contentType: 'text/event-stream',
    }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=0.5');
  await expect(page.getByTestId('conversation')).toBeVisible();
}

test('the count follows a live stream as it grows', async ({ page }) => {
  test.setTimeout(90_000);
  await openLiveReplay(page);
  await search(page, 'arctic');
  // The complete records of the capture (fragments aside) hold at least this many.
  const complete = countInRecords(
    readFileSync(fixturePath('stream.sse'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('data: {"timestamp"') && !l.includes('"type":"partial_'))
      .map((l) => l.slice('data: '.length)),
    'arctic',
  );
  expect(complete).toBeGreaterThan(10);
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const n = Number(await searchCount(page).getAttribute('data-count'));
        seen.push(n);
        return n;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(complete);
  // The count rose while the stream was still arriving, and never went back.
  expect(seen.some((n) => n > 0 && n < complete)).toBe(true);
  expect(seen).toEqual([...seen].sort((x, y) => x - y));
});

const searchWorkers = (page: Page) =>
  page.workers().filter((w) => w.url().includes('search.worker'));

test('a loaded file is indexed before the search opens, and closing it keeps the index', async ({
  page,
}) => {
  await gotoApp(page);
  await openFixtures(page, TRACE_FILES);
  // Fed while the reader looks: the first search only counts.
  await expect.poll(() => searchWorkers(page).length).toBe(1);
  const expected = countInRecords(fixtureLines, 'arctic');
  await search(page, 'arctic');
  await expect(searchCount(page)).toHaveAttribute('data-count', String(expected));
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toHaveCount(0);
  await search(page, 'arctic');
  await expect(searchCount(page)).toHaveAttribute('data-count', String(expected));
  expect(searchWorkers(page)).toHaveLength(1);
});

test('a live document starts its search worker only when the search opens', async ({ page }) => {
  await openLiveReplay(page);
  await page.waitForTimeout(500);
  expect(searchWorkers(page)).toHaveLength(0);
  await search(page, 'arctic');
  await expect.poll(() => searchWorkers(page).length).toBe(1);
});
