// A task with hundreds of lanes (three hundred tool runs at once): the timeline draws the lanes
// its panel shows and a margin, not all of them, and scrolling the panel draws the others, each
// bar level with its lane's name, under an axis that stays in sight.
import { expect, test, type Locator } from '@playwright/test';
import { FAN_OUT_CALLS, FAN_OUT_SESSION, wideFanOut } from '../test/cases/wide-fan-out';
import { writeCase } from '../test/cases/write-cases';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

const box = async (l: Locator) => (await l.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

test('hundreds of lanes: the panel draws those it shows, scrolling draws the rest', async ({
  page,
}) => {
  await gotoApp(page);
  await pickFiles(page, [writeCase(FAN_OUT_SESSION, wideFanOut())]);
  await waitForLoaded(page);
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  await timeline.getByTestId('timeline-task').selectOption('0');
  const view = timeline.getByTestId('timeline-view');
  // The model's lane and one per tool run.
  await expect(view).toHaveAttribute('data-lanes', String(FAN_OUT_CALLS + 1));
  const names = timeline.getByTestId('timeline-lane');
  const tools = timeline.locator('[data-testid=timeline-bar][data-kind=tool]');
  await expect(names.first()).toBeVisible();
  const drawnLanes = await names.count();
  expect(drawnLanes).toBeGreaterThan(10);
  expect(drawnLanes).toBeLessThan(100);
  expect(await tools.count()).toBeLessThan(100);
  // The last lane is not drawn until the panel scrolls there.
  const lastLane = String(FAN_OUT_CALLS);
  const lastName = timeline.locator(`[data-testid=timeline-lane][data-lane="${lastLane}"]`);
  const lastBar = timeline.locator(`[data-testid=timeline-bar][data-lane="${lastLane}"]`);
  await expect(lastName).toHaveCount(0);
  await expect(lastBar).toHaveCount(0);

  await view.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(view).toHaveAttribute('data-lanes-to', lastLane);
  expect(await names.count()).toBeLessThan(100);
  await expect(lastName).toBeVisible();
  await expect(lastBar).toHaveAttribute('data-kind', 'tool');
  // Level with its lane's name, inside the panel's view.
  const [bar, name, frame] = [await box(lastBar), await box(lastName), await box(view)];
  expect(Math.abs(bar.y + bar.height / 2 - (name.y + name.height / 2))).toBeLessThan(4);
  expect(bar.y).toBeGreaterThanOrEqual(frame.y);
  expect(bar.y + bar.height).toBeLessThanOrEqual(frame.y + frame.height);
  // The axis stays at the top of the panel's view, over the lanes scrolled beneath it.
  const axis = await box(timeline.getByTestId('timeline-axis'));
  expect(axis.y).toBeGreaterThanOrEqual(frame.y);
  expect(axis.y).toBeLessThan(frame.y + 20);

  // Its bar still jumps to its row: the last call's.
  const id = await lastBar.getAttribute('data-item-id');
  const row = page.locator(`[data-testid=conversation] [data-item-id="${id}"]`);
  await lastBar.click();
  await expect(row).toBeInViewport();
  await expect(row).toContainText(`service ${FAN_OUT_CALLS - 1}: ok`);

  // Another task, of one lane, while scrolled to the bottom: its lane is drawn, then this
  // task's first lanes again.
  await timeline.getByTestId('timeline-task').selectOption('1');
  await expect(view).toHaveAttribute('data-lanes', '1');
  await expect(names).toHaveCount(1);
  await expect(timeline.locator('[data-testid=timeline-bar][data-lane="0"]')).not.toHaveCount(0);
  await timeline.getByTestId('timeline-task').selectOption('0');
  await expect(view).toHaveAttribute('data-lanes', String(FAN_OUT_CALLS + 1));
  await expect(timeline.locator('[data-testid=timeline-lane][data-lane="0"]')).toBeVisible();
});
