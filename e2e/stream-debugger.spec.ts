import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TRACE_FILES, fixturePath } from './support/fixtures';
import { CRAFTED_BREAK, CRAFTED_ENVELOPES, craftedCapture } from '../test/support/crafted-capture';
import { conversation, scrollToRow } from './support/list';
import { dropFiles, gotoApp, loadStatus, pickFiles, waitForLoaded } from './support/open';
import { inspector, openInspector, rowTool, travelTo } from './support/stream-debugger';
import {
  LONG_DELTAS,
  LONG_PROMPT,
  LONG_SESSION,
  SHORT_ANSWER,
  longAnswer,
} from '../test/cases/long-answer';
import { writeCase } from '../test/cases/write-cases';

const CAPTURE = fixturePath('stream.sse');
/** Unnamed events of the capture: OmniMessage envelopes (the other 18 are server events). */
const ENVELOPES = 217;
const EVENTS = 235;

test.describe.configure({ timeout: 90_000 });

test.describe('a saved .sse capture opens like a Trace file', () => {
  test('picked with Open: every envelope read, no reading error', async ({ page }) => {
    await pickFiles(page, [CAPTURE]);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ENVELOPES));
    await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
    await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
    // A finished stream: the last answer is there, complete.
    const answer = await scrollToRow(conversation(page), '[data-kind=text]:has-text("Still here")');
    await expect(answer.locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'complete',
    );
  });

  test('dropped under another name, its kind is read from its content', async ({ page }, info) => {
    const renamed = info.outputPath('capture.jsonl');
    copyFileSync(CAPTURE, renamed);
    await gotoApp(page);
    await dropFiles(page, [renamed]);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ENVELOPES));
  });

  test('opened with ?trace=', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/captures/stream.sse',
      (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
    );
    await gotoApp(page, '/?trace=/captures/stream.sse');
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ENVELOPES));
  });
});

