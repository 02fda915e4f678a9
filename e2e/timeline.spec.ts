// The task timeline on the reference data: bars from timestamps, hover ↔ row, click jumps,
// zoom and pan, and a live replay that extends it.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEFAULT_CAPTURE as CAPTURE,
  startFaultSseServer,
} from '../server/testing/fault-sse-server';
import { HUNG_CHILD, HUNG_PARENT, hungSubagent } from '../test/cases/failures';
import { CHILD_A, CHILD_B, nestedChildren, PARENT } from '../test/cases/nested-children';
import { writeCase } from '../test/cases/write-cases';
import { CHILD_ID, TRACE_FILES } from './support/fixtures';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';

const bars = (page: Page, kind: string, session = '') =>
  page.locator(`[data-testid=timeline-bar][data-kind="${kind}"][data-session="${session}"]`);

async function openFirstTask(page: Page): Promise<Locator> {
  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  await timeline.getByTestId('timeline-task').selectOption('0');
  await expect(timeline).toHaveAttribute('data-task', '0');
  return timeline;
}

const box = async (l: Locator) => (await l.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

test('bars for requests, retry and approval waits, parallel tools on lanes, the child nested', async ({
  page,
}) => {
  await openFirstTask(page);
  await expect(bars(page, 'request')).toHaveCount(9);
  await expect(bars(page, 'retry-wait')).toHaveCount(3);
  await expect(bars(page, 'approval-wait')).toHaveCount(5);
  // The denied call never ran: four runs for five decisions.
  await expect(bars(page, 'tool')).toHaveCount(4);
  await expect(bars(page, 'subagent', CHILD_ID)).toHaveCount(1);
  await expect(bars(page, 'request', CHILD_ID)).toHaveCount(3);
  await expect(bars(page, 'retry-wait', CHILD_ID)).toHaveCount(1);
  await expect(bars(page, 'tool', CHILD_ID)).toHaveCount(1);
  const childLanes = page.locator(`[data-testid=timeline-lane][data-session="${CHILD_ID}"]`);
  await expect(childLanes.and(page.locator('[data-depth="1"]'))).toHaveCount(2);

  // Two calls run at the same time (one waits for approval while the other runs): each call's
  // bars (its approval wait, then its run) share a lane, and the two calls sit on two lanes.
  const calls = new Map<string, { x: number; right: number; y: number; height: number }>();
  for (const bar of await page.locator('[data-testid=timeline-bar][data-session=""]').all()) {
    const kind = await bar.getAttribute('data-kind');
    if (kind !== 'approval-wait' && kind !== 'tool') continue;
    const id = (await bar.getAttribute('data-item-id')) as string;
    const b = await box(bar);
    const seen = calls.get(id);
    if (seen) expect(seen.y).toBe(b.y);
    calls.set(id, {
      x: Math.min(seen?.x ?? b.x, b.x),
      right: Math.max(seen?.right ?? 0, b.x + b.width),
      y: b.y,
      height: b.height,
    });
  }
  const spans = [...calls.values()];
  const overlapping = spans.flatMap((a, i) =>
    spans
      .slice(i + 1)
      .filter((b) => a.x < b.right && b.x < a.right)
      .map((b) => [a, b] as const),
  );
  expect(overlapping).toHaveLength(1);
  const [[first, second]] = overlapping as [readonly [(typeof spans)[0], (typeof spans)[0]]];
  expect(Math.abs(first.y - second.y)).toBeGreaterThanOrEqual(first.height);

  // The critical path reaches the task's end and runs through the subagent.
  const critical = page.locator('[data-testid=timeline-bar][data-critical=true]');
  await expect(critical.first()).toBeVisible();
  await expect(critical.and(page.locator('[data-kind=subagent]'))).toHaveCount(1);
  const track = await box(page.getByTestId('timeline-track'));
  const ends = await Promise.all((await critical.all()).map(box));
  expect(Math.max(...ends.map((b) => b.x + b.width))).toBeCloseTo(track.x + track.width, 0);
});

test('a call that never returned runs until the abort that ended its task, not for no time', async ({
  page,
}) => {
  await pickFiles(page, [writeCase(HUNG_PARENT, hungSubagent())]);
  await waitForLoaded(page);
  await page.getByTestId('timeline-toggle').click();
  const track = await box(page.getByTestId('timeline-track'));
  // The subagent's call hung ten minutes, until the user aborted.
  for (const bar of [bars(page, 'tool', HUNG_CHILD), bars(page, 'subagent', HUNG_CHILD)]) {
    await expect(bar).toHaveAttribute('title', / · 10m 0\ds\b/);
    await expect(bar).not.toHaveAttribute('data-open');
    expect((await box(bar)).width).toBeGreaterThan(track.width * 0.9);
  }
});

test('opens on the task being read, not the latest', async ({ page }) => {
  // Low enough that the second, short task can be scrolled to the top.
  await page.setViewportSize({ width: 1280, height: 300 });
  await openFixtures(page, TRACE_FILES);
  // The list at its top: the outline marks the first task, and so does the timeline.
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toHaveAttribute('data-task', '0');
  await expect(timeline.getByTestId('timeline-task')).toHaveValue('0');
  // Read at the end (the second task's rows at the top), it opens on the second task.
  await page.getByTestId('timeline-toggle').click();
  await page.keyboard.press('G');
  await expect(page.locator('[aria-current=location]')).toContainText('Turn 6');
  await page.getByTestId('timeline-toggle').click();
  await expect(timeline).toHaveAttribute('data-task', '1');
});

test('two subagents started the same minute are told apart by their lanes’ names', async ({
  page,
}) => {
  await pickFiles(page, [writeCase(PARENT, nestedChildren())]);
  await waitForLoaded(page);
  await page.getByTestId('timeline-toggle').click();
  const lane = (key: string) =>
    page.locator(`[data-testid=timeline-lane][data-lane-kind=subagent][data-session="${key}"]`);
  await expect(lane(CHILD_A)).toHaveText('subagent …a000000a');
  await expect(lane(CHILD_B)).toHaveText('subagent …a000000b');
  // The whole name is drawn, not cut by the lane's width.
  for (const key of [CHILD_A, CHILD_B])
    expect(await lane(key).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('clicking a bar jumps to its row; hovering lights up the row, and the row its bar', async ({
  page,
}) => {
  await openFirstTask(page);
  const bar = bars(page, 'tool').last();
  const id = await bar.getAttribute('data-item-id');
  const row = page.locator(`[data-testid=conversation] [data-item-id="${id}"]`);
  await expect(row).not.toBeInViewport();
  await bar.click();
  await expect(row).toBeInViewport();

  await bar.hover();
  const mark = page.locator(`[data-testid=timeline-row-highlight][data-for-item="${id}"]`);
  await expect(mark).toBeVisible();
  await expect(bar).toHaveAttribute('data-highlighted', 'true');

  await page.mouse.move(0, 0);
  await expect(mark).toHaveCount(0);
  await expect(bar).not.toHaveAttribute('data-highlighted');
  await row.hover();
  await expect(bar).toHaveAttribute('data-highlighted', 'true');
  await expect(
    bars(page, 'approval-wait').and(page.locator(`[data-item-id="${id}"]`)),
  ).toHaveAttribute('data-highlighted', 'true');
});

test('wheel, keys and drag zoom and pan the visible range', async ({ page }) => {
  await openFirstTask(page);
  const view = page.getByTestId('timeline-view');
  const range = async () => {
    const from = Number(await view.getAttribute('data-view-from'));
    const to = Number(await view.getAttribute('data-view-to'));
    return { from, to };
  };
  const whole = await range();
  expect(whole.from).toBe(0);
  const allBars = await page.getByTestId('timeline-bar').count();
  const track = page.getByTestId('timeline-track');
  const t = await box(track);

  await page.mouse.move(t.x + t.width * 0.6, t.y + 5);
  await page.mouse.wheel(0, -400);
  await expect
    .poll(async () => (await range()).to - (await range()).from)
    .toBeLessThan(whole.to / 2);
  const zoomed = await range();
  expect(zoomed.from).toBeGreaterThan(0);
  // Only what falls in the range is drawn.
  expect(await page.getByTestId('timeline-bar').count()).toBeLessThan(allBars);

  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await range()).from).toBeGreaterThan(zoomed.from);

  const panned = await range();
  await page.mouse.move(t.x + t.width * 0.5, t.y + t.height - 2);
  await page.mouse.down();
  await page.mouse.move(t.x + t.width * 0.8, t.y + t.height - 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await range()).from).toBeLessThan(panned.from);

  await page.keyboard.press('0');
  await expect.poll(range).toEqual(whole);
  await page.keyboard.press('+');
  await expect.poll(async () => (await range()).to).toBeLessThan(whole.to);
  await page.getByTestId('timeline-fit').click();
  await expect.poll(range).toEqual(whole);
});

test('a live session extends the timeline as it runs', async ({ page }) => {
  await page.route('**/captures/stream.sse', (route) =>
    route.fulfill({ body: readFileSync(CAPTURE, 'utf8'), contentType: 'text/event-stream' }),
  );
  await page.goto('/?replay=/captures/stream.sse&speed=0.2');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await page.getByTestId('timeline-toggle').click();
  const all = page.getByTestId('timeline-bar');
  await expect(all.first()).toBeAttached({ timeout: 15_000 });
  const view = page.getByTestId('timeline-view');
  const early = {
    bars: await all.count(),
    to: Number(await view.getAttribute('data-view-to')),
  };
  await expect.poll(async () => all.count(), { timeout: 30_000 }).toBeGreaterThan(early.bars);
  await expect
    .poll(async () => Number(await view.getAttribute('data-view-to')), { timeout: 30_000 })
    .toBeGreaterThan(early.to);
});

test('what still runs keeps growing between records', async ({ page }) => {
  const fault = await startFaultSseServer({ heartbeatMs: 1000 });
  try {
    // The stream stops, still open, right after the first request began.
    const at = fault.events.findIndex((e) => e.data.includes('"request_begin"')) + 1;
    fault.setFaults({ holdAfter: at });
    const stream = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
    await page.goto(`/?sse=${encodeURIComponent(stream)}`);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await page.getByTestId('timeline-toggle').click();
    const open = page.locator('[data-testid=timeline-bar][data-kind=request][data-open=true]');
    await expect(open).toHaveCount(1);
    const end = async () =>
      Number(await page.getByTestId('timeline-view').getAttribute('data-view-to'));
    const before = await end();
    await expect.poll(end, { timeout: 10_000 }).toBeGreaterThan(before + 500);
    await expect(open).toHaveCount(1);
    // The bar itself grows on screen: the time its width spans on the track, not only the view.
    const lasted = async () => {
      const view = page.getByTestId('timeline-view');
      const shown =
        Number(await view.getAttribute('data-view-to')) -
        Number(await view.getAttribute('data-view-from'));
      const bar = await open.boundingBox();
      const track = await page.getByTestId('timeline-track').boundingBox();
      return bar && track ? (bar.width / track.width) * shown : 0;
    };
    const first = await lasted();
    await expect.poll(lasted, { timeout: 10_000 }).toBeGreaterThan(first + 500);
  } finally {
    await fault.close();
  }
});

test('the toggle of an open panel looks on, in the accent; a closed one does not', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  const look = (id: string) =>
    page.getByTestId(id).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.backgroundColor} ${s.color}`;
    });
  const closed = await look('timeline-toggle');
  expect(await look('inspector-toggle')).toBe(closed);
  await page.getByTestId('timeline-toggle').click();
  await expect(page.getByTestId('timeline')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('timeline-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await look('timeline-toggle')).not.toBe(closed);
  expect(await look('inspector-toggle')).toBe(closed);
});

test("the lanes are one Tab stop: the arrows move between bars, Enter opens the bar's row", async ({
  page,
}) => {
  const timeline = await openFirstTask(page);
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        inTimeline: !!el?.closest('[data-testid=timeline]'),
        testId: el?.dataset.testid ?? '',
        lane: Number(el?.dataset.lane ?? -1),
        item: el?.dataset.itemId ?? '',
        left: el?.getBoundingClientRect().left ?? 0,
        outline: el ? getComputedStyle(el).outlineStyle : 'none',
      };
    });
  // From the task picker, Tab walks out of the timeline: one stop among all the bars.
  await timeline.getByTestId('timeline-task').focus();
  const stops: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (!now.inTimeline) break;
    stops.push(now.testId);
  }
  expect(stops.filter((s) => s === 'timeline-bar' || s === 'timeline-cluster')).toHaveLength(1);
  expect(stops).toContain('timeline-track');

  // Back to it: the top lane's first bar, its focus drawn.
  await page.keyboard.press('Shift+Tab');
  const first = await focused();
  expect(first).toMatchObject({ testId: 'timeline-bar', lane: 0 });
  expect(first.outline).not.toBe('none');
  // Right along the lane, down to the lane below, End to the lane's last bar.
  await page.keyboard.press('ArrowRight');
  const second = await focused();
  expect(second.testId).toBe('timeline-bar');
  expect(second.lane).toBe(0);
  expect(second.left).toBeGreaterThan(first.left);
  await page.keyboard.press('ArrowDown');
  expect((await focused()).lane).toBeGreaterThan(0);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  const last = await focused();
  expect(last.lane).toBe(0);
  expect(last.left).toBeGreaterThan(second.left);
  // Enter opens the bar's row.
  const row = page.locator(`[data-testid=conversation] [data-item-id="${last.item}"]`);
  await expect(row).not.toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(row).toBeInViewport();
  // The stop is now that bar: Tab out and back lands on it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect((await focused()).item).toBe(last.item);
});

test('a focused bar zoomed or panned out of view hands the focus to the nearest bar drawn', async ({
  page,
}) => {
  const timeline = await openFirstTask(page);
  const track = timeline.getByTestId('timeline-track');
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        inTrack: !!el?.closest('[data-testid=timeline-track]'),
        roving: el?.dataset.roving ?? '',
        lane: Number(el?.dataset.lane ?? -1),
      };
    });
  const gone = (roving: string) => track.locator(`[data-roving="${roving}"]`);
  // The top lane's first bar, at the track's left edge; zoomed in around the middle, it leaves.
  await track.focus();
  await page.keyboard.press('Tab');
  const first = await focused();
  expect(first).toMatchObject({ inTrack: true, lane: 0 });
  for (let i = 0; i < 8 && (await gone(first.roving).count()) > 0; i++)
    await page.keyboard.press('+');
  await expect(gone(first.roving)).toHaveCount(0);
  const afterZoom = await focused();
  expect(afterZoom.inTrack, 'the focus stays in the timeline after a zoom').toBe(true);
  expect(afterZoom.roving).not.toBe('');
  // The arrows still move among the bars from there.
  await page.keyboard.press('End');
  const end = await focused();
  expect(end).toMatchObject({ inTrack: true, lane: afterZoom.lane });

  // Panned away (Shift with an arrow) until that bar leaves too: the focus stays there as well.
  for (let i = 0; i < 12 && (await gone(end.roving).count()) > 0; i++)
    await page.keyboard.press('Shift+ArrowLeft');
  await expect(gone(end.roving)).toHaveCount(0);
  const afterPan = await focused();
  expect(afterPan.inTrack, 'the focus stays in the timeline after a pan').toBe(true);
  expect(afterPan.roving).not.toBe('');
  // The bar it is on is the Tab stop: back to the track and on, it lands there again.
  await page.keyboard.press('Shift+Tab');
  await expect(track).toBeFocused();
  await page.keyboard.press('Tab');
  expect((await focused()).roving).toBe(afterPan.roving);
});
