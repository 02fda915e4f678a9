// Hostile live streams stay cheap: a flood of invalid events leaves the page answering, with a
// capped list of diagnostics and their total; an id a header cannot carry never stalls the
// reconnection.
import { expect, test } from '@playwright/test';
import { gotoApp } from './support/open';
import { openInspector } from './support/stream-debugger';
import { flood, keepAlive, sseRecord, startHostileSse } from './support/hostile-sse-server';

test.describe.configure({ timeout: 180_000 });

/** Ten bytes, and not JSON. */
const INVALID = 'data: {x\n\n';

test('160,000 invalid events: the page stays usable, the diagnostics are capped with a total', async ({
  page,
}) => {
  const sse = await startHostileSse((res) => {
    res.write(sseRecord('e-1', 'BEFORE-THE-FLOOD'));
    void flood(res, INVALID, 160_000).then(() => {
      res.write(sseRecord('e-2', 'AFTER-THE-FLOOD'));
      keepAlive(res);
    });
  });
  try {
    // The longest task while the flood arrives, for the report (speed is measured, not asserted).
    await page.addInitScript(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
      }).observe({ type: 'longtask' });
    });
    await gotoApp(page, `/?sse=${encodeURIComponent(sse.url)}`);
    await expect(page.getByTestId('conversation')).toContainText('AFTER-THE-FLOOD', {
      timeout: 90_000,
    });
    test.info().annotations.push({
      type: 'longest task while 160,000 invalid events arrived (ms)',
      description: String(
        await page.evaluate(() => (window as unknown as { __longest: number }).__longest),
      ),
    });
    const count = page.getByTestId('diagnostic-count');
    await expect(count).toHaveAttribute('data-errors', '160000');
    // Usable: the count button opens the panel, whose list stops at the kept ones.
    await count.click();
    const panel = page.getByTestId('diagnostics-panel');
    await expect(panel.getByTestId('tab-diagnostics')).toContainText('160000');
    await expect(panel.getByTestId('diagnostic')).toHaveCount(500);
    await expect(panel.getByTestId('diagnostics-more')).toHaveAttribute('data-total', '160000');
    await expect(panel.getByTestId('diagnostics-more')).toContainText(
      'and 159,500 more (160,000 in all)',
    );
    await expect(panel.getByTestId('diagnostic').first()).toContainText('invalid JSON');
  } finally {
    await sse.close();
  }
});

test('an SSE id a header cannot carry is dropped with a diagnostic; reconnection resumes', async ({
  page,
}) => {
  const sse = await startHostileSse((res, connection) => {
    if (connection === 0) {
      res.write(sseRecord('e-1', 'FIRST'));
      res.write(sseRecord('e-\u2603-2', 'SNOWMAN-ID'));
      // The server ends the stream: the client must come back, with an id it can send.
      setTimeout(() => res.end(), 500);
      return;
    }
    res.write(sseRecord('e-3', 'AFTER-RECONNECT'));
    keepAlive(res);
  });
  try {
    await gotoApp(page, `/?sse=${encodeURIComponent(sse.url)}`);
    const conversation = page.getByTestId('conversation');
    await expect(conversation).toContainText('AFTER-RECONNECT', { timeout: 30_000 });
    await expect(conversation).toContainText('SNOWMAN-ID');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    expect(sse.lastEventIds).toEqual([null, 'e-1']);
    await page.getByTestId('diagnostic-count').click();
    const diagnostic = page.getByTestId('diagnostics-panel').getByTestId('diagnostic');
    await expect(diagnostic).toContainText('SSE id not usable to resume');
    await expect(diagnostic).toContainText('e-\u2603-2');
  } finally {
    await sse.close();
  }
});

test('a 100,000-character event name and id are shown clipped, with their length, in every panel', async ({
  page,
}) => {
  const name = `n${'N'.repeat(99_999)}`;
  const id = `e-${'7'.repeat(99_998)}`;
  const sse = await startHostileSse((res) => {
    res.write(`event: ${name}\nid: ${id}\ndata: {"x":1}\n\n`);
    res.write(sseRecord('e-2', 'AFTER-THE-GIANT-NAME'));
    keepAlive(res);
  });
  try {
    await gotoApp(page, `/?sse=${encodeURIComponent(sse.url)}`);
    await expect(page.getByTestId('conversation')).toContainText('AFTER-THE-GIANT-NAME', {
      timeout: 30_000,
    });
    const events = await openInspector(page);
    const row = events.getByTestId('event-row').first();
    await expect(row).toContainText('… (100000 characters)');
    expect((await row.textContent())?.length).toBeLessThan(1_000);
    await row.click();
    const detailId = page.getByTestId('event-detail-id');
    await expect(detailId).toContainText('… (100000 characters)');
    expect((await detailId.textContent())?.length).toBeLessThan(1_000);

    await page.getByTestId('diagnostic-count').click();
    const diagnostics = page.getByTestId('diagnostics-panel').getByTestId('diagnostic');
    await expect(diagnostics.first()).toContainText('… (100000 characters)');
    for (const text of await diagnostics.allTextContents()) expect(text.length).toBeLessThan(1_000);
  } finally {
    await sse.close();
  }
});
