// View state belongs to the document, keyed by item: a folded tool card, an opened reasoning and
// the scroll position survive the row scrolling out of the virtual list and a tab switch.
import { expect, test, type Page } from '@playwright/test';
import { PARENT_001, fixturePath } from './support/fixtures';
import { writeGeneratedTrace } from '../test/support/generate-trace';
import { conversation } from './support/list';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

// A shared 2-core machine can be slow; nothing here is timed.
test.describe.configure({ timeout: 120_000 });

const row = (page: Page, id: string) => conversation(page).locator(`[data-item-id="${id}"]`);
const toolToggle = (page: Page, id: string) => row(page, id).locator('button[aria-expanded]');

/** The virtual index of the row under the list's top edge: the row the list keeps as its anchor. */
const topRow = (page: Page) =>
  conversation(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 0.5);
    return hit?.closest('[data-index]')?.getAttribute('data-index') ?? null;
  });

/** The row under the top edge and how many pixels of it are scrolled above the edge. */
const topSpot = (page: Page) =>
  conversation(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 0.5);
    const row = hit?.closest('[data-index]');
    if (!row) return null;
    return `${row.getAttribute('data-index')} +${Math.round(box.top - row.getBoundingClientRect().top)}px`;
  });

/** List indices of the rows currently in the DOM (drawn in full or, while flinging, as placeholders). */
const renderedIds = (page: Page) =>
  conversation(page)
    .locator('[data-index]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-index'))));

/** A generated 1,500-record trace, opened in a fresh page. */
async function openGenerated(page: Page): Promise<void> {
  await gotoApp(page);
  await pickFiles(page, [writeGeneratedTrace(1500).path]);
  await waitForLoaded(page);
}

/** The generated trace and the parent fixture in two tabs, the generated one on screen. */
async function openTwoTabs(page: Page) {
  await openGenerated(page);
  await pickFiles(page, [fixturePath(PARENT_001)]);
  await waitForLoaded(page);
  const tabs = page.getByTestId('doc-tab');
  await tabs.first().click();
  await waitForLoaded(page);
  return tabs;
}

test('a folded tool card and an opened reasoning survive scrolling away and a tab switch', async ({
  page,
}) => {
  await openGenerated(page);
  const list = conversation(page);

  // The first tool card (open by default) is folded; the first reasoning (closed) is opened.
  const toolId = await list.locator('[data-kind=tool_call]').first().getAttribute('data-item-id');
  const thinkingId = await list
    .locator('[data-kind=thinking]')
    .first()
    .getAttribute('data-item-id');
  if (!toolId || !thinkingId) throw new Error('no tool card or reasoning on screen');
  await expect(toolToggle(page, toolId)).toHaveAttribute('aria-expanded', 'true');
  await toolToggle(page, toolId).click();
  await row(page, thinkingId).getByTestId('thinking-toggle').click();
  await expect(toolToggle(page, toolId)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, thinkingId).locator('[data-open]')).toHaveAttribute('data-open', 'true');

  // 200 rows further down, both rows have left the DOM.
  const start = Math.max(...(await renderedIds(page)));
  await expect
    .poll(
      async () => {
        await list.evaluate((el) => (el.scrollTop += el.clientHeight * 4));
        return Math.min(...(await renderedIds(page)));
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBeGreaterThan(start + 200);
  await expect(row(page, toolId)).toHaveCount(0);
  await expect(row(page, thinkingId)).toHaveCount(0);

  await list.evaluate((el) => (el.scrollTop = 0));
  await expect(toolToggle(page, toolId)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, thinkingId).locator('[data-open]')).toHaveAttribute('data-open', 'true');

  // Leave the list somewhere in the middle, open another document, come back.
  await list.evaluate((el) => (el.scrollTop = 600));
  const top = await topSpot(page);
  expect(top).toMatch(/^[1-9]/);
  await pickFiles(page, [fixturePath(PARENT_001)]);
  await expect(page.getByTestId('doc-tab')).toHaveCount(2);
  await expect(page.getByTestId('doc-tab').nth(1)).toHaveAttribute('data-active', 'true');
  await waitForLoaded(page);
  await page.getByTestId('doc-tab').first().click();
  await waitForLoaded(page);
  // Back at the same pixel, not at the top of the row.
  await expect.poll(() => topSpot(page)).toBe(top);
  await list.evaluate((el) => (el.scrollTop = 0));
  await expect(toolToggle(page, toolId)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, thinkingId).locator('[data-open]')).toHaveAttribute('data-open', 'true');
  // Another tool card keeps its own default.
  const other = await list.locator('[data-kind=tool_call]').nth(1).getAttribute('data-item-id');
  await expect(toolToggle(page, other ?? '')).toHaveAttribute('aria-expanded', 'true');
});

test('a tab switched away from in the middle of a fling comes back where the fling ended', async ({
  page,
}) => {
  const tabs = await openTwoTabs(page);
  // Flung down a few screens, and the other tab clicked in the same task: before it settles.
  const landed = await conversation(page).evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let attempt = 0; attempt < 10; attempt++) {
      for (let i = 0; i < 5; i++) {
        el.scrollTop += el.clientHeight * 3;
        await frame();
      }
      // Placeholders on screen: the list is flinging (the browser may space jumps too far apart).
      if (!el.querySelector('[data-placeholder]')) continue;
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 0.5);
      const top = hit?.closest('[data-index]')?.getAttribute('data-index') ?? null;
      document.querySelectorAll<HTMLElement>('[data-testid=doc-tab]')[1]?.click();
      return top;
    }
    return null;
  });
  expect(Number(landed)).toBeGreaterThan(0);
  await expect(tabs.nth(1)).toHaveAttribute('data-active', 'true');
  await tabs.first().click();
  await waitForLoaded(page);
  await expect.poll(() => topRow(page)).toBe(landed);
});

test('a tab switched away from in the same frame as a scroll comes back where the scroll went', async ({
  page,
}) => {
  const tabs = await openTwoTabs(page);
  // The other tab is clicked before the browser dispatches the scroll event.
  const spot = await conversation(page).evaluate((el) => {
    el.scrollTop = 600;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 0.5);
    const row = hit?.closest('[data-index]');
    const at = row
      ? `${row.getAttribute('data-index')} +${Math.round(box.top - row.getBoundingClientRect().top)}px`
      : null;
    document.querySelectorAll<HTMLElement>('[data-testid=doc-tab]')[1]?.click();
    return at;
  });
  expect(spot).toMatch(/^[1-9]/);
  await expect(tabs.nth(1)).toHaveAttribute('data-active', 'true');
  await tabs.first().click();
  await waitForLoaded(page);
  await expect.poll(() => topSpot(page)).toBe(spot);
});
