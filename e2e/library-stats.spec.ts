// The library's Stats tab on a generated PenguinHarness tree whose every figure is known: the
// totals, the tools, and bars that open the sessions behind them.
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { BUILT_IN_PRICES, priceFor } from '../src/cost/prices';
import { breakdownOf, costOf } from '../src/cost/usage-cost';
import { formatCost } from '../src/ui/cost/format-cost';
import { tempRoot } from '../test/support/library-tree';
import { serveIndexed } from './support/library-tree';
import { STATS_SESSIONS, statsSessionId, writeStatsTree } from '../test/support/stats-tree';
import { tokens } from '../test/support/trace-builder';

let app: RunningServer;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  const root = tempRoot();
  writeStatsTree(root);
  app = await serveIndexed(root);
});
test.afterAll(async () => app.close());

const idOf = (tag: string) =>
  statsSessionId(STATS_SESSIONS.find((s) => s.tag === tag) ?? STATS_SESSIONS[0]!);

async function openStats(page: Page) {
  await page.goto(`${app.url}/?library&tab=stats`);
  const stats = page.getByTestId('library-stats');
  await expect(stats.getByTestId('library-stats-total-sessions')).toHaveText('5');
  return stats;
}

/** Clicks the bottom of bar `index` of `count` evenly spaced periods. */
async function clickBar(page: Page, index: number, count: number) {
  const over = page.getByTestId('library-stats-chart').locator('.u-over');
  const box = await over.boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.click(box.x + ((index + 0.5) / count) * box.width, box.y + box.height - 3);
}

const urlParams = (page: Page) => new URL(page.url()).searchParams;

test('shows the totals, cost at the session view prices, and each tool', async ({ page }) => {
  const stats = await openStats(page);
  const cost = STATS_SESSIONS.reduce((sum, s) => {
    const price = priceFor(BUILT_IN_PRICES, s.model);
    return price ? sum + costOf(breakdownOf(tokens(...s.usage)), price) : sum;
  }, 0);
  await expect(stats.getByTestId('library-stats-total-cost')).toHaveText(formatCost(cost));
  await expect(stats.getByTestId('library-stats-total-tool-calls')).toHaveText('6');
  await expect(stats.getByTestId('library-stats-total-retries')).toHaveText('3');
  const exec = stats.locator('[data-testid=library-stats-tool][data-tool=exec_command]');
  await expect(exec.getByTestId('library-stats-tool-calls')).toHaveText('4');
  await expect(exec).toContainText('75%');
  await expect(exec).toContainText('2.5 s');
  await expect(stats.getByTestId('library-stats-retry')).toHaveCount(2);
  // Counted in words that agree with their numbers: "1 retries · 1 sess." before.
  const retry = (cause: string) =>
    stats.locator(`[data-testid=library-stats-retry][data-label=${cause}]`);
  await expect(retry('malformed')).toContainText('1 retry · 1 session');
  await expect(retry('timeout')).toContainText('2 retries · 2 sessions');
  await expect(
    stats.locator('[data-testid=library-stats-approval][data-label=deny]'),
  ).toContainText('1 call · 1 session');
  const longest = stats
    .getByTestId('library-stats-longest')
    .getByTestId('library-stats-session')
    .first();
  await expect(longest).toHaveAttribute('data-session-id', idOf('0000a003'));
  // Where it ran reads on a line of its own under the title, whatever the title's length.
  const [title, where] = await longest
    .locator('a > span:first-child > span')
    .evaluateAll((spans) => spans.map((e) => e.getBoundingClientRect()));
  expect(where && title && where.top >= title.bottom - 1).toBe(true);
  await expect(longest).toContainText('zeta');
});

test('a day bar opens the sessions of its model on that day', async ({ page }) => {
  const stats = await openStats(page);
  const chart = stats.getByTestId('library-stats-chart');
  await expect(chart).toHaveAttribute('data-periods', '10');
  // A label under each day's bar, the year on the first: the axis was a clock's before.
  const days = Array.from({ length: 9 }, (_, i) => `Mar ${i + 3}`);
  await expect(chart).toHaveAttribute('data-ticks', ['Mar 2, 2026', ...days].join(' | '));
  // 2026-03-04 (the third day) holds one session, on claude-sonnet-4-5.
  await clickBar(page, 2, 10);
  await expect(page.getByTestId('library-tab-sessions')).toHaveAttribute('aria-selected', 'true');
  const p = urlParams(page);
  expect([p.get('tab'), p.get('model'), p.get('from'), p.get('to')]).toEqual([
    'sessions',
    'claude-sonnet-4-5',
    '2026-03-04',
    '2026-03-04',
  ]);
});

test('a week bar by project opens that project over the whole week', async ({ page }) => {
  const stats = await openStats(page);
  await stats.getByTestId('library-stats-switch-week').click();
  await stats.getByTestId('library-stats-switch-project').click();
  await expect(stats.getByTestId('library-stats-chart')).toHaveAttribute('data-periods', '2');
  // Week of 2026-03-02: acme spent more there than zeta, but the bottom segment is the key
  // with the most over both weeks; the readout names the one under the pointer.
  const over = stats.getByTestId('library-stats-chart').locator('.u-over');
  const box = await over.boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.move(box.x + 0.25 * box.width, box.y + box.height - 3);
  const readout = await stats.getByTestId('library-stats-readout').textContent();
  const project = /· (acme|zeta) ·/.exec(readout ?? '')?.[1];
  expect(project).toBeDefined();
  await clickBar(page, 0, 2);
  const p = urlParams(page);
  expect([p.get('project'), p.get('from'), p.get('to')]).toEqual([
    project,
    '2026-03-02',
    '2026-03-08',
  ]);
});

test('a tool row opens the sessions that used it; a decision lists its sessions', async ({
  page,
}) => {
  const stats = await openStats(page);
  await stats.getByTestId('library-stats-approval').and(page.locator('[data-label=deny]')).click();
  const listed = stats.getByTestId('library-stats-approvals').getByTestId('library-stats-session');
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveAttribute('data-session-id', idOf('0000a001'));
  await expect(listed.locator('a')).toHaveAttribute(
    'href',
    new RegExp(`session=${idOf('0000a001')}`),
  );
  await stats.locator('[data-testid=library-stats-tool][data-tool=read_file] a').click();
  await expect(page.getByTestId('library-tab-sessions')).toHaveAttribute('aria-selected', 'true');
  expect(urlParams(page).get('tool')).toBe('read_file');
});

test("the chart's choices stay in the URL: a reload or a shared link shows the same chart", async ({
  page,
}) => {
  await openStats(page);
  const checked = (option: string) =>
    expect(page.getByTestId(`library-stats-switch-${option}`)).toHaveAttribute(
      'aria-checked',
      'true',
    );
  await page.getByTestId('library-stats-switch-tokens').click();
  await page.getByTestId('library-stats-switch-week').click();
  await page.getByTestId('library-stats-switch-project').click();
  await expect
    .poll(() => new URL(page.url()).search)
    .toBe('?library&tab=stats&measure=tokens&period=week&by=project');
  await page.reload();
  await expect(page.getByTestId('library-stats-total-sessions')).toHaveText('5');
  for (const option of ['tokens', 'week', 'project']) await checked(option);
  // Back to the defaults: the URL says nothing of the chart again.
  await page.getByTestId('library-stats-switch-cost').click();
  await page.getByTestId('library-stats-switch-day').click();
  await page.getByTestId('library-stats-switch-model').click();
  await expect.poll(() => new URL(page.url()).search).toBe('?library&tab=stats');
});
