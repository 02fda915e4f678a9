import { expect, test } from '@playwright/test';
import { writeGeneratedTrace, type GeneratedTrace } from '../test/support/generate-trace';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';
import { watchLoad } from './support/watch-load';

const RECORDS = 100_000;
let trace: GeneratedTrace & { path: string };

test.beforeAll(() => {
  trace = writeGeneratedTrace(RECORDS);
});

test('a 100,000-record file loads with progress and scrolls with few rows in the DOM', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoApp(page);
  const seen = await watchLoad(page);
  await pickFiles(page, [trace.path]);
  const status = await waitForLoaded(page, 90_000);
  await expect(status).toHaveAttribute('data-records', String(RECORDS));

  const samples = await seen();
  // Rows were on screen while the file was still being read, and the count grew in steps.
  const partial = samples.filter(
    (s) => s.state === 'loading' && s.records > 0 && s.records < RECORDS,
  );
  expect(partial.length).toBeGreaterThan(0);
  expect(partial.some((s) => s.rows > 0)).toBe(true);

  const list = page.getByTestId('conversation');
  const rowCount = Number(await list.getAttribute('data-rows'));
  expect(rowCount).toBeGreaterThan(RECORDS / 2);
  await expect.poll(() => list.locator('[data-index]').count()).toBeLessThan(200);

  // Scroll to the end; measured heights change the total, so repeat until the last row shows.
  const last = list.locator(`[data-index="${rowCount - 1}"]`);
  await expect
    .poll(
      async () => {
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return last.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(last.locator('[data-kind=text]')).toBeAttached();
  expect(await list.locator('[data-index]').count()).toBeLessThan(200);

  // Dragging the scrollbar through the whole list, then wheel-sized steps up: every position
  // shows rows (never a blank viewport) and the DOM stays small. Speed is for npm run bench.
  const shown = await list.evaluate(async (el) => {
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    const counts: number[] = [];
    for (let i = 0; i <= 30; i++) {
      el.scrollTop = (el.scrollHeight * i) / 30;
      await frame();
      await frame();
      counts.push(el.querySelectorAll('[data-index]').length);
    }
    el.scrollTop = el.scrollHeight / 2;
    for (let i = 0; i < 30; i++) {
      el.scrollTop -= 120;
      await frame();
      counts.push(el.querySelectorAll('[data-index]').length);
    }
    return counts;
  });
  expect(Math.min(...shown)).toBeGreaterThan(0);
  expect(Math.max(...shown)).toBeLessThan(200);
});

test('a live document follows the end until the reader scrolls up, then offers the new rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The test server offers a live demo session through its config: the app opens it at start.
  await page.goto('/');
  const list = page.getByTestId('conversation');
  await expect(list).toHaveAttribute('data-following', 'true', { timeout: 20_000 });
  const atEnd = () => list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 4);
  await expect
    .poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight * 1.5), {
      timeout: 60_000,
    })
    .toBe(true);
  await expect.poll(atEnd).toBe(true);

  await list.hover();
  await page.mouse.wheel(0, -400);
  await expect(list).toHaveAttribute('data-following', 'false');
  const newRows = page.getByTestId('new-rows');
  await expect(newRows).toBeVisible({ timeout: 60_000 });
  await expect(newRows).toHaveText(/^\d+ new ↓$/);
  // While not following, arriving rows leave the reader where they were.
  expect(await atEnd()).toBe(false);

  await newRows.click();
  await expect(list).toHaveAttribute('data-following', 'true');
  await expect(newRows).toBeHidden();
  await expect.poll(atEnd).toBe(true);
});

test('flinging draws rows as placeholders, and in full once the list slows or jumps once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoApp(page);
  await pickFiles(page, [trace.path]);
  await waitForLoaded(page, 90_000);
  const list = page.getByTestId('conversation');
  const heights = (el: Element) =>
    [...el.querySelectorAll<HTMLElement>('[data-index]')]
      .slice(0, 8)
      .map((r) => `${r.dataset['index']}:${r.offsetHeight}`);
  const before = await list.evaluate(heights);
  // Tried again from the top if the browser spaced the jumps too far apart to count as a fling.
  const fling = await list.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const placeholders: number[] = [];
    const rows: number[] = [];
    for (let attempt = 0; attempt < 5 && !placeholders.some((n) => n > 0); attempt++) {
      el.scrollTop = 0;
      await frame();
      for (let i = 0; i < 20; i++) {
        el.scrollTop += el.clientHeight * 3;
        await frame();
        placeholders.push(el.querySelectorAll('[data-placeholder]').length);
        rows.push(el.querySelectorAll('[data-index]').length);
      }
    }
    return { placeholders, rows };
  });
  expect(Math.max(...fling.placeholders)).toBeGreaterThan(0);
  expect(Math.min(...fling.rows)).toBeGreaterThan(0);
  // Flung back to the top, the placeholders stand exactly where the rows were. Sampled in the
  // frames right after landing (a slow machine may settle before a later look), tried again if
  // the browser spaced the jumps too far apart to count as a fling.
  const back = await list.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let attempt = 0; attempt < 10; attempt++) {
      for (let i = 0; i < 4; i++) {
        el.scrollTop += el.clientHeight * 3;
        await frame();
      }
      el.scrollTop = 0;
      for (let f = 0; f < 3; f++) {
        await frame();
        const rows = [...el.querySelectorAll<HTMLElement>('[data-index]')].slice(0, 8);
        if (el.querySelectorAll('[data-placeholder]').length > 0)
          return rows.map((r) => `${r.dataset['index']}:${r.offsetHeight}`);
      }
    }
    return null;
  });
  expect(back).toEqual(before);
  // Stopped: the rows on screen are drawn in full.
  await expect(list.locator('[data-placeholder]')).toHaveCount(0);
  await expect(list.locator('[data-row-kind]').first()).toBeVisible();

  // One jump (a link, G) lands on full rows at once.
  const afterJump = await list.evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    el.scrollTop += el.clientHeight * 3;
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) {
      await frame();
      counts.push(el.querySelectorAll('[data-placeholder]').length);
    }
    return counts;
  });
  expect(afterJump).toEqual([0, 0, 0, 0, 0]);
});
