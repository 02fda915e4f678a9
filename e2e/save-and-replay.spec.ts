// What the header and Save say of a capture opened again and of a Trace replayed as live.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createTraceBuilder } from '../test/support/trace-builder';
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

test('a session of many files keeps Save all in view, its files scrolling, their ends shown', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-save-'));
  const id = 'session-2026-12-02-09-53-13-5a7e5a7e';
  const b = createTraceBuilder();
  const paths = Array.from({ length: 30 }, (_, i) => {
    const path = join(dir, `${id}_${String(i + 1).padStart(3, '0')}.jsonl`);
    const lines = [b.makeMeta({ session_id: id }), b.text('user', `part ${i + 1}`)];
    writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    return path;
  });
  await page.setViewportSize({ width: 320, height: 700 });
  await pickFiles(page, paths);
  await waitForLoaded(page);
  await page.getByTestId('header-menu').click();
  await page.getByTestId('save-button').click();
  const menu = page.getByTestId('save-menu');
  await expect(menu.getByTestId('save-file')).toHaveCount(30);
  await expect(page.getByTestId('save-all')).toBeInViewport({ ratio: 1 });
  // A name too long for the row is cut at its start: the rotation number stays readable.
  const last = menu.locator(`[data-save-name="${id}_030.jsonl"]`);
  await last.scrollIntoViewIfNeeded();
  const shown = await last.locator('span[dir=rtl]').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const text = el.firstElementChild?.getBoundingClientRect();
    return {
      cut: el.scrollWidth > el.clientWidth,
      endInside: !!text && text.right <= box.right + 1,
    };
  });
  expect(shown).toEqual({ cut: true, endInside: true });
});