test.describe('the event inspector', () => {
  test.beforeEach(async ({ page }) => {
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
  });

  test('lists all 235 events in arrival order, opened by the button or the i key', async ({
    page,
  }) => {
    await page.keyboard.press('i');
    const panel = inspector(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('event-count')).toHaveAttribute('data-count', String(EVENTS));
    const first = panel.getByTestId('event-row').first();
    await expect(first).toHaveAttribute('data-event-index', '0');
    await expect(first).toContainText('85c3bf63-1');
    await expect(first).toContainText('task_state');
    // Virtualized: far fewer rows in the DOM than events.
    expect(await panel.getByTestId('event-row').count()).toBeLessThan(100);
    await page.getByTestId('inspector-toggle').click();
    await expect(panel).toBeHidden();
  });

  test('filters by type and text; selecting an event shows its JSON and lights its row', async ({
    page,
  }) => {
    const panel = await openInspector(page);
    await panel.getByTestId('event-filter-type').selectOption('server_event');
    await expect(panel.getByTestId('event-count')).toContainText('18 of 235');
    await panel.getByTestId('event-filter-type').selectOption('');
    await panel.getByTestId('event-filter-text').fill('hello-arctic');
    // The first mention is in the arguments of the command that printed it.
    const hit = panel.getByTestId('event-row').first();
    await expect(hit).toHaveAttribute('data-payload-type', 'tool_call');
    await hit.click();
    await expect(panel.getByTestId('event-detail')).toContainText('hello-arctic');
    const item = await hit.getAttribute('data-for-item');
    await expect(
      page.locator(`[data-testid=row-highlight][data-for-item="${item}"]`),
    ).toBeVisible();
    await expect(
      conversation(page).locator(`[data-item-id="${item}"][data-kind=tool_call]`),
    ).toBeVisible();
  });

  test('columns have headers, fit their content, and a file says it has no arrival times', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = await openInspector(page);
    const heads = panel.getByTestId('event-columns');
    await expect(heads).toContainText('SSE id');
    await expect(heads).toContainText('Record time');
    await expect(heads).toContainText('Type');
    // Read from a file with no arrival comments: no load time repeated down the column.
    await expect(panel.getByTestId('event-column-arrival')).toHaveText('From');
    const first = panel.getByTestId('event-row').first();
    await expect(first).toContainText('file');
    // Each heading starts where its column's cells start, the last one included.
    const lefts = (el: Element) =>
      [...el.children].map((c) => Math.round(c.getBoundingClientRect().left));
    const [headLefts, cellLefts] = [await heads.evaluate(lefts), await first.evaluate(lefts)];
    expect(headLefts).toHaveLength(8);
    expect(headLefts).toEqual(cellLefts);
    // Every kind reads whole (none cut with an ellipsis) when the panel has room.
    const cut = await panel
      .getByTestId('event-kind')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
    expect(cut).toBe(0);
  });

  test('never squeezes the conversation: the split drags, keys move it, the height is kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = await openInspector(page);
    const heightOf = async (testId: string) =>
      (await page.getByTestId(testId).boundingBox())?.height ?? 0;
    const before = await heightOf('event-inspector');
    const split = page.getByTestId('inspector-split');
    const box = await split.boundingBox();
    if (!box) throw new Error('no split');
    // Dragged far up: the panel grows only as far as the conversation keeps 12rem.
    await page.mouse.move(box.x + box.width / 2, box.y + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, 10, { steps: 5 });
    await page.mouse.up();
    expect(await heightOf('conversation')).toBeGreaterThanOrEqual(190);
    const tall = await heightOf('event-inspector');
    expect(tall).toBeGreaterThan(before + 20);
    // Arrow keys on the focused split move it a step at a time.
    await split.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => heightOf('event-inspector')).toBeLessThan(tall - 40);
    const chosen = await heightOf('event-inspector');
    // A shorter window: the panel gives way, the conversation keeps its 12rem.
    await page.setViewportSize({ width: 1280, height: 560 });
    await expect.poll(() => heightOf('conversation')).toBeGreaterThanOrEqual(190);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The reader's height outlives a reload.
    await page.reload();
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
    await openInspector(page);
    await expect.poll(() => heightOf('event-inspector')).toBeCloseTo(chosen, -1);
    await expect(panel).toBeVisible();
  });

  test("a row's show events selects exactly its events", async ({ page }) => {
    const row = await scrollToRow(
      conversation(page),
      '[data-kind=text]:has-text("Done. The notes")',
    );
    await rowTool(row, 'show-events');
    const panel = inspector(page);
    await expect(panel.getByTestId('event-count')).toContainText('8 of 235');
    const kinds = await panel
      .getByTestId('event-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-payload-type')));
    expect(kinds).toEqual([...Array(7).fill('partial_text'), 'text']);
  });
});

test.describe('fragments', () => {
  test.beforeEach(async ({ page }) => {
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
  });

  test("a streamed message's pieces add up to its complete text", async ({ page }) => {
    const row = await scrollToRow(
      conversation(page),
      '[data-kind=text]:has-text("Done. The notes")',
    );
    await rowTool(row, 'show-fragments');
    const view = page.getByTestId('fragments-view');
    await expect(view).toHaveAttribute('data-fragments-match', 'true');
    await expect(view.getByTestId('fragment-piece')).toHaveCount(8);
    await expect(view.getByTestId('fragments-chart')).toBeVisible();
  });

  test('the compaction summary never completed: cut; the prompt arrived whole', async ({
    page,
  }) => {
    // The compaction summary streams with no complete text after it (PROTOCOL.md §12).
    const summary = await scrollToRow(
      conversation(page),
      '[data-kind=text]:has([data-status=cut])',
    );
    await rowTool(summary, 'show-fragments');
    await expect(page.getByTestId('fragments-view')).toHaveAttribute('data-fragments-match', 'cut');
    const prompt = await scrollToRow(
      conversation(page),
      '[data-kind=text]:has-text("ARCTIC_TASK")',
    );
    await rowTool(prompt, 'show-fragments');
    const view = page.getByTestId('fragments-view');
    await expect(view).toHaveAttribute('data-ready', 'true');
    await expect(view).not.toHaveAttribute('data-fragments-match', /.*/);
    await expect(view.getByTestId('fragments-heading')).toContainText('arrived whole');
    await expect(view.getByTestId('fragments-heading')).not.toContainText('0 deltas');
  });
});

