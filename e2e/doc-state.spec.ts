// A document's state lives in the document: the timeline's zoom, the inspector's selection, the
// search and the time-travel position survive a tab switch, and another document has its own.
// Which panels are open is the layout's, the same on every tab.
import { expect, test, type Page } from '@playwright/test';
import { fixturePath, PARENT_001, TRACE_FILES } from './support/fixtures';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';
import { search, searchCount, searchInput } from './support/search';
import { inspector, openInspector, travelTo } from './support/stream-debugger';

const tabs = (page: Page) => page.getByTestId('doc-tab');

async function viewRange(page: Page): Promise<string> {
  const view = page.getByTestId('timeline-view');
  return `${await view.getAttribute('data-view-from')}-${await view.getAttribute('data-view-to')}`;
}

const pressedEvent = (page: Page) =>
  inspector(page).locator('[data-testid=event-row][aria-pressed=true]');

test('zoom, selection, search and time travel stay with their document', async ({ page }) => {
  await openFixtures(page, TRACE_FILES);

  // Document A: a zoomed timeline, an event picked, a search.
  await page.getByTestId('timeline-toggle').click();
  await page.getByTestId('timeline-task').selectOption('0');
  const whole = await viewRange(page);
  const track = page.getByTestId('timeline-track');
  const t = await track.boundingBox();
  if (!t) throw new Error('no timeline track');
  await page.mouse.move(t.x + t.width * 0.6, t.y + 5);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => viewRange(page)).not.toBe(whole);

  await openInspector(page);
  await inspector(page).locator('[data-testid=event-row][data-event-index="5"]').click();
  await expect(pressedEvent(page)).toHaveAttribute('data-event-index', '5');

  await search(page, 'penguins');
  await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
  const matches = await searchCount(page).getAttribute('data-count');
  const zoomed = await viewRange(page);

  // Document B: the same panels open (layout), none of A's choices.
  await pickFiles(page, [fixturePath(PARENT_001)]);
  await waitForLoaded(page);
  await expect(tabs(page)).toHaveCount(2);
  await expect(tabs(page).nth(1)).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('timeline')).toBeVisible();
  await expect(inspector(page)).toBeVisible();
  await expect(pressedEvent(page)).toHaveCount(0);
  await expect(page.getByTestId('search-bar')).toHaveCount(0);
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', 'live');
  expect(await viewRange(page)).not.toBe(zoomed);
  // B goes back in time and searches something else.
  await travelTo(page, 12);
  await search(page, 'command');

  // Back to A: everything as it was left.
  await tabs(page).first().click();
  await expect(tabs(page).first()).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', 'live');
  await expect.poll(() => viewRange(page)).toBe(zoomed);
  await expect(pressedEvent(page)).toHaveAttribute('data-event-index', '5');
  await expect(searchInput(page)).toHaveValue('penguins');
  await expect(searchCount(page)).toHaveAttribute('data-count', matches ?? '');

  // And B kept its own.
  await tabs(page).nth(1).click();
  await expect(searchInput(page)).toHaveValue('command');
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', '12');
});
