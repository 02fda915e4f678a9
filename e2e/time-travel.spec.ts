// Time travel moves the whole document, counts and clocks read the moment shown (issue 21,
// items 5–9), on the reference capture and generated cases.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { liveRetry, sseBody } from '../test/cases/live-retry';
import {
  CHILD_AFTER,
  CHILD_BEFORE,
  PARENT_AFTER,
  RUNNING_CHILD,
  childAfterAbort,
} from '../test/cases/child-after-abort';
import { writeSessionFiles } from '../test/cases/write-cases';
import { CHILD_001, PARENT_001, PARENT_002, fixturePath } from './support/fixtures';
import { conversation, scrollToRow } from './support/list';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';
import { searchCount } from './support/search';
import { inspector, openInspector, travelTo } from './support/stream-debugger';

const CAPTURE = fixturePath('stream.sse');
const EVENTS = 235;

test.describe.configure({ timeout: 120_000 });

/** The capture with only its first `n` events (and the recorder's comment before them). */
function cutCapture(n: number, path: string): string {
  const [comment, ...events] = readFileSync(CAPTURE, 'utf8').split('\n\n');
  writeFileSync(path, [comment, ...events.slice(0, n)].join('\n\n') + '\n\n');
  return path;
}

/** Everything a reader sees of the document on screen, outside the inspector. */
async function viewOf(page: Page): Promise<Record<string, unknown>> {
  const attr = (id: string, name: string) => page.getByTestId(id).first().getAttribute(name);
  const summary = page.getByTestId('session-summary');
  await page.getByTestId('timeline-toggle').click();
  await expect(page.getByTestId('timeline')).toBeVisible();
  const timeline = await page
    .getByTestId('timeline')
    .evaluate((el) =>
      [...el.querySelectorAll('[data-testid=timeline-lane], [data-testid=timeline-bar]')].map(
        (e) =>
          `${e.getAttribute('data-testid')}:${e.getAttribute('data-kind') ?? ''}:${e.getAttribute('data-item-id') ?? e.textContent}:${e.hasAttribute('data-open')}`,
      ),
    );
  await page.getByTestId('timeline-toggle').click();
  await page.keyboard.press('/');
  await page.getByTestId('search-input').fill('penguin');
  await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
  const found = await searchCount(page).getAttribute('data-count');
  await page.keyboard.press('Escape');
  const rows = await conversation(page).evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const seen = new Map<string, string>();
    const collect = () => {
      for (const row of el.querySelectorAll('[data-item-id][data-kind]')) {
        const status = row.querySelector('[data-status]')?.getAttribute('data-status') ?? '';
        const cut = row.querySelector('[data-testid=cut-notice]') ? 'cut-notice' : '';
        seen.set(
          row.getAttribute('data-item-id') ?? '',
          `${row.getAttribute('data-kind')}:${status}:${cut}`,
        );
      }
    };
    el.scrollTop = 0;
    await frame();
    for (let guard = 0; guard < 500; guard++) {
      collect();
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      el.scrollTop += Math.max(el.clientHeight * 0.8, 50);
      await frame();
    }
    collect();
    return [...seen].map(([id, what]) => `${id}=${what}`);
  });
  return {
    status: await attr('session-status', 'data-status'),
    summary: await summary.innerText(),
    problems: [
      await attr('diagnostic-count', 'data-errors'),
      await attr('diagnostic-count', 'data-warnings'),
    ],
    filters: await page
      .getByTestId('filter-bar')
      .evaluate((el) =>
        [...el.querySelectorAll('[data-count]')].map(
          (c) => `${c.getAttribute('data-testid')}=${c.getAttribute('data-count')}`,
        ),
      ),
    outline: await page
      .getByTestId('outline')
      .evaluate((el) =>
        [...el.querySelectorAll('button[data-item-id]')].map(
          (b) =>
            `${b.getAttribute('data-testid')}:${b.getAttribute('data-item-id')}:${b.textContent}`,
        ),
      ),
    timeline,
    found,
    rows,
  };
}