test.describe('fragments of a 10,500-delta answer', () => {
  /** Nodes the panel may hold: a screenful of pieces, the chart and the headings. */
  const MAX_NODES = 400;
  let file: string;
  test.beforeAll(() => {
    file = writeCase(LONG_SESSION, longAnswer());
  });
  test.beforeEach(async ({ page }) => {
    await pickFiles(page, [file]);
    await waitForLoaded(page, 60_000);
  });

  const nodes = (view: ReturnType<Page['getByTestId']>) =>
    view.evaluate((el) => el.querySelectorAll('*').length);

  test('opens with a window of pieces in the DOM, the verdict and a chart with axes', async ({
    page,
  }) => {
    const row = await scrollToRow(conversation(page), '[data-kind=text]:has-text("w1 w2 w3")');
    await rowTool(row, 'show-fragments');
    const view = page.getByTestId('fragments-view');
    await expect(view).toHaveAttribute('data-ready', 'true');
    await expect(view).toHaveAttribute('data-fragments-match', 'true');
    await expect(view.getByTestId('fragments-heading')).toContainText(
      `${LONG_DELTAS.toLocaleString('en')} deltas`,
    );
    const pieces = view.getByTestId('fragment-pieces');
    // start, the deltas, stop and the complete text.
    await expect(pieces).toHaveAttribute('data-count', String(LONG_DELTAS + 3));
    expect(await nodes(view)).toBeLessThan(MAX_NODES);
    // Times come from the records (a file's read time is no arrival): 10 ms apart.
    await expect(view.getByTestId('fragments-heading')).toContainText('record timestamps');
    const chart = view.getByTestId('fragments-chart');
    await expect(chart.getByTestId('fragments-chart-axes')).toContainText('chars/s');
    await expect(chart.getByTestId('fragments-chart-axes')).toContainText(
      'time since the first piece',
    );
    await expect(chart).toHaveAttribute('data-span', String((LONG_DELTAS + 1) * 10));
    // Scrolled to the end, the last pieces are there and the DOM is still a window.
    await pieces.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(pieces.locator('[data-piece-kind=complete]')).toBeVisible();
    expect(await nodes(view)).toBeLessThan(MAX_NODES);
  });

  test('pieces read as they arrived, the row is named by its turn, one delta is one', async ({
    page,
  }) => {
    const row = await scrollToRow(conversation(page), '[data-kind=text]:has-text("w1 w2 w3")');
    await rowTool(row, 'show-fragments');
    const view = page.getByTestId('fragments-view');
    // Delta 0 is `"c0"` and a tab: the quotes as they are, the tab as a sign, no backslashes.
    const first = view.locator('[data-testid=fragment-piece][data-piece-index="1"]');
    await expect(first.getByTestId('fragment-piece-text')).toHaveText('"c0"⇥');
    const link = view.getByTestId('fragments-row');
    await expect(link).toHaveText('Turn 1 · assistant text');
    await expect(link).not.toContainText('#');

    const short = await scrollToRow(
      conversation(page),
      `[data-kind=text]:has-text("${SHORT_ANSWER}")`,
    );
    await rowTool(short, 'show-fragments');
    await expect(view.getByTestId('fragments-row')).toHaveText('Turn 2 · assistant text');
    await expect(view.getByTestId('fragments-heading')).toHaveText(
      `Text: 1 delta, ${SHORT_ANSWER.length} characters (times from record timestamps)`,
    );

    const prompt = await scrollToRow(
      conversation(page),
      `[data-kind=text]:has-text("${LONG_PROMPT}")`,
    );
    await rowTool(prompt, 'show-fragments');
    await expect(view.getByTestId('fragments-heading')).toHaveText(
      `Text: arrived whole, ${LONG_PROMPT.length} characters, no deltas`,
    );
    // The link shows that row in the conversation.
    await view.getByTestId('fragments-row').click();
    await expect(
      conversation(page).locator('[data-kind=text]').filter({ hasText: LONG_PROMPT }),
    ).toBeInViewport();
  });
});

