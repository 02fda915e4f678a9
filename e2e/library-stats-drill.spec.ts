// The Stats tab on a library where more sessions stand behind a bar than its list shows at once:
// the list says how many there are and pages through the rest.
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { tempRoot } from '../test/support/library-tree';
import { writeStatsSession } from '../test/support/stats-tree';
import { serveIndexed } from './support/library-tree';

/** Sessions that each retried a timed-out request: more than two pages of a bar's list. */
const TIMED_OUT = 120;

let app: RunningServer;
const root = tempRoot();

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  for (let i = 0; i < TIMED_OUT; i++)
    writeStatsSession(root, {
      tag: `0000d${String(i).padStart(3, '0')}`,
      project: i % 2 === 0 ? 'acme' : 'zeta',
      agent: 'coder',
      model: 'claude-sonnet-4-5',
      day: `2026-03-${String(1 + (i % 20)).padStart(2, '0')}`,
      retried: ['timeout'],
      usage: [0, 0, 100 + i],
    });
  app = await serveIndexed(root);
});
test.afterAll(async () => app.close());

test("a bar's sessions say how many there are, and list the rest on demand", async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=stats`);
  const stats = page.getByTestId('library-stats');
  await stats.getByTestId('library-stats-retry').and(page.locator('[data-label=timeout]')).click();
  const section = stats.getByTestId('library-stats-retry-causes');
  const listed = section.getByTestId('library-stats-session');
  await expect(listed).toHaveCount(50);
  await expect(section.getByTestId('library-stats-drill-listed')).toHaveText('50 of 120 sessions');
  await section.getByTestId('library-stats-drill-next').click();
  await expect(listed).toHaveCount(100);
  await expect(section.getByTestId('library-stats-drill-listed')).toHaveText('100 of 120 sessions');
  await expect(section.getByTestId('library-stats-drill-next')).toHaveText('Show the next 20');
  await section.getByTestId('library-stats-drill-next').click();
  await expect(listed).toHaveCount(TIMED_OUT);
  await expect(section.getByTestId('library-stats-drill-listed')).toHaveCount(0);
  // Every session once: the pages follow one another without a gap or an overlap.
  const ids = await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-session-id')));
  expect(new Set(ids).size).toBe(TIMED_OUT);
});

test('"Show all" lists every session behind the bar', async ({ page }) => {
  await page.goto(`${app.url}/?library&tab=stats`);
  const section = page.getByTestId('library-stats-retry-causes');
  await section.getByTestId('library-stats-retry').click();
  await expect(section.getByTestId('library-stats-session')).toHaveCount(50);
  await section.getByTestId('library-stats-drill-all').click();
  await expect(section.getByTestId('library-stats-session')).toHaveCount(TIMED_OUT);
});

test("Stats opened from a filtered table counts that table's sessions, and says so", async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&tab=sessions&project=acme`);
  await page.getByTestId('library-tab-stats').click();
  const stats = page.getByTestId('library-stats');
  await expect(stats.getByTestId('library-stats-total-sessions')).toHaveText(String(TIMED_OUT / 2));
  await expect(stats.getByTestId('library-stats-filtered')).toContainText(
    'Only the sessions filtered by Project acme.',
  );
  // A bar's sessions and the chart's links keep to them too.
  const section = stats.getByTestId('library-stats-retry-causes');
  await section.getByTestId('library-stats-retry').click();
  await expect(section.getByTestId('library-stats-drill-listed')).toHaveText('50 of 60 sessions');
  await section.getByTestId('library-stats-drill-next').click();
  await expect(section.getByTestId('library-stats-session')).toHaveCount(TIMED_OUT / 2);
  await expect(section.getByText('zeta')).toHaveCount(0);
  await expect(stats.locator('[data-testid=library-stats-key] a')).toHaveAttribute(
    'href',
    /[?&]project=acme&model=claude-sonnet-4-5&from=/,
  );
  await stats.getByTestId('library-stats-whole').click();
  await expect(stats.getByTestId('library-stats-total-sessions')).toHaveText(String(TIMED_OUT));
  await expect(stats.getByTestId('library-stats-filtered')).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).search).toBe('?library&tab=stats');
});

// Last: it adds a session to the served tree.
test('Stats follow a live library: the totals and an open bar take in a session written meanwhile', async ({
  page,
}) => {
  await page.goto(`${app.url}/?library&tab=stats`);
  const stats = page.getByTestId('library-stats');
  await expect(stats.getByTestId('library-stats-total-sessions')).toHaveText(String(TIMED_OUT));
  const section = stats.getByTestId('library-stats-retry-causes');
  await section.getByTestId('library-stats-retry').click();
  await section.getByTestId('library-stats-drill-all').click();
  const listed = section.getByTestId('library-stats-session');
  await expect(listed).toHaveCount(TIMED_OUT);
  const tag = '0000dfff';
  writeStatsSession(root, {
    tag,
    project: 'acme',
    agent: 'coder',
    model: 'claude-sonnet-4-5',
    day: '2026-03-21',
    retried: ['timeout'],
    usage: [0, 0, 999],
  });
  // The watcher's settle and the page's one-second poll.
  await expect(stats.getByTestId('library-stats-total-sessions')).toHaveText(
    String(TIMED_OUT + 1),
    { timeout: 10_000 },
  );
  // The open bar lists them all again, the new one among them, not its first page only.
  await expect(listed).toHaveCount(TIMED_OUT + 1);
  await expect(listed.and(page.locator(`[data-session-id$="${tag}"]`))).toHaveCount(1);
});
