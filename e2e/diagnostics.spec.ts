import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeDamagedTrace } from '../test/support/generate-trace';
import { PARENT_001, fixturePath } from './support/fixtures';
import { pickFiles, waitForLoaded } from './support/open';

test('bad middle lines and a torn last line are listed, and every valid row is kept', async ({
  page,
}) => {
  const damaged = writeDamagedTrace();
  await pickFiles(page, [damaged.path]);
  const status = await waitForLoaded(page);
  await expect(status).toHaveAttribute('data-records', String(damaged.validRecords));

  const count = page.getByTestId('diagnostic-count');
  await count.click();
  const panel = page.getByTestId('diagnostics-panel');
  await expect(panel).toBeVisible();
  for (const line of damaged.badLines) {
    const row = panel.locator(`[data-testid=diagnostic][data-line="${line}"]`);
    await expect(row).toHaveAttribute('data-severity', 'error');
    await expect(row).toContainText(`damaged.jsonl:${line}`);
  }
  await expect(panel.locator(`[data-line="${damaged.badLines[1]}"]`)).toContainText('invalid JSON');
  await expect(panel.locator(`[data-line="${damaged.badLines[1]}"]`)).toContainText(
    'this is not json at all',
  );
  const torn = panel.locator(`[data-testid=diagnostic][data-line="${damaged.tornLine}"]`);
  await expect(torn).toHaveAttribute('data-severity', 'warning');
  await expect(torn).toContainText('incomplete');

  // Every valid record has its row: items are numbered in arrival order.
  const list = page.getByTestId('conversation');
  await expect(list.locator('[data-kind=session_meta]')).toHaveCount(1);
  const rows = Number(await list.getAttribute('data-rows'));
  expect(rows).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return list.locator(`[data-index="${rows - 1}"]`).isVisible();
    })
    .toBe(true);
  await expect(list.locator('[data-kind=text]').last()).toBeAttached();

  await page.getByTestId('tab-violations').click();
  const orphan = panel.locator('[data-testid=violation][data-rule=output-without-call]');
  await expect(orphan).toContainText('call_orphan');
  await expect(orphan).toContainText('§9');
  await expect(orphan).toContainText(`damaged.jsonl:${damaged.orphanLine}`);

  // The header counts both kinds: unreadable lines and protocol breaches.
  const violationErrors = await panel
    .locator('[data-testid=violation][data-severity=error]')
    .count();
  const violationWarnings = await panel
    .locator('[data-testid=violation][data-severity=warning]')
    .count();
  await expect(count).toHaveAttribute(
    'data-errors',
    String(damaged.badLines.length + violationErrors),
  );
  await expect(count).toHaveAttribute('data-warnings', String(1 + violationWarnings));
  await expect(count).toContainText(`${damaged.badLines.length + violationErrors} errors`);
});

test('the problems panel is a drawer on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const damaged = writeDamagedTrace();
  await pickFiles(page, [damaged.path]);
  await waitForLoaded(page);
  await page.getByTestId('diagnostic-count').click();
  const panel = page.getByTestId('diagnostics-panel');
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Opens, `width` px wide, the real capture's first file with a line that is no record. */
async function openWithABadLine(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-docked-'));
  const file = join(dir, PARENT_001);
  writeFileSync(file, `${readFileSync(fixturePath(PARENT_001), 'utf8')}not json at all\n`);
  await pickFiles(page, [file]);
  await waitForLoaded(page);
}

test('with the problems docked, the problem count and the panel toggles wrap together', async ({
  page,
}) => {
  // Wide enough to dock the problems, too narrow for the real capture's chips on one line.
  await openWithABadLine(page, 1366);
  await page.getByTestId('diagnostic-count').click();
  await expect(page.getByTestId('diagnostics-panel')).toBeVisible();
  const middle = async (testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    return box ? Math.round(box.y + box.height / 2) : -1;
  };
  const count = await middle('diagnostic-count');
  expect(count).toBeGreaterThan(0);
  expect(await middle('timeline-toggle')).toBe(count);
  expect(await middle('inspector-toggle')).toBe(count);
  // And at the row's end: nothing of the chips after them.
  const chips = await page.getByTestId('doc-summary-chips').boundingBox();
  const last = await page.getByTestId('inspector-toggle').boundingBox();
  expect(Math.round((chips?.x ?? 0) + (chips?.width ?? 0))).toBe(
    Math.round((last?.x ?? 0) + (last?.width ?? 0)),
  );
});

test('a wider window never shows less of the title; on a phone the problem count is in view', async ({
  page,
}) => {
  await openWithABadLine(page, 1520);
  // The whole title fits this row: it is not cut for the chips beside it.
  const title = page.getByTestId('doc-title');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId('diagnostic-count')).toBeInViewport({ ratio: 1 });
});

test('a session_meta missing a required field keeps its session id and model, with a warning', async ({
  page,
}) => {
  const lines = readFileSync(fixturePath(PARENT_001), 'utf8').split('\n');
  const meta = JSON.parse(lines[0] ?? '{}') as { payload: Record<string, unknown> };
  delete meta.payload.workspace;
  const path = join(mkdtempSync(join(tmpdir(), 'meta-')), PARENT_001);
  writeFileSync(path, [JSON.stringify(meta), ...lines.slice(1)].join('\n'));
  await pickFiles(page, [path]);
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-model')).toContainText('fake-model');
  await page.getByTestId('diagnostic-count').click();
  const warning = page.locator('[data-testid=diagnostic][data-line="1"]');
  await expect(warning).toHaveAttribute('data-severity', 'warning');
  await expect(warning).toContainText('payload.workspace');
  const list = page.getByTestId('conversation');
  await expect(list.locator('[data-kind=session_meta]')).toHaveCount(1);
});
