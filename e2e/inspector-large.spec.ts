// The event inspector on 100,000 events in Chromium: counted, filtered by text, scrolled to the
// end with only a window of rows in the DOM.
import { expect, test } from '@playwright/test';
import { writeGeneratedTrace, type GeneratedTrace } from '../test/support/generate-trace';
import { pickFiles, waitForLoaded } from './support/open';
import { openInspector } from './support/stream-debugger';

const RECORDS = 100_000;
/** A word of the generated text: in some events, not most. */
const NEEDLE = 'schema deploy';
/** Rows a virtualized list may hold: the visible window and its overscan, nowhere near 100,000. */
const MAX_ROWS = 200;
let trace: GeneratedTrace & { path: string };

test.beforeAll(() => {
  trace = writeGeneratedTrace(RECORDS, 5);
});

test('100,000 events: counted, filtered by text, scrolled to the end with few rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await pickFiles(page, [trace.path]);
  await waitForLoaded(page, 120_000);
  const panel = await openInspector(page);
  const count = panel.getByTestId('event-count');
  await expect(count).toHaveAttribute('data-count', String(RECORDS));

  const expected = trace.lines.filter((l) => l.toLowerCase().includes(NEEDLE)).length;
  expect(expected).toBeGreaterThan(10);
  expect(expected).toBeLessThan(RECORDS / 10);
  await panel.getByTestId('event-filter-text').fill(NEEDLE.toUpperCase());
  await expect(count).toHaveText(
    `${expected.toLocaleString('en')} of ${RECORDS.toLocaleString('en')}`,
  );
  await expect(panel.getByTestId('event-row').first()).toContainText(/\d/);
  await panel.getByTestId('event-filter-text').fill('');
  await expect(count).toHaveText(RECORDS.toLocaleString('en'));

  const list = panel.getByTestId('event-list');
  const rows = panel.getByTestId('event-row');
  for (const at of [0.25, 0.5, 0.75, 1]) {
    await list.evaluate((el, f) => (el.scrollTop = f * el.scrollHeight), at);
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(MAX_ROWS);
  }
  await expect(
    panel.locator(`[data-testid=event-row][data-event-index="${RECORDS - 1}"]`),
  ).toBeInViewport();
  expect(await rows.count()).toBeLessThan(MAX_ROWS);
});