test.describe('time travel', () => {
  test('in the middle a row is half grown; stepping on completes it in place', async ({ page }) => {
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
    await openInspector(page);
    // After 193 events the last answer has streamed two pieces.
    await travelTo(page, 193);
    const list = conversation(page);
    const row = await scrollToRow(
      list,
      '[data-kind=text]:has-text("Done. The notes say penguins are")',
    );
    const id = await row.getAttribute('data-item-id');
    // A file has ended: the moment reads as the capture cut there would, the answer cut off.
    await expect(row.locator('[data-status]').first()).toHaveAttribute('data-status', 'cut');
    await expect(row.getByTestId('cut-notice')).toBeVisible();
    await expect(row).not.toContainText('as requested');
    // Later rows do not exist yet.
    await expect(list.locator('[data-kind=text]:has-text("Still here")')).toHaveCount(0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    for (let i = 0; i < 5; i++) await page.keyboard.press('.');
    await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', '198');
    const same = list.locator(`[data-item-id="${id}"][data-kind=text]`);
    await expect(same.locator('[data-status]').first()).toHaveAttribute('data-status', 'complete');
    await expect(same).toContainText('as requested');
    // The step lit up what event 197 (the complete text) changed: this very row.
    await expect(page.locator(`[data-testid=row-highlight][data-for-item="${id}"]`)).toBeVisible();
    await page.getByTestId('time-travel-live').click();
    await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', 'live');
    await expect(await scrollToRow(list, '[data-kind=text]:has-text("Still here")')).toBeVisible();
  });
});

test.describe('compare, record, protocol checks in context', () => {
  /** Opens the capture, then Trace files, and comes back to the capture's tab. */
  async function streamBesideTrace(page: Page, traceFiles: readonly string[]) {
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
    await pickFiles(page, traceFiles);
    await waitForLoaded(page);
    await streamTab(page).click();
    const panel = await openInspector(page);
    await expect(panel.getByTestId('event-count')).toHaveAttribute('data-count', String(EVENTS));
    await expect(panel.getByTestId('compare-toggle')).toHaveText('Stream vs Trace');
    await panel.getByTestId('compare-toggle').click();
    return page.getByTestId('compare-view');
  }
  const streamTab = (page: Page) => page.getByTestId('doc-tab').first();

  test('the reference stream and its three Trace files compare clean apart from §12', async ({
    page,
  }) => {
    const view = await streamBesideTrace(page, TRACE_FILES.map(fixturePath));
    await expect(view).toHaveAttribute('data-clean', 'true');
    await expect(view).toHaveAttribute('data-unexpected', '0');
    const known = view.locator('[data-testid=compare-difference][data-expected=true]');
    expect(await known.count()).toBeGreaterThan(3);
    await expect(view).toContainText("never sent on the main session's live stream");
    // Listed by title, the two tabs of one session told apart; the same session, no warning.
    await expect(view.getByTestId('compare-with').locator('option:checked')).toHaveText(
      /ARCTIC_TASK.* — Trace files$/,
    );
    await expect(view.getByTestId('compare-sessions-differ')).toHaveCount(0);
  });

  test('a long output the Trace file keeps on disk compares equal to the streamed one', async ({
    page,
  }, info) => {
    // The same output made 30 KB long in both: the Trace's stays in its file when opened.
    const long = (name: string, from: string) => {
      const path = info.outputPath(name);
      const text = readFileSync(from, 'utf8').replace(
        '"output":"hello-arctic\\nnotes.txt\\n"',
        `"output":"hello-arctic\\nnotes.txt\\n${'pad '.repeat(7_500)}"`,
      );
      expect(text).toContain('pad pad');
      writeFileSync(path, text);
      return path;
    };
    const capture = long('stream.sse', CAPTURE);
    const first = long(TRACE_FILES[0], fixturePath(TRACE_FILES[0]));
    await pickFiles(page, [capture]);
    await waitForLoaded(page);
    await pickFiles(page, [first, fixturePath(TRACE_FILES[1]), fixturePath(TRACE_FILES[2])]);
    await waitForLoaded(page);
    // Opened from disk, the Trace holds that output as a reference into its file.
    await expect(page.locator('[data-testid=tool-output-text][data-kept=true]')).toHaveCount(1);
    await page.getByTestId('doc-tab').first().click();
    const panel = await openInspector(page);
    await panel.getByTestId('compare-toggle').click();
    const view = page.getByTestId('compare-view');
    await expect(view).toHaveAttribute('data-clean', 'true');
    await expect(view).toHaveAttribute('data-unexpected', '0');
  });

  test('picks the same session by default, warns on another, shows a changed text', async ({
    page,
  }, info) => {
    // Another session opened first: it must not be the default.
    const other = writeCase(LONG_SESSION, longAnswer());
    const changed = info.outputPath(TRACE_FILES[1]);
    writeFileSync(
      changed,
      readFileSync(fixturePath(TRACE_FILES[1]), 'utf8').replace(
        'Still here after compaction.',
        'Still hare after compaction.',
      ),
    );
    await pickFiles(page, [other]);
    await waitForLoaded(page, 60_000);
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
    await pickFiles(page, [fixturePath(TRACE_FILES[0]), changed, fixturePath(TRACE_FILES[2])]);
    await waitForLoaded(page);
    const stream = page.locator('[data-testid=doc-tab]').nth(1);
    await stream.click();
    const panel = await openInspector(page);
    await panel.getByTestId('compare-toggle').click();
    const view = page.getByTestId('compare-view');
    const pick = view.getByTestId('compare-with');
    await expect(pick.locator('option:checked')).toHaveText(/ — Trace files$/);
    await expect(pick.locator('option:checked')).toHaveText(/ARCTIC_TASK/);
    await expect(view.getByTestId('compare-sessions-differ')).toHaveCount(0);

    const diff = view.locator('[data-testid=compare-difference][data-kind=different-content]');
    await expect(diff).toHaveCount(1);
    const chars = diff.getByTestId('compare-content-diff');
    await expect(chars).toHaveAttribute('data-field', 'text');
    await expect(chars.locator('[data-diff=stream]')).toHaveText(['e']);
    await expect(chars.locator('[data-diff=trace]')).toHaveText(['a']);
    await expect(chars).toContainText('Still');

    // The other session, picked by hand: the compare says so.
    await pick.selectOption({ label: `${LONG_PROMPT} — stream` });
    await expect(view.getByTestId('compare-sessions-differ')).toContainText(
      'two different sessions',
    );
  });

  test('following a link to the Trace outlines the record; coming back keeps the panel', async ({
    page,
  }) => {
    const view = await streamBesideTrace(page, TRACE_FILES.map(fixturePath));
    // A selected event must survive the trip.
    await inspector(page).locator('[data-testid=event-row][data-event-index="5"]').click();
    const selected = '5';
    await view.getByRole('button', { name: 'Trace record' }).first().click();

    const traceTab = page.getByTestId('doc-tab').nth(1);
    await expect(traceTab).toHaveAttribute('data-active', 'true');
    const outlined = page.getByTestId('row-highlight');
    await expect(outlined).toHaveCount(1);
    await expect(outlined).toBeInViewport();

    await streamTab(page).click();
    await expect(inspector(page)).toBeVisible();
    await expect(page.getByTestId('compare-view')).toBeVisible();
    await expect(
      inspector(page).locator('[data-testid=event-row][aria-pressed=true]'),
    ).toHaveAttribute('data-event-index', selected ?? '');
  });

  test('save offers every event as a .sse capture that opens again', async ({ page }, info) => {
    await pickFiles(page, [CAPTURE]);
    await waitForLoaded(page);
    await page.getByTestId('save-button').click();
    const capture = page.getByTestId('save-capture');
    await expect(capture).toContainText(`${EVENTS} events`);
    const download = page.waitForEvent('download');
    await capture.click();
    const saved = info.outputPath('saved.sse');
    await (await download).saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text).toMatch(/^: arrived \d{4}-/m);
    // The recorder's own comment is kept where it was, before the first event.
    expect(text).toMatch(/^: recorded from GET [^\n]*\n\n: arrived [^\n]*\nevent: server_event\n/m);
    await pickFiles(page, [saved]);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(ENVELOPES));
    await expect(page.getByTestId('doc-tab')).toHaveCount(2);
    // The menu listed the first document's files: with another on screen it is gone.
    await expect(page.getByTestId('save-menu')).toHaveCount(0);
    const panel = await openInspector(page);
    await expect(panel.getByTestId('event-count')).toHaveAttribute('data-count', String(EVENTS));
    await expect(panel.getByTestId('event-comments')).toHaveAttribute('data-count', '1');
    // Saved again, it is the same capture: same events, comment and arrival times; only the
    // header naming the source it was saved from differs.
    await page.getByTestId('save-button').click();
    const again = page.waitForEvent('download');
    await page.getByTestId('save-capture').click();
    const resaved = info.outputPath('resaved.sse');
    await (await again).saveAs(resaved);
    const body = (t: string) => t.slice(t.indexOf('\n'));
    expect(readFileSync(resaved, 'utf8')).toMatch(/^: omniscope capture of saved\.sse\n/);
    expect(body(readFileSync(resaved, 'utf8'))).toBe(body(text));
  });

  test('a stream breaking one rule shows exactly that violation, linked', async ({
    page,
  }, info) => {
    const crafted = info.outputPath('crafted.sse');
    writeFileSync(crafted, craftedCapture);
    await pickFiles(page, [crafted]);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(CRAFTED_ENVELOPES));
    await page.getByTestId('diagnostic-count').click();
    await page.getByTestId('tab-violations').click();
    const violation = page.getByTestId('violation');
    await expect(violation).toHaveCount(1);
    await expect(violation).toHaveAttribute('data-rule', CRAFTED_BREAK.rule);
    await expect(violation.getByTestId('violation-explanation')).toContainText('no start');
    await violation.getByTestId('violation-event').click();
    const row = inspector(page).locator(
      `[data-testid=event-row][data-event-index="${CRAFTED_BREAK.event}"]`,
    );
    await expect(row).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeInViewport();
    await violation.getByTestId('violation-row').click();
    const item = await violation.getByTestId('violation-row').getAttribute('data-for-item');
    await expect(
      page.locator(`[data-testid=row-highlight][data-for-item="${item}"]`),
    ).toBeVisible();
    await expect(conversation(page).locator(`[data-item-id="${item}"][data-kind]`)).toContainText(
      'Hello.',
    );
  });
});

