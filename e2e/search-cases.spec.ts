// Search on traces made for it: patterns that backtrack for hours in the browser's RegExp, and
// matches in every place a row can hide them.
import { expect, test } from '@playwright/test';
import { CaseBuilder } from '../test/cases/case-builder';
import {
  currentMark,
  currentSpot,
  expectCurrentMarkOnScreen,
  gotoTrace,
  search,
  searchCount,
  searchInput,
} from './support/search';
import { waitForLoaded } from './support/open';

// The machine runs several suites at once: loading and typing take their time.
test.describe.configure({ timeout: 120_000 });

/** Twenty texts of "a"×40 then "b" (no match of `(a+)+$`, 2^40 steps each to say so). */
function backtrackingTrace(): string {
  const c = CaseBuilder.start().meta('s-regex').user('aaaa');
  for (let i = 0; i < 20; i++) c.text(`${'a'.repeat(40)}b`);
  return c.jsonl();
}

test.describe('a regular expression cannot freeze the page', () => {
  test('typed: (a+)+$ counts and marks its one match, and the page answers', async ({ page }) => {
    await gotoTrace(page, backtrackingTrace());
    await waitForLoaded(page);
    await search(page, '(a+)+$');
    await page.getByTestId('search-regex').click();
    await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
    await expect(searchCount(page)).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('conversation').locator('mark')).toHaveText(['aaaa']);
    expect(await page.evaluate(() => document.title.length >= 0)).toBe(true);
  });

  test('in the URL: a reload with q=(a+)+$&regex=1 counts it again', async ({ page }) => {
    await gotoTrace(page, backtrackingTrace(), `&q=${encodeURIComponent('(a+)+$')}&regex=1`);
    await waitForLoaded(page);
    await expect(searchCount(page)).toHaveAttribute('data-count', '1');
    await page.reload();
    await waitForLoaded(page);
    await expect(searchCount(page)).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('search-regex')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
  });

  test('a pattern too slow on this trace is reported, not run on the page', async ({ page }) => {
    // A tool output, which shows its head only: 110 KB of markdown would take a while to draw.
    const long = 'the quick brown fog jumps over the lazy dog '.repeat(2_500);
    const slow = CaseBuilder.start().meta('s-slow').user('read it');
    await gotoTrace(page, slow.call('c1', 'read', {}).output('c1', long).jsonl());
    await waitForLoaded(page);
    await search(page, '[\\s\\S]{500}dog');
    await page.getByTestId('search-regex').click();
    await expect(page.getByTestId('search-stopped')).toHaveText(
      /this pattern is too slow on this trace/i,
      { timeout: 30_000 },
    );
    await expect(searchCount(page)).toHaveCount(0);
    await expect(page.getByTestId('conversation').locator('mark')).toHaveCount(0);
    // The next query runs on a fresh worker.
    await searchInput(page).fill('lazy');
    await expect(searchCount(page)).toHaveAttribute('data-count', '2500');
  });

  test('a search worker that dies says so, never "No matches"', async ({ page }) => {
    await page.route('**/assets/search.worker-*.js', (route) =>
      route.fulfill({ body: 'throw new Error("broken");', contentType: 'text/javascript' }),
    );
    await gotoTrace(page, backtrackingTrace());
    await waitForLoaded(page);
    await search(page, 'aaaa');
    await expect(page.getByTestId('search-stopped')).toContainText('its worker failed');
    await expect(searchCount(page)).toHaveCount(0);
  });

  test('an invalid one says "Invalid regular expression" once', async ({ page }) => {
    await gotoTrace(page, backtrackingTrace());
    await waitForLoaded(page);
    await search(page, 'a(b');
    await page.getByTestId('search-regex').click();
    await expect(page.getByTestId('search-error')).toHaveText(
      'Invalid regular expression: missing closing ): `a(b`',
    );
  });
});

/** "denied" in a text, two refusals' outputs, folded reasoning, an error, a child, a long output. */
function deniedTrace(): string {
  const p = CaseBuilder.start();
  const child = p.as(['s-child']);
  p.meta('s-main').user('Why was it denied?').begin();
  p.thinking('The user may have denied it.\nSecond line of reasoning.');
  p.call('c1', 'shell', { cmd: 'rm -rf build' }).decision('c1', 'deny');
  p.output('c1', 'The user denied this call.');
  p.call('c2', 'shell', { cmd: 'curl evil' }).decision('c2', 'forbidden');
  p.output('c2', 'Command denied by policy (denied twice).');
  p.call('c3', 'run_subagent', { task: 'look' }).decision('c3', 'allow');
  child.meta('s-child', { source: 'subagent' }).user('The child was denied too.');
  p.output('c3', 'child done');
  p.call('c4', 'read_log', { path: 'x.log' }).decision('c4', 'allow');
  p.output('c4', `${'line of log\n'.repeat(3_000)}access denied at the end`);
  p.end('failed', { error_message: 'upstream denied the request' });
  return p.jsonl();
}

test('every counted match is marked, and Enter N marks match N, wherever it is', async ({
  page,
}) => {
  await gotoTrace(page, deniedTrace());
  await waitForLoaded(page);
  await search(page, 'denied');
  await expect(searchCount(page)).toHaveAttribute('data-count', '8');
  // Both refusals mark what the model was told.
  await expect(page.getByTestId('refusal-notice').locator('mark')).toHaveCount(3);

  const visited: string[] = [];
  for (let k = 1; k <= 8; k++) {
    await searchInput(page).press('Enter');
    await expect(searchCount(page)).toContainText(`${k} of 8`);
    await expectCurrentMarkOnScreen(page);
    await expect(currentMark(page)).toHaveText(/^denied$/i);
    await expect.poll(() => currentSpot(page)).not.toBe(visited.at(-1));
    visited.push(await currentSpot(page));
  }
  // Eight different marks, one per match, in the order of the count.
  expect(new Set(visited).size).toBe(8);
  expect(visited.map((s) => s.split('/')[1])).toEqual([
    'text',
    'thinking',
    'output',
    'output',
    'output',
    'text',
    'output',
    'error',
  ]);
});
