// What the header and Save say of a capture opened again and of a Trace replayed as live.
import { expect, test } from '@playwright/test';
import { PARENT_002, RECORDS, fixturePath } from './support/fixtures';
import { gotoApp, loadStatus, pickFiles, waitForLoaded } from './support/open';

test('a capture opened again saves under its own name, once', async ({ page }) => {
  await pickFiles(page, [fixturePath('stream.sse')]);
  await waitForLoaded(page);
  await page.getByTestId('save-button').click();
  const links = page.getByTestId('save-menu').locator('[data-save-name]');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('download', 'stream.sse');
  await expect(links).toContainText('235 events');
});

test('a replayed Trace says how many records it has, not the fragments made to stream it', async ({
  page,
}) => {
  await gotoApp(page, `/?replay=/samples/penguin-session-a/${PARENT_002}&speed=100`);
  const controls = page.getByTestId('replay-controls');
  await expect(controls).toHaveAttribute('data-playing', 'false', { timeout: 60_000 });
  await expect(controls.getByTestId('replay-step')).toBeDisabled();
  await expect(loadStatus(page)).toHaveAttribute('data-records', String(RECORDS[PARENT_002]));
  await expect(loadStatus(page)).toHaveText(`${RECORDS[PARENT_002]} records`);
});