test.describe('time travel shows what a capture cut there shows', () => {
  for (const n of [36, 102, 193]) {
    test(`after event ${n}: header, summary, problems, filters, outline, timeline, search, rows`, async ({
      page,
    }, info) => {
      await pickFiles(page, [cutCapture(n, info.outputPath(`cut-${n}.sse`))]);
      await waitForLoaded(page);
      const cut = await viewOf(page);
      await pickFiles(page, [CAPTURE]);
      await waitForLoaded(page);
      const whole = await viewOf(page);
      expect(whole).not.toEqual(cut);
      await openInspector(page);
      await travelTo(page, n);
      expect(await viewOf(page)).toEqual(cut);
      // A file has nothing live: the way back goes to its end.
      await expect(page.getByTestId('time-travel-live')).toHaveText('Back to the end');
      await page.getByTestId('time-travel-live').click();
      expect(await viewOf(page)).toEqual(whole);
    });
  }
});

test('travelled to a call waiting for approval, its row reads waiting and no problem is reported', async ({
  page,
}) => {
  await pickFiles(page, [CAPTURE]);
  await waitForLoaded(page);
  await openInspector(page);
  // Event 30 asks for approval of the first exec_command, event 31 allows it.
  await travelTo(page, 31);
  const card = conversation(page).locator('[data-tool-call-id=call_exec_allow_1]');
  await expect(card).toHaveAttribute('data-phase', 'approval');
  await expect(card).toContainText('Waiting for approval');
  await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
});

/** The message texts of every conversation row, scrolled through from the top. */
async function messageTexts(page: Page): Promise<string[]> {
  return conversation(page).evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const seen = new Map<string, string>();
    const collect = () => {
      for (const row of el.querySelectorAll('[data-item-id][data-kind=text]'))
        seen.set(row.getAttribute('data-item-id') ?? '', row.textContent ?? '');
    };
    el.scrollTop = 0;
    await frame();
    for (let guard = 0; guard < 100; guard++) {
      collect();
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      el.scrollTop += Math.max(el.clientHeight * 0.8, 50);
      await frame();
    }
    collect();
    return [...seen.values()];
  });
}

type CaseFiles = ReturnType<typeof childAfterAbort>['files'];

/** The log's index of the child's message written before the abort: read file after file. */
function childBeforeEvent([parent, child]: CaseFiles): number {
  return (
    (parent?.records.length ?? 0) +
    (child?.records.findIndex((r) => JSON.stringify(r.payload).includes(CHILD_BEFORE)) ?? 0)
  );
}

/** The child's message written before the abort is the one row lit. */
async function expectChildBeforeLit(page: Page): Promise<void> {
  const row = conversation(page).locator('[data-item-id][data-kind=text]', {
    hasText: CHILD_BEFORE,
  });
  await expect(row).toBeVisible();
  const item = await row.getAttribute('data-item-id');
  await expect(page.getByTestId('row-highlight')).toHaveCount(1);
  await expect(page.getByTestId('row-highlight')).toHaveAttribute('data-for-item', item ?? '');
}