test('?replay= opens with replay controls: pause, seek, step, speed', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=0.1');
  const controls = page.getByTestId('replay-controls');
  await expect(controls).toBeVisible();
  await controls.getByTestId('replay-play').click();
  await expect(controls).toHaveAttribute('data-playing', 'false');
  await controls.getByTestId('replay-seek').evaluate((el) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '17');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(controls).toHaveAttribute('data-position', '17');
  // After 17 events the first answer has streamed its first piece (events 15..19).
  const row = conversation(page).locator(`[data-kind=text]:has-text("First I'll run")`);
  await expect(row.locator('[data-status]').first()).toHaveAttribute('data-status', 'streaming');
  for (let i = 0; i < 3; i++) await controls.getByTestId('replay-step').click();
  await expect(controls).toHaveAttribute('data-position', '20');
  await expect(row.locator('[data-status]').first()).toHaveAttribute('data-status', 'complete');
  await controls.getByTestId('replay-speed').selectOption('100');
  await expect(controls.getByTestId('replay-speed')).toHaveValue('100');
  await controls.getByTestId('replay-play').click();
  // At 100× the rest of the capture is a few frames' delivery: it may be over before a look at
  // data-playing, so what shows play resumed is the position moving on.
  await expect(controls).not.toHaveAttribute('data-position', '20');
});

