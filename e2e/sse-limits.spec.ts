// A live stream whose one event never ends: memory stays bounded, the pill never says "Live"
// while no event can complete, the dropped event is named in the diagnostics, and the stream
// goes on after it.
import { expect, test } from '@playwright/test';
import { gotoApp } from './support/open';
import { startOversizedSse, type OversizedSseServer } from './support/oversized-sse-server';

test.describe.configure({ timeout: 120_000 });

let sse: OversizedSseServer;
test.beforeAll(async () => {
  // Past the client's 16 MB limit; the event goes on until the test ends it.
  sse = await startOversizedSse(20 * 1024 * 1024);
});
test.afterAll(async () => sse.close());

test('an endless event is dropped with a diagnostic and the pill shows the stall', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const states: string[] = [];
  await page.exposeFunction('__pillState', (s: string) => states.push(s));
  await gotoApp(page, `/?sse=${encodeURIComponent(sse.url)}`);
  const pill = page.getByTestId('connection-state');
  await expect(page.getByTestId('conversation')).toContainText('BEFORE-THE-GIANT', {
    timeout: 20_000,
  });
  await pill.evaluate((el) => {
    const report = () =>
      (window as unknown as { __pillState(s: string): void }).__pillState(
        el.getAttribute('data-state') ?? '',
      );
    report();
    new MutationObserver(report).observe(el, { attributes: true });
  });
  await expect(pill).toHaveAttribute('data-state', 'stalled', { timeout: 30_000 });
  await expect(pill).not.toHaveText(/Live/);
  await expect(pill).toHaveAttribute('title', /over 16777216 bytes/);
  // The stall's reason is data: the Chinese UI says it in its own words.
  await page.getByTestId('language-switch').click();
  await expect(pill).toHaveAttribute('title', /正在丢弃一个超过 16777216 字节的事件/);
  await page.getByTestId('language-switch').click();
  const heap = await page.evaluate(
    () =>
      (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize,
  );
  test.info().annotations.push({
    type: 'JS heap while a 20 MB+ event streams',
    description: String(heap),
  });
  sse.finish();
  await expect(page.getByTestId('conversation')).toContainText('AFTER-THE-GIANT', {
    timeout: 30_000,
  });
  await expect(pill).toHaveAttribute('data-state', 'live');
  // From the stall to the end of the giant event, the pill never claimed "live".
  const stall = states.indexOf('stalled');
  const back = states.indexOf('live', stall);
  expect(stall).toBeGreaterThanOrEqual(0);
  expect(states.slice(stall, back)).not.toContain('live');

  await page.getByTestId('diagnostic-count').click();
  await expect(page.getByTestId('diagnostics-panel')).toContainText(
    /event too large: \d+ bytes after id e-1/,
  );
  expect(errors).toEqual([]);
});
