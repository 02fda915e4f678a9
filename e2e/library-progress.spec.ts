// The first index of a large tree takes a while: the library page says how far it got.
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { tempRoot, tracesFolder, writeGenerated } from '../test/support/library-tree';
import { serveLibrary } from './support/library-tree';

const SESSIONS = 40;
let app: RunningServer | undefined;

test.afterAll(async () => app?.close());

test('the first index tells the files read and the sessions summed up, shows them batch by batch, then the count', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const root = tempRoot();
  // About 40 MB: long enough to index that the page, polling every second, sees it under way.
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  for (let seed = 1; seed <= SESSIONS; seed++) writeGenerated(dir, 5_000, seed);
  // A batch a megabyte: the sessions of each show while the next is read.
  app = await serveLibrary([root], undefined, 2 ** 20);
  await page.goto(app.url);
  const status = page.getByTestId('library-status');
  await expect(status).toHaveAttribute('data-phase', /reading|deriving/, { timeout: 30_000 });
  await expect(status).toContainText(/Indexing… [\d,]+ of [\d,]+ (files read|sessions summed up)/);
  // Rows on the page while the index is still under way, seen at one moment.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=library-row]') !== null &&
      document.querySelector('[data-testid=library-status]')?.getAttribute('data-indexing') === '1',
  );
  await expect(status).toHaveAttribute('data-indexing', '0', { timeout: 90_000 });
  await expect(status).not.toHaveAttribute('data-phase');
  await expect(status).toContainText(`${SESSIONS} sessions indexed`);
});