/** What a replay's reader sees of it: records, summary, problems, filter counts, rows drawn. */
async function replayView(page: Page): Promise<Record<string, unknown>> {
  return {
    records: await loadStatus(page).getAttribute('data-records'),
    summary: await page.getByTestId('session-summary').innerText(),
    errors: await page.getByTestId('diagnostic-count').getAttribute('data-errors'),
    warnings: await page.getByTestId('diagnostic-count').getAttribute('data-warnings'),
    filters: await page
      .getByTestId('filter-bar')
      .evaluate((el) =>
        [...el.querySelectorAll('[data-count]')].map(
          (c) => `${c.getAttribute('data-testid')}=${c.getAttribute('data-count')}`,
        ),
      ),
    events: await inspector(page).getByTestId('event-count').textContent(),
  };
}

test('a replay played to its end, sought back and played again lists and applies each event once', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=100');
  await openInspector(page);
  const controls = page.getByTestId('replay-controls');
  await expect(controls).toHaveAttribute('data-position', String(EVENTS), { timeout: 60_000 });
  await expect(controls).toHaveAttribute('data-playing', 'false');
  const first = await replayView(page);
  // Travelled to a moment past the position about to be sought: not played again yet.
  await travelTo(page, 200);
  await controls.getByTestId('replay-seek').evaluate((el) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '100');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(controls).toHaveAttribute('data-position', '100');
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', 'live');
  expect(await replayView(page)).not.toEqual(first);
  await controls.getByTestId('replay-play').click();
  await expect(controls).toHaveAttribute('data-position', String(EVENTS), { timeout: 60_000 });
  await expect(controls).toHaveAttribute('data-playing', 'false');
  await expect.poll(() => replayView(page)).toEqual(first);
});

