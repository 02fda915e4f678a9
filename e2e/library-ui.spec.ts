// The library page as a reader meets it: hostile names drawn as codes.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { serveLibrary, writeLibraryTree, type LibraryTree } from './support/library-tree';

const BIDI_FIXTURE = fileURLToPath(
  new URL('../fixtures/hostile/bidi-names.jsonl', import.meta.url),
);
const SPOOFED_TOOL = 'exec_\u202Eenilno\u2066_command';
const SHOWN_TOOL = 'exec_⟨U+202E⟩enilno⟨U+2066⟩_command';

let app: RunningServer;
let tree: LibraryTree;

test.beforeAll(async () => {
  tree = writeLibraryTree(4);
  copyFileSync(BIDI_FIXTURE, join(tree.root, 'bidi-names.jsonl'));
  app = await serveLibrary([tree.root]);
});
test.afterAll(async () => app.close());

const rows = (page: Page) => page.getByTestId('library-row');
/** Every session of the tree: its own and the hostile fixture's. */
const SESSIONS = 4 + 2 + 1;

/** What the page shows in text, tooltips, labels and options that holds a bidi control. */
const shownBidi = (page: Page) =>
  page.evaluate(() => {
    const bidi = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
    const shown = [document.body.innerText];
    for (const el of document.querySelectorAll('*'))
      for (const name of ['title', 'aria-label', 'data-ticks'])
        shown.push(el.getAttribute(name) ?? '');
    for (const o of document.querySelectorAll('option')) shown.push(o.text);
    return shown.filter((s) => bidi.test(s));
  });

test('a name with bidi controls is drawn with their codes in rows, filters, stats and hits', async ({
  page,
}) => {
  await page.goto(app.url);
  await expect(rows(page)).toHaveCount(SESSIONS);
  const tool = page.getByTestId('library-filter-tool');
  await expect(tool.locator('option', { hasText: SHOWN_TOOL })).toHaveCount(1);
  // The option still filters by the name the index holds.
  await tool.selectOption(SPOOFED_TOOL);
  await expect(rows(page)).toHaveCount(1);
  expect(await shownBidi(page)).toEqual([]);

  await page.goto(`${app.url}/?library&tab=stats`);
  const toolRow = page.locator(`[data-testid=library-stats-tool][data-tool="${SPOOFED_TOOL}"]`);
  await expect(toolRow).toContainText(SHOWN_TOOL);
  await expect(toolRow.locator('[data-invisible="U+202E"]')).toHaveCount(1);
  expect(await shownBidi(page)).toEqual([]);

  await page.goto(`${app.url}/?library&tab=search&q=${encodeURIComponent('txt.exe')}`);
  await expect(page.getByTestId('library-hit').first()).toContainText('⟨U+202E⟩txt.exe');
  expect(await shownBidi(page)).toEqual([]);
});
