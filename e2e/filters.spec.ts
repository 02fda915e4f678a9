import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { countRecords, type RecordCounts } from '../test/support/filter-counts-from-records';
import { fixturePath, TRACE_FILES } from './support/fixtures';
import { openFixtures, openGenerated, pickFiles, waitForLoaded } from './support/open';
import { CaseBuilder } from '../test/cases/case-builder';
import { caseId } from '../test/cases/ids';
import { writeCase } from '../test/cases/write-cases';
import { tokens } from '../test/support/trace-builder';
import { findRow } from './sessions-helpers';
import { filterChip } from './support/filter-chip';

async function expectCounts(page: Page, c: RecordCounts) {
  const expected: [string, number][] = [
    ...Object.entries(c.kinds),
    ...Object.entries(c.roles),
    ...Object.entries(c.statuses),
    ...Object.entries(c.tools).map(([name, n]): [string, number] => [`tool-${name}`, n]),
  ];
  for (const [name, n] of expected)
    await expect(filterChip(page, name), name).toHaveAttribute('data-count', String(n));
}

const list = (page: Page) => page.getByTestId('conversation');

test('filter counts of the reference data are the records’, and filters combine', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  const lines = TRACE_FILES.flatMap((f) => readFileSync(fixturePath(f), 'utf8').split('\n'));
  const counts = countRecords(lines);
  await expectCounts(page, counts);
  expect(counts.statuses.errors).toBeGreaterThan(0);

  await filterChip(page, 'tools').click();
  await expect(filterChip(page, 'tools')).toHaveAttribute('aria-pressed', 'true');
  const items = list(page).locator('[data-item-id]');
  await expect(list(page).getByTestId('hidden-marker').first()).toBeVisible();
  await expect(items.first()).toHaveAttribute('data-kind', 'tool_call');
  const kinds = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(new Set(kinds)).toEqual(new Set(['tool_call']));

  // Combined with a status: only the denied call is left; the markers say how much is hidden.
  await filterChip(page, 'denied').click();
  await expect(items).toHaveCount(1);
  await expect(items.locator('[data-tool-call-id]')).toHaveAttribute('data-decision', 'deny');
  const hidden = await list(page)
    .getByTestId('hidden-marker')
    .evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-hidden')), 0));
  const rows = Number(await list(page).getAttribute('data-rows'));
  expect(hidden).toBeGreaterThan(rows);

  await page.getByTestId('filter-clear').click();
  await expect(list(page).getByTestId('hidden-marker')).toHaveCount(0);
});

test('filter counts of a 100,000-record trace are the records’; errors only leaves the failures', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const trace = await openGenerated(page, 100_000);
  const counts = countRecords(trace.lines);
  await expectCounts(page, counts);
  expect(counts.statuses.errors).toBeGreaterThan(100);

  await filterChip(page, 'errors').click();
  await expect(list(page)).toHaveAttribute('data-rows', String(2 * counts.statuses.errors + 1));
  const items = list(page).locator('[data-item-id]');
  await expect(items.first()).toHaveAttribute('data-kind', 'request_end');
  const kinds = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(new Set(kinds)).toEqual(new Set(['request_end']));
  await expect(list(page).getByTestId('hidden-marker').first()).toBeVisible();
});

test('on a phone the filters wait behind a toggle, which says when some are on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  const toggle = page.getByTestId('filter-toggle');
  await expect(toggle).toBeVisible();
  await expect(filterChip(page, 'tools')).toBeHidden();
  await toggle.click();
  await expect(filterChip(page, 'tools')).toBeVisible();
  await filterChip(page, 'tools').click();
  await toggle.click();
  await expect(filterChip(page, 'tools')).toBeHidden();
  await expect(toggle).toContainText('Filters (on)');
  await expect(list(page).getByTestId('hidden-marker').first()).toBeVisible();
});

test('a session filter’s marker counts the rows it hides, not the child card besides', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  const rows = async () => Number(await list(page).getAttribute('data-rows'));
  const before = await rows();
  await filterChip(page, 'session-main').click();
  await expect.poll(rows).toBeLessThan(before);
  // The child card and its rows became one marker: it says how many rows are missing.
  const marker = await findRow(page, '[data-testid=hidden-marker]');
  await expect(list(page).getByTestId('hidden-marker')).toHaveCount(1);
  await expect(marker).toHaveText(`${before - (await rows())} hidden`);
});

test('a session fanning out to 24 subagents keeps its filter bar to a line or two; the rest wait behind a button', async ({
  page,
}) => {
  const p = CaseBuilder.start();
  p.meta(caseId('f0000001')).user('Ask 24 subagents.').begin();
  for (let i = 0; i < 24; i++) {
    const id = caseId(`f1${String(i).padStart(6, '0')}`);
    p.call(`call_${i}`, 'run_subagent', { task: `part ${i}` }).decision(`call_${i}`, 'allow');
    p.as([id])
      .meta(id, { source: 'subagent' })
      .user(`PART ${i}`)
      .begin()
      .text('done')
      .end('completed');
    p.output(`call_${i}`, `part ${i}: done`);
  }
  p.usage(tokens(10, 0, 5), tokens(10, 0, 5)).end('completed');
  await pickFiles(page, [writeCase(caseId('f0000001'), p)]);
  await waitForLoaded(page);
  const bar = page.getByTestId('filter-bar');
  const sessions = bar.getByRole('group', { name: 'Session' });
  // Main and seven children, then the button: 25 chips took four lines before.
  await expect(sessions.locator('[data-testid^=filter-session-]')).toHaveCount(8);
  const more = bar.getByTestId('filter-more-sessions');
  await expect(more).toHaveText('+17 more');
  expect((await bar.boundingBox())?.height ?? 0).toBeLessThan(100);
  await more.click();
  await expect(sessions.locator('[data-testid^=filter-session-]')).toHaveCount(25);
  // A child past the fold, turned on, stays in sight once the group folds again.
  const last = sessions.locator('[data-testid^=filter-session-]').last();
  const name = await last.getAttribute('data-testid');
  await last.click();
  await bar.getByTestId('filter-more-sessions').click();
  await expect(bar.getByTestId(name ?? '')).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByTestId('filter-more-sessions')).toHaveText('+16 more');
});