test('a replay says so in the header, playing or paused, and where it is, in both languages', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=0.1');
  const controls = page.getByTestId('replay-controls');
  const pill = page.getByTestId('connection-state');
  await expect(pill).toHaveText(new RegExp(`^Replay · \\d+/${EVENTS}$`));
  await page.getByTestId('language-switch').click();
  await expect(pill).toHaveText(new RegExp(`^回放中 · \\d+/${EVENTS}$`));
  await page.getByTestId('language-switch').click();
  await controls.getByTestId('replay-play').click();
  await expect(controls).toHaveAttribute('data-playing', 'false');
  const at = await controls.getAttribute('data-position');
  await expect(pill).toHaveText(`Replay paused · ${at}/${EVENTS}`);
  await controls.getByTestId('replay-step').click();
  await expect(pill).toHaveText(`Replay paused · ${Number(at) + 1}/${EVENTS}`);
  await page.getByTestId('language-switch').click();
  await expect(pill).toHaveText(`回放已暂停 · ${Number(at) + 1}/${EVENTS}`);
  await page.getByTestId('language-switch').click();
  await controls.getByTestId('replay-play').click();
  await expect(pill).toHaveText(new RegExp(`^Replay · \\d+/${EVENTS}$`));
  await expect(pill).toHaveAttribute('data-state', 'live');
});

test('a replay played to its end says it finished, in both languages', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=100');
  const controls = page.getByTestId('replay-controls');
  await expect(controls).toHaveAttribute('data-position', String(EVENTS), { timeout: 60_000 });
  const pill = page.getByTestId('connection-state');
  await expect(pill).toHaveText(`Replay finished · ${EVENTS}/${EVENTS}`);
  await page.getByTestId('language-switch').click();
  await expect(pill).toHaveText(`回放结束 · ${EVENTS}/${EVENTS}`);
});

test('?replay= at 100× plays the reference capture to its end', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=100');
  const controls = page.getByTestId('replay-controls');
  await expect(controls.getByTestId('replay-speed')).toHaveValue('100');
  await expect(controls).toHaveAttribute('data-position', String(EVENTS), { timeout: 60_000 });
  await expect(controls).toHaveAttribute('data-playing', 'false');
  await expect(controls.getByTestId('replay-step')).toBeDisabled();
  // Everything arrived: the last answer is in the conversation, a few rows above its end (the
  // list follows the replay to its end; G asks for the last row, as a reader would).
  await conversation(page).locator('[role=article]').first().focus();
  await page.keyboard.press('G');
  await expect(
    conversation(page).locator('[data-kind=text]').filter({ hasText: 'Still here' }),
  ).toBeInViewport();
  const panel = await openInspector(page);
  await expect(panel.getByTestId('event-count')).toHaveAttribute('data-count', String(EVENTS));
  await expect(panel.getByTestId('event-comments')).toHaveAttribute('data-count', '1');
});
