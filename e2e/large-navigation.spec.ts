// The navigation views on a generated 100,000-record trace: the timeline draws its one long task
// and the keyboard walks to the end and back (search, filters and the outline have their own
// 100,000-record tests beside their reference-data ones).
import { expect, test, type Page } from '@playwright/test';
import { openGenerated } from './support/open';

test.describe.configure({ timeout: 180_000 });

const RECORDS = 100_000;
const focusedIndex = (page: Page): Promise<number> =>
  page
    .locator('[data-testid=conversation] [role=article]:focus')
    .getAttribute('data-index', { timeout: 1000 })
    .then(Number)
    .catch(() => -1);

test('the timeline draws every request of the task, as a bar or in a block', async ({ page }) => {
  const trace = await openGenerated(page, RECORDS);
  const requests = trace.lines.filter((l) => l.includes('"type":"request_begin"')).length;
  expect(requests).toBeGreaterThan(1000);
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toBeVisible();
  const track = timeline.getByTestId('timeline-track');
  const drawn = async () => {
    const bars = await track.locator('[data-testid=timeline-bar][data-kind=request]').count();
    const inBlocks = await track
      .getByTestId('timeline-cluster')
      .evaluateAll((els) =>
        els.reduce(
          (n, e) => n + Number(/\brequest=(\d+)/.exec(e.dataset.kinds ?? '')?.[1] ?? 0),
          0,
        ),
      );
    return bars + inBlocks;
  };
  await expect.poll(drawn, { timeout: 60_000 }).toBe(requests);
  // Thousands of spans, a few elements per pixel column of the track at most.
  const width = await track.evaluate((el) => el.clientWidth);
  const lanes = await timeline.getByTestId('timeline-lane').count();
  expect(await track.locator('button').count()).toBeLessThanOrEqual(lanes * (width + 1));
});

test('the keyboard goes to the last row and back to the first', async ({ page }) => {
  const trace = await openGenerated(page, RECORDS);
  const rows = Number(await page.getByTestId('conversation').getAttribute('data-rows'));
  expect(rows).toBeGreaterThan(10_000);
  await page.keyboard.press('j');
  await expect.poll(() => focusedIndex(page)).toBe(0);
  await page.keyboard.press('G');
  await expect.poll(() => focusedIndex(page), { timeout: 20_000 }).toBe(rows - 1);
  await expect(page.locator('[role=article]:focus')).toContainText(trace.lastText.slice(0, 30));
  await page.keyboard.press('k');
  await expect.poll(() => focusedIndex(page)).toBe(rows - 2);
  await page.keyboard.press('g');
  await expect.poll(() => focusedIndex(page), { timeout: 20_000 }).toBe(0);
});