test('a parent and its child opened together travel in the order written: after the abort, only what was written by then', async ({
  page,
}) => {
  const { written, files } = childAfterAbort();
  await pickFiles(page, writeSessionFiles(files));
  await waitForLoaded(page);
  const shows = async (text: string) => (await messageTexts(page)).some((t) => t.includes(text));
  for (const text of [CHILD_BEFORE, CHILD_AFTER, PARENT_AFTER])
    expect(await shows(text)).toBe(true);
  await openInspector(page);
  const abort = written.findIndex((r) => r.type === 'event_msg' && r.payload.type === 'abort');
  await travelTo(page, abort + 1);
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'aborted');
  expect(await shows(CHILD_BEFORE)).toBe(true);
  expect(await shows(CHILD_AFTER)).toBe(false);
  expect(await shows(PARENT_AFTER)).toBe(false);
  // The step's event is the abort itself, selected in the inspector, linked to its own row.
  await expect(page.getByTestId('event-detail')).toContainText('user interrupted');
  const abortRow = await conversation(page)
    .locator('[data-item-id][data-kind=abort]')
    .getAttribute('data-item-id');
  await expect(page.getByTestId('event-goto-row')).toHaveAttribute('data-for-item', abortRow ?? '');
  await expect(page.locator('[data-testid=event-row][aria-pressed=true]')).toHaveAttribute(
    'data-for-item',
    abortRow ?? '',
  );
  // One step on: the child's next record, written after the abort; still not the parent's.
  await page.keyboard.press('.');
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', String(abort + 2));
  expect(await shows(CHILD_AFTER)).toBe(true);
  expect(await shows(PARENT_AFTER)).toBe(false);
});

test("travelled over a parent and its child, an event of the child lights the child's row", async ({
  page,
}) => {
  const { written, files } = childAfterAbort();
  await pickFiles(page, writeSessionFiles(files));
  await waitForLoaded(page);
  const panel = await openInspector(page);
  const abort = written.findIndex((r) => r.type === 'event_msg' && r.payload.type === 'abort');
  await travelTo(page, abort + 1);
  const index = childBeforeEvent(files);
  await panel.locator(`[data-testid=event-row][data-event-index="${index}"]`).click();
  await expectChildBeforeLit(page);
});

test("travelled over a parent and its child, Stream vs Trace's link to a child's event lights the child's row", async ({
  page,
}) => {
  const { written, files } = childAfterAbort();
  const [both, parentOnly] = [writeSessionFiles(files), writeSessionFiles(files.slice(0, 1))];
  await pickFiles(page, both);
  await waitForLoaded(page);
  // The parent's file alone, beside it: the child's records are on this side only.
  await pickFiles(page, parentOnly);
  await waitForLoaded(page);
  await page.getByTestId('doc-tab').first().click();
  const panel = await openInspector(page);
  const abort = written.findIndex((r) => r.type === 'event_msg' && r.payload.type === 'abort');
  await travelTo(page, abort + 1);
  await panel.getByTestId('compare-toggle').click();
  const index = childBeforeEvent(files);
  await page
    .getByTestId('compare-view')
    .getByRole('button', { name: `stream event ${index}`, exact: true })
    .click();
  await expect(
    panel.locator(`[data-testid=event-row][data-event-index="${index}"][aria-pressed=true]`),
  ).toBeVisible();
  await expectChildBeforeLit(page);
});

test("Stream vs Trace's link to a Trace record of a parent and child travelled lights the child's row there", async ({
  page,
}) => {
  const { written, files } = childAfterAbort();
  await pickFiles(page, writeSessionFiles(files));
  await waitForLoaded(page);
  await openInspector(page);
  const abort = written.findIndex((r) => r.type === 'event_msg' && r.payload.type === 'abort');
  await travelTo(page, abort + 1);
  // The parent's file alone, compared with the two travelled: the child's records are there only.
  await pickFiles(page, writeSessionFiles(files.slice(0, 1)));
  await waitForLoaded(page);
  await inspector(page).getByTestId('compare-toggle').click();
  // The child's texts, in the order of its file: its user's, then the one written before the abort.
  const childTexts = page
    .getByTestId('compare-difference')
    .filter({ hasText: RUNNING_CHILD })
    .filter({ has: page.locator('.font-mono', { hasText: /^text$/ }) });
  await expect(childTexts).toHaveCount(3);
  await childTexts.nth(1).getByRole('button', { name: 'Trace record' }).click();
  await expect(page.getByTestId('doc-tab').first()).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', String(abort + 1));
  await expectChildBeforeLit(page);
});

