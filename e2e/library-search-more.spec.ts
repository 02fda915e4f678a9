// The library search lists a session's first hits: the group says how many more it holds, and
// lists them in place on request, a page at a time, each opening its own record.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { fileText, linesOf, tempRoot, tracesFolder } from '../test/support/library-tree';
import { createTraceBuilder } from '../test/support/trace-builder';
import { auditBothThemes } from './support/axe';
import { waitForLoaded } from './support/open';
import { serveLibrary } from './support/library-tree';

const BUSY = 'session-2026-02-01-10-00-00-0000b051';
const QUIET = 'session-2026-02-02-10-00-00-0000a11e';

/** A session that names `word` in its prompt and in each of `answers` answers. */
function session(id: string, day: string, answers: number, word = 'notes.txt'): string {
  const b = createTraceBuilder({ start: `${day}T10:00:00.000Z`, step: 1000 });
  const turns = Array.from({ length: answers }, (_, i) => [
    b.begin(),
    b.text('assistant', `Line ${i + 1} of ${word} read`),
    b.end('completed'),
  ]);
  return fileText(
    linesOf([
      b.makeMeta({ session_id: id, model_id: 'claude-sonnet-4-5' }),
      b.text('user', `Go through ${word}`),
      ...turns.flat(),
    ]),
  );
}

let app: RunningServer;
let write: (id: string, day: string, answers: number, word?: string) => void;
test.beforeAll(async () => {
  const root = tempRoot();
  write = (id, day, answers, word) =>
    writeFileSync(
      join(tracesFolder(root, 'acme', 'coder', day), `${id}_001.jsonl`),
      session(id, day, answers, word),
    );
  // 60 answers and the prompt: 61 hits, more than one page of further hits.
  write(BUSY, '2026-02-01', 60);
  write(QUIET, '2026-02-02', 2);
  app = await serveLibrary([root]);
});
test.afterAll(async () => app.close());

test("a session's hits past the first five are counted and listed on request", async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=search&q=notes.txt`);
  await expect(page.getByTestId('library-hit-count')).toHaveAttribute('data-count', '64');
  const group = page.locator(`[data-testid=library-hit-session][data-session-id="${BUSY}"]`);
  const quiet = page.locator(`[data-testid=library-hit-session][data-session-id="${QUIET}"]`);
  const hits = group.getByTestId('library-hit');
  await expect(hits).toHaveCount(5);
  await expect(group.getByTestId('library-hit-rest')).toHaveText('56 more in this session');
  // A group that lists all it holds says nothing more.
  await expect(quiet.getByTestId('library-hit')).toHaveCount(3);
  await expect(quiet.getByTestId('library-hit-rest')).toHaveCount(0);
  await auditBothThemes(page, 'library search with further hits');

  const more = group.getByTestId('library-hit-more');
  await expect(more).toHaveText('Show the next 50');
  await more.click();
  await expect(hits).toHaveCount(55);
  await expect(group.getByTestId('library-hit-rest')).toHaveText('6 more in this session');
  await expect(more).toHaveText('Show all');
  await more.press('Enter');
  await expect(hits).toHaveCount(61);
  await expect(group.getByTestId('library-hit-rest')).toHaveCount(0);
  // The keyboard goes on from the first hit just listed.
  await expect(hits.nth(55)).toBeFocused();
  // Each hit once, in the session's order: the prompt, then answers 1 to 60.
  const snippets = await hits.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(snippets[0]).toContain('Go through notes.txt');
  expect(snippets.slice(1).map((s) => /Line (\d+)/.exec(s)?.[1])).toEqual(
    Array.from({ length: 60 }, (_, i) => String(i + 1)),
  );

  // A hit listed on request opens its own record, the search applied.
  await hits.last().click();
  await waitForLoaded(page);
  expect(new URL(page.url()).searchParams.get('record')).toBe(`${BUSY}_001.jsonl:181`);
  await expect(page.getByTestId('search-input')).toHaveValue('notes.txt');
  await expect(
    page.locator('[role=article]', { has: page.getByTestId('row-selected') }),
  ).toContainText('Line 60 of notes.txt');
});

test('further hits are those of the query the group answers, not of one typed since', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&tab=search&q=notes.txt`);
  const group = page.locator(`[data-testid=library-hit-session][data-session-id="${BUSY}"]`);
  const hits = group.getByTestId('library-hit');
  await expect(hits).toHaveCount(5);
  // The answer to the next query is held back: its groups stay those of notes.txt meanwhile.
  await page.route(
    (url) => url.pathname === '/api/library/search' && url.searchParams.get('q') === 'Line',
    async (route) => {
      if (route.request().url().includes('session=')) return route.continue();
      await new Promise((r) => setTimeout(r, 3000));
      return route.continue().catch(() => undefined);
    },
  );
  await page.getByTestId('library-search').fill('Line');
  await group.getByTestId('library-hit-more').click();
  await expect(hits).toHaveCount(55);
  // The sixth hit of notes.txt is answer 5 (the prompt is the first); of "Line", answer 6.
  await expect(hits.nth(5)).toContainText('Line 5 of');
  await expect(hits.nth(5).locator('mark')).toHaveText('notes.txt');
});

test('hits listed on request stay listed as the index changes, and a short page ends the list', async ({
  page,
}) => {
  const LIVE = 'session-2026-02-03-10-00-00-0000f00d';
  write(LIVE, '2026-02-03', 60, 'memo.md');
  await page.goto(`${app.url}/?library&tab=search&q=memo.md`);
  const group = page.locator(`[data-testid=library-hit-session][data-session-id="${LIVE}"]`);
  const hits = group.getByTestId('library-hit');
  const rest = group.getByTestId('library-hit-rest');
  await expect(rest).toHaveText('56 more in this session');
  await group.getByTestId('library-hit-more').click();
  await expect(hits).toHaveCount(55);
  // The session goes on (the watcher indexes it again): what the reader listed stays listed.
  write(LIVE, '2026-02-03', 62, 'memo.md');
  await expect(rest).toHaveText('8 more in this session');
  await expect(hits).toHaveCount(55);
  await expect(hits.nth(54)).toContainText('Line 54 of');

  // The session lost its last hits between the answer and the click (as a rewrite would): the
  // page comes back empty, and the group says no more rather than offer them again.
  await page.route(
    (url) => url.pathname === '/api/library/search' && url.searchParams.get('offset') === '55',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: unknown[] };
      await route.fulfill({ response, json: { ...body, results: [] } });
    },
  );
  await group.getByTestId('library-hit-more').click();
  await expect(rest).toHaveCount(0);
  await expect(hits).toHaveCount(55);
});
