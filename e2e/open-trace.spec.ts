import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CHILD_001,
  CHILD_ID,
  PARENT_001,
  PARENT_002,
  PARENT_ID,
  RECORDS,
  TRACE_FILES,
  fixturePath,
} from './support/fixtures';
import {
  dropFiles,
  gotoApp,
  openFixtures,
  pasteText,
  pickFiles,
  pickFolder,
  waitForLoaded,
} from './support/open';
import { collectRows, conversation, scrollToRow } from './support/list';
import { OTHER_ID, writeTracesFolder } from './support/traces-folder';

const ALL = RECORDS[PARENT_001] + RECORDS[PARENT_002] + RECORDS[CHILD_001];

test.describe('opening Trace files', () => {
  for (const name of TRACE_FILES) {
    test(`picks ${name} alone`, async ({ page }) => {
      const status = await openFixtures(page, [name]);
      await expect(status).toHaveAttribute('data-records', String(RECORDS[name]));
      await expect(page.getByTestId('doc-tab')).toHaveCount(1);
      await expect(page.locator('[data-kind=session_meta]').first()).toBeVisible();
    });
  }

  test('the three files of one session open as one document', async ({ page }) => {
    const status = await openFixtures(page, [CHILD_001, PARENT_002, PARENT_001]);
    await expect(status).toHaveAttribute('data-records', String(ALL));
    await expect(page.getByTestId('doc-tab')).toHaveCount(1);
    await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
    const list = conversation(page);
    // Both model contexts open with their own session_meta: the boundary of the rotation.
    const metas = await collectRows(list, '[data-kind=session_meta][data-session=""]');
    expect(metas).toHaveLength(2);
    // The child session's rows sit inside the parent's conversation, nested one level.
    const child = await scrollToRow(list, `[data-session="${CHILD_ID}"]`);
    await expect(child).toBeVisible();
    const childRows = await collectRows(list, `[data-depth="1"] [data-session="${CHILD_ID}"]`);
    expect(childRows.length).toBeGreaterThan(5);
    await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
  });

  test('drops the three files on the window', async ({ page }) => {
    await gotoApp(page);
    await dropFiles(page, TRACE_FILES.map(fixturePath));
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ALL));
    await expect(page.getByTestId('doc-tab')).toHaveCount(1);
  });

  test('pasted JSONL opens', async ({ page }) => {
    await gotoApp(page);
    const lines = readFileSync(fixturePath(CHILD_001), 'utf8');
    await pasteText(page, lines);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(RECORDS[CHILD_001]));
    await expect(page.getByTestId('doc-title')).toContainText('CHILD_TASK');
  });

  test('?trace= opens a served file', async ({ page }) => {
    await gotoApp(page, `/?trace=/samples/penguin-session-a/${PARENT_ID}_002.jsonl`);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(RECORDS[PARENT_002]));
  });

  test('?trace= of a file another site does not share says it could not be read, and why', async ({
    page,
    baseURL,
  }) => {
    // localhost is another origin than 127.0.0.1, and the server sends no CORS header.
    const elsewhere = `${(baseURL ?? '').replace('127.0.0.1', 'localhost')}/samples/penguin-session-a/${PARENT_ID}_002.jsonl`;
    await gotoApp(page, `/?trace=${encodeURIComponent(elsewhere)}`);
    await expect(page.getByTestId('load-status')).toHaveAttribute('data-load-state', 'error');
    await expect(page.getByTestId('load-status')).toContainText(`GET ${elsewhere}: no answer`);
    await expect(page.getByTestId('load-status')).toContainText('(CORS)');
    await expect(page.getByTestId('conversation-empty')).toContainText(
      'Nothing to show: the file could not be read.',
    );
  });

  test('"Open sample trace" opens the bundled capture as one document', async ({ page }) => {
    await gotoApp(page);
    await page.getByTestId('open-sample').click();
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ALL));
    await expect(page.getByTestId('doc-tab')).toHaveCount(1);
    await expect(page.getByTestId('doc-model')).toHaveText('custom / fake-model');
  });

  test('picking unrelated files gives one tab each', async ({ page }) => {
    await pickFiles(page, [fixturePath(CHILD_001)]);
    await waitForLoaded(page);
    await pickFiles(page, [fixturePath(PARENT_002)]);
    await waitForLoaded(page);
    await expect(page.getByTestId('doc-tab')).toHaveCount(2);
  });
});

test.describe('a traces/ folder', () => {
  test('lists sessions by date with title, model, files and status, and opens one', async ({
    page,
  }) => {
    await pickFolder(page, writeTracesFolder());
    const browser = page.getByTestId('folder-browser');
    await expect(browser.getByTestId('folder-date')).toHaveCount(2);
    await expect(browser.getByTestId('folder-date').first()).toHaveAttribute(
      'data-date',
      '2026-12-02',
    );

    const parent = browser.locator(`[data-session-id="${PARENT_ID}"]`);
    await expect(parent).toHaveAttribute('data-status', 'done');
    await expect(parent).toContainText('ARCTIC_TASK');
    await expect(parent).toContainText('fake-model');
    await expect(parent).toContainText('2 files');
    const child = browser.locator(`[data-session-id="${CHILD_ID}"]`);
    await expect(child).toHaveAttribute('data-depth', '1');
    await expect(child).toContainText('CHILD_TASK');
    const other = browser.locator(`[data-session-id="${OTHER_ID}"]`);
    await expect(other).toHaveAttribute('data-status', 'aborted');
    await expect(other).toHaveAttribute('data-depth', '0');

    await parent.click();
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ALL));
    await expect(browser).toBeHidden();
    await expect(page.getByTestId('doc-tab')).toHaveCount(1);
    await page.getByTestId('folder-toggle').click();
    await expect(browser).toBeVisible();
  });
});

test('a file with no record says so, and where to read why, instead of a blank page', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-empty-'));
  const bad = join(dir, 'bad.jsonl');
  writeFileSync(bad, 'not json\n{"type":"nope"}\n');
  await pickFiles(page, [bad]);
  await waitForLoaded(page);
  const empty = page.getByTestId('conversation-empty');
  await expect(empty).toContainText('no line of this file is a record');
  await expect(page.getByTestId('session-summary-bar')).toBeHidden();
  await empty.getByRole('button', { name: /2 errors in the problems/ }).click();
  await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('aria-expanded', 'true');

  const none = join(dir, 'empty.jsonl');
  writeFileSync(none, '');
  await pickFiles(page, [none]);
  await waitForLoaded(page);
  await expect(page.getByTestId('conversation-empty')).toContainText('no line of this file');
  // A file that has records shows them, and no such note.
  await openFixtures(page, [CHILD_001]);
  await expect(conversation(page).locator('[data-item-id]').first()).toBeVisible();
  await expect(page.getByTestId('conversation-empty')).toHaveCount(0);
});
