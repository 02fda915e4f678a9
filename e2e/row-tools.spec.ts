// The tools a hovered row shows (copy link, events, fragments): they hide none of the row's own
// controls or times, and showing them moves nothing in the list.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { TRACE_FILES } from './support/fixtures';
import { conversation } from './support/list';
import { gotoApp, waitForLoaded } from './support/open';

const SAMPLES = '/samples/penguin-session-a/';
const ALL_THREE = `/?${TRACE_FILES.map((f) => `trace=${SAMPLES}${f}`).join('&')}`;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every rendered row's place in the list: a hover must leave them all where they were. */
const rowPlaces = (page: Page): Promise<string[]> =>
  conversation(page).evaluate((list) =>
    [...list.querySelectorAll('[data-row-kind]')].map((r) => {
      const b = r.getBoundingClientRect();
      return `${b.top - list.getBoundingClientRect().top + list.scrollTop},${b.height}`;
    }),
  );

/** Whether the whole row is in the list's viewport: hovering it then scrolls nothing. */
async function wholeInView(list: Locator, frame: Locator): Promise<boolean> {
  const [row, view] = [await frame.boundingBox(), await list.boundingBox()];
  return !!row && !!view && row.y >= view.y && row.y + row.height <= view.y + view.height;
}

/** The row's times and its compact controls (a toggle as wide as the row reads as its text). */
const keptClear = (frame: Locator): Promise<{ what: string; box: Rect }[]> =>
  frame.evaluate((row) => {
    const width = row.getBoundingClientRect().width;
    const tools = row.querySelector('[data-testid=row-tools]');
    return [...row.querySelectorAll('time, button, a[href]')]
      .filter((el) => !tools?.contains(el))
      .map((el) => ({ el, b: el.getBoundingClientRect() }))
      .filter(({ el, b }) => b.width > 0 && (el.tagName === 'TIME' || b.width < width / 2))
      .map(({ el, b }) => ({
        what: `${el.tagName} ${el.textContent ?? ''}`,
        box: { x: b.x, y: b.y, width: b.width, height: b.height },
      }));
  });

/** Hovers each row wholly in view; returns the kinds of the rows hovered. */
async function hoverEachRow(page: Page): Promise<string[]> {
  const list = conversation(page);
  const frames = list.locator('.group\\/row');
  const count = await frames.count();
  expect(count).toBeGreaterThan(5);
  const before = await rowPlaces(page);
  const hovered: string[] = [];
  for (let i = 0; i < count; i++) {
    const frame = frames.nth(i);
    const tools = frame.getByTestId('row-tools');
    if (!(await wholeInView(list, frame)) || (await tools.count()) === 0) continue;
    await frame.hover({ position: { x: 2, y: 2 } });
    await expect(tools).toHaveCSS('opacity', '1');
    const toolsBox = await tools.boundingBox();
    expect(toolsBox).not.toBeNull();
    const label = (await frame.locator('[data-kind]').first().getAttribute('data-kind')) ?? '';
    hovered.push(label);
    for (const { what, box } of await keptClear(frame)) {
      expect(overlap(toolsBox as Rect, box), `the tools on a ${label} row hide ${what}`).toBe(
        false,
      );
    }
    expect(await rowPlaces(page), 'a hover moved the rows').toEqual(before);
  }
  return hovered;
}

for (const width of [1280, 390]) {
  test(`at ${width} px the row tools hide no control or time of a row, and a hover moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoApp(page, ALL_THREE);
    await waitForLoaded(page);
    // The one the reader met: Turn 1's divider, its context button and time beside the tools.
    const turn = conversation(page).locator('[data-testid=request-begin][data-turn="1"]').first();
    await expect(turn.getByTestId('show-context')).toBeVisible();
    expect(await hoverEachRow(page)).toEqual(
      expect.arrayContaining(['session_meta', 'tool_list_ready', 'request_begin']),
    );
  });
}
