// A library whose sessions all ran on one day: the spend chart spans that day, not years.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../server/index';
import { tempRoot } from '../test/support/library-tree';
import { fixturePath, TRACE_FILES } from './support/fixtures';

let app: RunningServer;
test.beforeAll(async () => {
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist/', import.meta.url)),
    demo: false,
    library: { paths: TRACE_FILES.map(fixturePath), db: join(tempRoot(), 'library.duckdb') },
  });
});
test.afterAll(async () => app.close());

test('one day of sessions draws one day of axis', async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=stats`);
  const chart = page.getByTestId('library-stats-chart');
  await expect(chart).toHaveAttribute('data-periods', '1');
  // The reference session ran on 2026-12-02: half a day of margin either side.
  await expect(chart).toHaveAttribute('data-range', '2026-12-01/2026-12-02');
  // One label, the day's: uPlot's clock drew thirteen hours from "12pm" to "12pm" under it.
  await expect(chart).toHaveAttribute('data-ticks', 'Dec 2, 2026');
  // No price for its model: the chart opens on its tokens, not on an empty cost axis.
  await expect(page.getByTestId('library-stats-switch-tokens')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(chart).not.toHaveAttribute('data-value-ticks', /\$/);
  // Asked for cost, an axis of $0 to $1, in cents, not "$0.2000".
  await page.getByTestId('library-stats-switch-cost').click();
  await expect(chart).toHaveAttribute('data-value-ticks', /^\$0 \| \$0\.20 \| /);
  await expect(chart).not.toHaveAttribute('data-value-ticks', /\.\d{3}/);
  // Both sessions are there, neither has a cost: the list says so rather than "No sessions."
  await expect(page.getByTestId('library-stats-costliest')).toContainText('No session has a cost.');
});
