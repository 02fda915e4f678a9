// A long task's timeline: far more spans than the track has pixels. Spans too narrow to tell
// apart are drawn as clusters, so the track holds a bounded number of elements; a click on a
// cluster zooms to it and its spans appear as bars.
import { expect, test } from '@playwright/test';
import { writeGeneratedTrace } from '../test/support/generate-trace';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

const RECORDS = 20_000;

test('thousands of spans draw as a bounded set of bars and clusters; a cluster zooms in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const trace = writeGeneratedTrace(RECORDS);
  await gotoApp(page);
  await pickFiles(page, [trace.path]);
  await waitForLoaded(page, 60_000);
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  const track = timeline.getByTestId('timeline-track');
  const bars = track.getByTestId('timeline-bar');
  const clusters = track.getByTestId('timeline-cluster');
  await expect(clusters.first()).toBeVisible();

  const width = await track.evaluate((el) => el.clientWidth);
  const lanes = await timeline.getByTestId('timeline-lane').count();
  const counts = await clusters.evaluateAll((els) => els.map((e) => Number(e.dataset.count)));
  const drawn = (await bars.count()) + counts.length;
  // One element per 2-pixel column a lane at most, plus the wide spans reaching into them.
  expect(drawn).toBeLessThanOrEqual(lanes * (width + 1));
  // Every request, approval and tool run of the task is there, drawn alone or in a cluster:
  // the generator writes thousands of each.
  const represented = (await bars.count()) + counts.reduce((a, b) => a + b, 0);
  expect(represented).toBeGreaterThan(5_000);
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);

  const view = timeline.getByTestId('timeline-view');
  const length = async () =>
    Number(await view.getAttribute('data-view-to')) -
    Number(await view.getAttribute('data-view-from'));
  const whole = await length();
  const cluster = clusters.nth(Math.floor(counts.length / 2));
  const [kind, count] = [
    await cluster.getAttribute('data-kind'),
    Number(await cluster.getAttribute('data-count')),
  ];
  await cluster.click();
  await expect.poll(length).toBeLessThan(whole / 10);
  await expect(timeline.getByTestId('timeline-fit')).toBeVisible();
  // Zoomed to the cluster, its spans are bars of their own.
  const shownBars = kind === 'mixed' ? bars : bars.and(track.locator(`[data-kind="${kind}"]`));
  await expect.poll(() => shownBars.count()).toBeGreaterThanOrEqual(count);
  // Zoomed to seconds of an hour-long task, the axis still tells its ticks apart.
  const ticks = await timeline.getByTestId('timeline-axis').locator('span').allTextContents();
  expect(new Set(ticks).size).toBe(ticks.length);
  await timeline.getByTestId('timeline-fit').click();
  await expect.poll(length).toBe(whole);
});
