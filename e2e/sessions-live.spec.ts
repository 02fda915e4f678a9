// A live retry countdown, through the app's ?sse= source fed by page.route.
import { expect, test, type Page } from '@playwright/test';
import { liveRetry, sseBody } from '../test/cases/live-retry';

test.describe('live retry (?sse=)', () => {
  async function openLive(page: Page, baseURL: string | undefined, retried: boolean) {
    const url = new URL(`/case-stream-${retried ? 'b' : 'a'}`, baseURL).toString();
    await page.route(url, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: sseBody(liveRetry(retried)),
      }),
    );
    await page.goto(`/?sse=${encodeURIComponent(url)}`);
  }

  test('the countdown ticks on the viewer clock, then waits for the retry', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install({ time: new Date('2026-12-02T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-12-02T12:00:01Z'));
    await openLive(page, baseURL, false);
    const countdown = page
      .locator('[data-testid=retry-row][data-status=timeout]')
      .getByTestId('retry-countdown');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return countdown.count();
      })
      .toBe(1);
    const left = Number(await countdown.getAttribute('data-remaining-ms'));
    expect(left).toBeGreaterThan(3000);
    expect(left).toBeLessThanOrEqual(4000);
    await expect(countdown).toHaveText('retrying in 4 s');
    await page.clock.runFor(left - 2500);
    await expect(countdown).toHaveText('retrying in 3 s');
    await page.clock.runFor(3000);
    await expect(countdown).toHaveText('retrying now…');
  });

  test('once the retry came the row says how long it waited', async ({ page, baseURL }) => {
    await openLive(page, baseURL, true);
    const row = page.locator('[data-testid=retry-row][data-status=timeout]');
    await expect(row).toHaveAttribute('data-outcome', 'retried');
    await expect(row).toContainText('retried after 4.0 s');
    await expect(row.getByTestId('retry-countdown')).toHaveCount(0);
  });
});