test("a streaming tool's timer in a replay travelled back reads the recording's clock", async ({
  page,
}) => {
  // A day after the capture was recorded: the wall clock must not leak into its timers.
  await page.clock.install({ time: new Date('2026-12-03T13:42:00Z') });
  await page.route(
    (url) => url.pathname === '/captures/stream.sse',
    (route) => route.fulfill({ path: CAPTURE, contentType: 'text/event-stream' }),
  );
  await gotoApp(page, '/?replay=/captures/stream.sse&speed=100');
  const controls = page.getByTestId('replay-controls');
  await expect(controls).toHaveAttribute('data-position', String(EVENTS), { timeout: 60_000 });
  await openInspector(page);
  // After 36 events the first command's output is streaming (it began 14.572 s in).
  await travelTo(page, 36);
  const tool = await scrollToRow(
    conversation(page),
    '[data-kind=tool_call]:has-text("exec_command")',
  );
  await expect(tool).toContainText('Streaming output');
  const timer = tool.getByTestId('elapsed-timer');
  await expect(timer).toHaveAttribute('data-clock', 'recorded');
  expect(Number(await timer.getAttribute('data-elapsed-ms'))).toBeLessThan(5_000);
  await expect(timer).toHaveText('0s');
});

test('a failure waiting for its retry counts as a retry while the countdown runs', async ({
  page,
  baseURL,
}) => {
  const url = new URL('/case-stream-retry-count', baseURL).toString();
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: sseBody(liveRetry(false)),
    }),
  );
  await page.goto(`/?sse=${encodeURIComponent(url)}`);
  await expect(page.getByTestId('retry-countdown')).toBeVisible();
  const summary = page.getByTestId('session-summary');
  await expect(summary).toHaveAttribute('data-retries', '1');
  await expect(summary).toHaveAttribute('data-errors', '0');
  await expect(summary).toContainText('0 failed');
});

test('turn numbers agree in the outline, the dividers and the context view, across a compaction', async ({
  page,
}) => {
  await pickFiles(page, [PARENT_001, PARENT_002, CHILD_001].map(fixturePath));
  await waitForLoaded(page);
  const turns = page.getByTestId('outline').getByTestId('outline-turn');
  await expect(turns).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const entry = turns.nth(i);
    const item = await entry.getAttribute('data-item-id');
    await expect(entry.locator('span > span').first()).toHaveText(`Turn ${i + 1}`);
    const row = await scrollToRow(conversation(page), `[data-item-id="${item}"][data-kind]`);
    await expect(row.getByTestId('request-begin')).toHaveAttribute('data-turn', String(i + 1));
  }
  // The answer after the compaction: the outline's last turn, its divider and its context.
  const last = await turns.nth(5).getAttribute('data-item-id');
  const row = await scrollToRow(conversation(page), `[data-item-id="${last}"][data-kind]`);
  await expect(row.getByTestId('request-begin')).toContainText('Turn 6');
  await row.getByTestId('show-context').click();
  await expect(page.getByTestId('context-attempt')).toContainText('Turn 6 · attempt 1 of 1');
});

test('a Trace cut in the middle of a request reads cut off, not aborted', async ({
  page,
}, info) => {
  // The child's Trace up to its second request_begin: the answer never came, no abort either.
  const lines = readFileSync(fixturePath(CHILD_001), 'utf8').split('\n');
  const begins = lines.flatMap((l, i) => (l.includes('"request_begin"') ? [i] : []));
  const path = info.outputPath(CHILD_001);
  writeFileSync(path, lines.slice(0, (begins[1] ?? 0) + 1).join('\n') + '\n');
  await pickFiles(page, [path]);
  await waitForLoaded(page);
  const status = page.getByTestId('session-status');
  await expect(status).toHaveAttribute('data-status', 'cut');
  await expect(status).toHaveText(/cut off/i);
});
