// `omniscope serve <folder>` of a child session whose id two parents' subagent pointers name: one
// row of it, under the first parent, and the other parent's pointer listed among the problems in
// the reader's language. Either parent opened from the library opens the child with it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import {
  CHILD,
  familyLines,
  fileText,
  PARENT,
  SECOND_PARENT,
  secondParentLines,
  tempRoot,
  tracesFolder,
} from '../test/support/library-tree';
import { serveLibrary } from './support/library-tree';
import { waitForLoaded } from './support/open';

let app: RunningServer;
let second: string;

test.beforeAll(async () => {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  const { parent, child } = familyLines();
  writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(parent));
  writeFileSync(join(dir, `${CHILD}_001.jsonl`), fileText(child));
  second = join(dir, `${SECOND_PARENT}_001.jsonl`);
  writeFileSync(second, fileText(secondParentLines([CHILD])));
  app = await serveLibrary([root]);
});
test.afterAll(async () => {
  await app.close();
});

for (const { lang, kind, under } of [
  { lang: 'en', kind: 'two parents', under: `listed under ${PARENT}` },
  { lang: 'zh', kind: '两个父会话', under: `列在 ${PARENT} 之下` },
]) {
  test(`a child two parents name is one row, under the first, the other pointer listed (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${app.url}/?library&lang=${lang}`);
    const rows = page.getByTestId('library-row');
    await expect(rows).toHaveCount(3);
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-session-id')));
    // The child right after the parent it is listed under.
    expect(ids.indexOf(CHILD)).toBe(ids.indexOf(PARENT) + 1);
    await expect(
      page.locator(`[data-testid=library-row][data-session-id="${CHILD}"]`),
    ).toHaveAttribute('data-depth', '1');
    const problems = page.getByTestId('library-problems');
    await problems.locator('summary').click();
    const listed = problems.locator('[data-testid=library-problem][data-problem=two-parents]');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(kind);
    await expect(listed).toContainText(second);
    await expect(listed).toContainText(under);
  });
}

for (const parent of [PARENT, SECOND_PARENT])
  test(`opening either parent from the library loads the child with it (${parent.slice(-8)})`, async ({
    page,
  }) => {
    await page.goto(`${app.url}/?library`);
    await page.locator(`[data-testid=library-row][data-session-id="${parent}"]`).click();
    await waitForLoaded(page);
    const card = page.locator(`[data-testid=child-card][data-child-session="${CHILD}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('child-not-loaded')).toHaveCount(0);
    await expect(card.getByTestId('child-status')).toHaveAttribute('data-status', 'done');
    expect(new URL(page.url()).searchParams.getAll('trace')).toHaveLength(2);
    // Its card opens the child itself, its records read.
    await card.getByTestId('child-focus').click();
    await expect(page.getByText('Read test/clock.test.ts').first()).toBeVisible();
  });

test('under engine=worker the library keeps the flag, and a session opened from it is held in a worker', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&engine=worker`);
  await expect(page.getByTestId('library-row')).toHaveCount(3);
  // The library writes its view in the URL; a reload of it opens the same way.
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).not.toBeNull();
  expect(new URL(page.url()).searchParams.get('engine')).toBe('worker');
  await page.locator(`[data-testid=library-row][data-session-id="${PARENT}"]`).click();
  await waitForLoaded(page);
  await expect(page.getByTestId('engine-worker-notice')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('engine')).toBe('worker');
});
