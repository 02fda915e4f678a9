import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { turnsOf } from '../test/support/turns-from-records';
import { collectRows } from './support/list';
import { filterChip } from './support/filter-chip';
import { CHILD_ID, fixturePath, PARENT_001, PARENT_002, TRACE_FILES } from './support/fixtures';
import { openFixtures, openGenerated } from './support/open';

const outline = (page: Page) => page.getByTestId('outline');
const conversation = (page: Page) => page.getByTestId('conversation');

/** Clicks an outline turn; its row must come into the conversation's viewport. */
async function clickTurnAndSeeIt(page: Page, turn: ReturnType<Page['locator']>) {
  const id = await turn.getAttribute('data-item-id');
  await turn.click();
  const row = conversation(page).locator(`[data-item-id="${id}"]`);
  await expect(row).toBeInViewport();
  return id;
}

test('the outline lists the reference session’s turns; a click scrolls there and it follows reading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openFixtures(page, TRACE_FILES);
  const lines = [PARENT_001, PARENT_002].flatMap((f) =>
    readFileSync(fixturePath(f), 'utf8').split('\n'),
  );
  const turns = outline(page).getByTestId('outline-turn');
  await expect(turns).toHaveCount(turnsOf(lines));
  await expect(outline(page).getByTestId('outline-task').first()).toContainText('ARCTIC_TASK');
  await expect(outline(page).getByTestId('outline-child')).toHaveCount(1);

  await clickTurnAndSeeIt(page, turns.last());
  // Reading from a turn's row on (one early enough to reach the top): the outline marks it.
  const id = await clickTurnAndSeeIt(page, turns.nth(1));
  await conversation(page)
    .locator(`[data-item-id="${id}"]`)
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(outline(page).locator('[data-current=true]')).toHaveAttribute('data-item-id', id!);
  await conversation(page).evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(outline(page).locator('[data-current=true]')).toHaveAttribute(
    'data-item-id',
    (await outline(page).locator('[data-index="0"] button').getAttribute('data-item-id'))!,
  );
});

test('an entry picked in the outline is the one it marks as being read, not the one before it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openFixtures(page, TRACE_FILES);
  const turns = outline(page).getByTestId('outline-turn');
  for (const n of [1, 2, 3]) {
    const id = await clickTurnAndSeeIt(page, turns.nth(n));
    await expect(outline(page).locator('[data-current=true]')).toHaveAttribute('data-item-id', id!);
  }
});

test('an entry near the end, whose row cannot reach the top, is marked once picked; scrolling up lets go', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openFixtures(page, TRACE_FILES);
  const turns = outline(page).getByTestId('outline-turn');
  const marked = outline(page).locator('[data-current=true]');
  for (const turn of [turns.last(), turns.nth((await turns.count()) - 2)]) {
    const id = await clickTurnAndSeeIt(page, turn);
    await expect(marked).toHaveAttribute('data-item-id', id!);
  }
  // The reader scrolls up a little: the mark follows the list's top row again.
  const picked = await marked.getAttribute('data-item-id');
  await conversation(page).evaluate((el) => el.scrollBy({ top: -400 }));
  await expect(marked).not.toHaveAttribute('data-item-id', picked!);
});

test('the outline of a 100,000-record trace lists its turns; a click far down scrolls there', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const trace = await openGenerated(page, 100_000);
  const expected = turnsOf(trace.lines);
  // One task, then the turns.
  await expect(outline(page)).toHaveAttribute('data-entries', String(expected + 1));
  await expect(outline(page).getByTestId('outline-turn').first()).toBeVisible();

  // The outline is virtualized: scroll it to its end, click the last turn.
  const scroller = outline(page).locator('div.overflow-y-auto');
  const last = outline(page).locator(`[data-index="${expected}"] button`);
  await expect
    .poll(async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return last.isVisible();
    })
    .toBe(true);
  await expect(last).toHaveAttribute('data-testid', 'outline-turn');
  await clickTurnAndSeeIt(page, last);

  // From the top, one jump to a third of the list: the outline marks a turn there.
  const current = () =>
    outline(page).locator('[data-current=true]').getAttribute('data-item-id').then(Number);
  await conversation(page).evaluate((el) => (el.scrollTop = 0));
  await expect.poll(current).toBeLessThan(10);
  await conversation(page).evaluate((el) => (el.scrollTop = el.scrollHeight / 3));
  await expect.poll(current).toBeGreaterThan(trace.lines.length / 10);
  expect(await current()).toBeLessThan(trace.lines.length / 2);
});

test('on a narrow window the outline opens as a drawer, and a click in it goes there and closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  await expect(outline(page)).toBeHidden();
  await page.getByTestId('outline-toggle').click();
  await expect(outline(page)).toBeVisible();
  await expect(outline(page)).toHaveAttribute('data-drawer', 'true');
  await clickTurnAndSeeIt(page, outline(page).getByTestId('outline-turn').last());
  await expect(outline(page)).toBeHidden();
  await page.getByTestId('outline-toggle').click();
  await page.getByTestId('outline-close').click();
  await expect(outline(page)).toBeHidden();
});

test('a click on an outline entry a session filter hides turns that filter off and goes there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openFixtures(page, TRACE_FILES);
  const child = filterChip(page, `session-${CHILD_ID}`);
  await child.click();
  await expect(child).toHaveAttribute('aria-pressed', 'true');
  await clickTurnAndSeeIt(page, outline(page).getByTestId('outline-turn').nth(3));
  await expect(child).toHaveAttribute('aria-pressed', 'false');

  // The compaction's entry too, under a kind filter this time.
  await filterChip(page, 'thinking').click();
  const compaction = outline(page).getByTestId('outline-compaction');
  await clickTurnAndSeeIt(page, compaction);
  await expect(filterChip(page, 'thinking')).toHaveAttribute('aria-pressed', 'false');
});

test('a compaction’s internals toggle goes when a session or kind filter hides all its messages', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  const toggles = () =>
    collectRows(conversation(page), '[data-testid=compaction-internals]', 'data-testid');
  expect(await toggles()).toHaveLength(1);
  const child = filterChip(page, `session-${CHILD_ID}`);
  for (const only of [child, filterChip(page, 'tools')]) {
    await only.click();
    await expect(conversation(page).getByTestId('hidden-marker').first()).toBeVisible();
    expect(await toggles()).toHaveLength(0);
    await only.click();
  }
  // Its request thought before it summarized: under a thinking filter the toggle stays.
  await filterChip(page, 'thinking').click();
  await expect(conversation(page).getByTestId('hidden-marker').first()).toBeVisible();
  expect(await toggles()).toHaveLength(1);
});
