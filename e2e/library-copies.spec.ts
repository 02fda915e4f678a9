// `omniscope serve <one> <two>`, both folders holding a copy of one session: it counts once, in
// the library's figures and in the session a click opens, which says which copy it left out.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { tempRoot } from '../test/support/library-tree';
import { fixturePath, PARENT_ID, TRACE_FILES } from './support/fixtures';
import { waitForLoaded } from './support/open';
import { serveLibrary } from './support/library-tree';

let both: RunningServer;
let one: RunningServer;
const root = tempRoot();
const folders = ['one', 'two'].map((name) => join(root, name));

test.beforeAll(async () => {
  for (const folder of folders) {
    mkdirSync(folder);
    for (const name of TRACE_FILES) copyFileSync(fixturePath(name), join(folder, name));
  }
  both = await serveLibrary(folders);
  one = await serveLibrary(folders.slice(0, 1));
});
test.afterAll(async () => {
  await both.close();
  await one.close();
});

const FIGURES = ['requests', 'retries', 'total_tokens'];
async function figuresOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const row = page.locator(`[data-testid=library-row][data-session-id="${PARENT_ID}"]`);
  await expect(row).toBeVisible();
  return Promise.all(
    FIGURES.map(async (c) => (await row.locator(`[data-column=${c}]`).textContent()) ?? ''),
  );
}

test('a session in two folders counts once, and the one opened says which copy it left out', async ({
  page,
}) => {
  expect(await figuresOf(page, both.url)).toEqual(await figuresOf(page, one.url));

  await page.goto(both.url);
  await page.locator(`[data-testid=library-row][data-session-id="${PARENT_ID}"]`).click();
  const status = await waitForLoaded(page);
  // The reference session's records, each read once.
  await expect(status).toHaveAttribute('data-records', String(56 + 9 + 18));
  await page.getByTestId('diagnostic-count').click();
  const panel = page.getByTestId('diagnostics-panel');
  await expect(panel.locator('[data-testid=diagnostic][data-severity=error]')).toHaveCount(0);
  const told = panel.locator('[data-testid=diagnostic][data-severity=warning]');
  await expect(told).toHaveCount(TRACE_FILES.length);
  for (const name of TRACE_FILES)
    await expect(told.filter({ hasText: `${folders[1]}/${name}` })).toContainText(
      `${folders[0]}/${name}`,
    );
});

test('the library lists each copy it left out, and the file it counted instead', async ({
  page,
}) => {
  await page.goto(both.url);
  const problems = page.getByTestId('library-problems');
  await problems.locator('summary').click();
  const copies = problems.locator('[data-testid=library-problem][data-problem=copy]');
  await expect(copies).toHaveCount(TRACE_FILES.length);
  for (const name of TRACE_FILES)
    await expect(copies.filter({ hasText: `${folders[1]}/${name}` })).toContainText(
      `${folders[0]}/${name} is read`,
    );
  // One folder alone holds no copy: nothing to list.
  await page.goto(one.url);
  await expect(page.getByTestId('library-row').first()).toBeVisible();
  await expect(page.getByTestId('library-problems')).toHaveCount(0);
});
