// Live sessions over SSE against the fault-injecting replay of the real capture: resume after
// cuts, resync, duplicates, in-place fragment swaps, one store update per frame.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  DEFAULT_CAPTURE as CAPTURE,
  startFaultSseServer,
  type FaultSseServer,
} from '../server/testing/fault-sse-server';
import { CHILD_ID, TRACE_FILES, fixturePath } from './support/fixtures';
import { openFixtures } from './support/open';

let fault: FaultSseServer;
let streamUrl: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  fault = await startFaultSseServer({ heartbeatMs: 1000 });
  streamUrl = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
});
test.afterAll(async () => fault.close());
test.beforeEach(() => fault.reset());

const state = (page: Page) => page.getByTestId('connection-state');

/** The complete text of the capture's event at 1-based position `n`. */
function textAt(n: number): string {
  const data = JSON.parse(fault.events[n - 1]?.data ?? '{}') as { payload?: { text?: string } };
  return data.payload?.text ?? '';
}

interface SeenRow {
  id: number;
  kind: string;
  session: string;
  decision: string | null;
  /** The status of the failed request this row shows, if it is a retry row. */
  retry: string | null;
  text: string;
}

/**
 * Every item row of the virtualized list, by scrolling it from top to bottom. Rows are counted by
 * their list index, so a step that jumps past a row (heights measured while scrolling shift the
 * content) is noticed and scrolled back to instead of silently skipped.
 */
async function collectRows(page: Page): Promise<SeenRow[]> {
  const list = page.getByTestId('conversation');
  const seen = new Map<number, SeenRow>();
  const indexes = new Set<number>();
  await list.evaluate((el) => (el.scrollTop = 0));
  for (let guard = 0; guard < 600; guard++) {
    await page.waitForTimeout(20);
    const view = await list.evaluate((el) => ({
      total: Number(el.getAttribute('data-rows')),
      rows: [...el.querySelectorAll('[data-index]')].map((w) => ({
        index: Number(w.getAttribute('data-index')),
        items: [...w.querySelectorAll('[data-item-id]')].map((e) => ({
          id: Number(e.getAttribute('data-item-id')),
          kind: e.getAttribute('data-kind') ?? '',
          session: e.getAttribute('data-session') ?? '',
          decision: e.querySelector('[data-decision]')?.getAttribute('data-decision') ?? null,
          retry: e.querySelector('[data-testid=retry-row]')?.getAttribute('data-status') ?? null,
          // Without clock times: a streamed row may keep its first fragment's time.
          text: (e.textContent ?? '')
            .replace(/\d\d:\d\d:\d\d\.\d{3}/g, '')
            .replace(/\s+/g, ' ')
            .slice(0, 60),
        })),
      })),
    }));
    for (const row of view.rows) {
      indexes.add(row.index);
      for (const r of row.items) seen.set(r.id, r);
    }
    let gap = 0;
    while (indexes.has(gap)) gap++;
    if (gap >= view.total) break;
    const lowest = Math.min(...view.rows.map((r) => r.index));
    // The first row not seen yet lies above what is drawn: go back; else on, past what is seen.
    const down = !(gap < lowest);
    await list.evaluate((el, down) => {
      el.scrollTop += (down ? 0.6 : -0.4) * el.clientHeight;
    }, down);
  }
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** The conversation a reader compares: messages, tool calls with decisions, child rows. */
const COMPARED = new Set(['text', 'thinking', 'tool_call', 'abort']);
function conversationOf(rows: SeenRow[]): string[] {
  // Per session in arrival order: files load the child after its parent, a stream interleaves.
  return [...rows]
    .sort((a, b) => a.session.localeCompare(b.session) || a.id - b.id)
    .filter((r) => COMPARED.has(r.kind) || r.retry !== null)
    .map((r) =>
      r.retry !== null
        ? `${r.session}|retry|${r.retry}`
        : `${r.session}|${r.kind}|${r.decision ?? ''}|${r.text.slice(0, 30)}`,
    );
}

let fromFiles: string[] | null = null;
/** The conversation of the capture's three Trace files, opened once. */
async function filesConversation(page: Page): Promise<string[]> {
  if (!fromFiles) {
    await openFixtures(page, [...TRACE_FILES]);
    fromFiles = conversationOf(await collectRows(page));
  }
  return fromFiles;
}

/** The capture's last complete assistant text: on screen once the whole stream was applied. */
function lastText(): string {
  for (let n = fault.events.length; n > 0; n--) {
    const e = fault.events[n - 1];
    if (e && !e.event && e.data.includes('"type":"text"') && e.data.includes('"assistant"'))
      return textAt(n);
  }
  return '';
}

async function waitForEnd(page: Page, connections = 1): Promise<void> {
  await expect.poll(() => fault.connections.length, { timeout: 15_000 }).toBe(connections);
  await expect(state(page)).toHaveAttribute('data-state', 'live');
  await expect(page.locator('[data-kind=text]', { hasText: lastText().slice(0, 40) })).toBeAttached(
    { timeout: 15_000 },
  );
}

test('a live replay of the capture shows the conversation of its three Trace files', async ({
  page,
}) => {
  const files = await filesConversation(page);
  await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
  await waitForEnd(page);
  await expect(state(page)).toHaveText('Live');
  await expect(page.getByTestId('task-state')).toHaveAttribute('data-state', 'idle');
  // The task's pill sits in line with the connection's, the same height.
  const [connection, task] = await Promise.all(
    [state(page), page.getByTestId('task-state')].map((l) => l.boundingBox()),
  );
  expect(task && connection && [task.y, task.height]).toEqual(
    connection && [connection.y, connection.height],
  );
  const live = await collectRows(page);
  expect(conversationOf(live)).toEqual(files);
  expect(live.some((r) => r.session === CHILD_ID)).toBe(true);
  // The failed attempts of the capture in arrival order: a timeout, a cut stream, the child's
  // 429, a bad request.
  expect(live.filter((r) => r.retry !== null).map((r) => r.retry)).toEqual([
    'timeout',
    'malformed',
    'timeout',
    'failed',
  ]);
});

test('a cut in the middle of a fragment resumes with Last-Event-ID: nothing lost or doubled', async ({
  page,
}) => {
  // Events 191..197 stream the final answer of the first task; 198 is its complete text.
  // Paced, so the page reads events before the cut rather than all at once.
  fault.setFaults({ cutAfter: 194, delayMs: 4 });
  const answer = textAt(198);
  expect(answer.length).toBeGreaterThan(20);
  await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
  await waitForEnd(page, 2);
  // The resume names the last event the page read before the cut (a reset connection can
  // swallow the last bytes in flight) and the server carries on right after it.
  const resumed = fault.connections[1];
  const from = fault.events.findIndex((e) => e.id === resumed?.lastEventId);
  expect(from).toBeGreaterThan(0);
  expect(from).toBeLessThan(194);
  expect(resumed?.sent[0]).toBe(fault.events[from + 1]?.id);
  expect(fault.connections[0]?.cut).toBe(true);
  const rows = await collectRows(page);
  const withAnswer = rows.filter((r) => r.kind === 'text' && r.text.includes(answer.slice(0, 40)));
  expect(withAnswer).toHaveLength(1);
  const text = page.locator(`[data-item-id="${withAnswer[0]?.id}"] [data-status]`).first();
  await text.scrollIntoViewIfNeeded();
  await expect(text).toHaveAttribute('data-status', 'complete');
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(conversationOf(rows).length).toBeGreaterThan(10);
});

test('replayed duplicates on resume are ignored', async ({ page }) => {
  const files = await filesConversation(page);
  fault.setFaults({ cutAfter: 120, dupOnResume: 12, delayMs: 4 });
  await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
  await waitForEnd(page, 2);
  const resumed = fault.connections[1];
  const from = fault.events.findIndex((e) => e.id === resumed?.lastEventId);
  expect(from).toBeGreaterThanOrEqual(12);
  // The server sent again the twelve events the page already had.
  expect(resumed?.sent.slice(0, 12)).toEqual(
    fault.events.slice(from + 1 - 12, from + 1).map((e) => e.id),
  );
  expect(conversationOf(await collectRows(page))).toEqual(files);
});

// Late: the history is taken after the compaction summary streamed, so only the history holds it.
for (const [when, messagesDelayMs] of [
  ['at once', 0],
  ['late', 900],
] as const)
  test(`resync_required refetches history (answered ${when}) and swaps it in without a blank screen`, async ({
    page,
  }) => {
    fault.setFaults({ cutAfter: 150, resyncNext: true, delayMs: 4, messagesDelayMs });
    // Samples the row count on every change: it must never fall back to 0 once rows showed.
    await page.addInitScript(() => {
      const w = window as unknown as { __rows: number[] };
      w.__rows = [];
      addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          const el = document.querySelector('[data-testid=conversation]');
          if (el) w.__rows.push(Number(el.getAttribute('data-rows')));
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-rows'],
        }),
      );
    });
    await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
    await waitForEnd(page, 2);
    expect(fault.connections[1]?.resync).toBe(true);
    const counts = await page.evaluate(() => (window as unknown as { __rows: number[] }).__rows);
    const first = counts.findIndex((n) => n > 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(Math.min(...counts.slice(first))).toBeGreaterThan(0);
    const rows = await collectRows(page);
    expect(rows.filter((r) => r.text.includes(textAt(198).slice(0, 40)))).toHaveLength(1);
    expect(conversationOf(rows)).toEqual(await filesConversation(page));
  });

/** Every row of each session by kind, in arrival order per session (files and a stream interleave sessions apart). */
const kindsOf = (rows: SeenRow[]) =>
  [...rows]
    .sort((a, b) => a.session.localeCompare(b.session) || a.id - b.id)
    .map((r) => `${r.session}|${r.kind}`);

/** What the summary bar says the session spent: tokens and dollars, unrounded. */
async function spendOf(page: Page) {
  const spend = page.getByTestId('doc-spend');
  return {
    total: await spend.getAttribute('data-total'),
    cost: await spend.getAttribute('data-cost'),
  };
}

test('a compaction watched live ends equal to its Trace files (PROTOCOL.md §12)', async ({
  page,
}) => {
  await openFixtures(page, [...TRACE_FILES]);
  const fileRows = await collectRows(page);
  const fileSpend = await spendOf(page);
  const tasks = page.getByTestId('outline').getByTestId('outline-task');
  const fileTasks = await tasks.allInnerTexts();
  expect(fileTasks[0]).toContain('ARCTIC_TASK');
  // The first history is taken a little into the stream, so the compaction happens live.
  fault.setFaults({ delayMs: 4, messagesDelayMs: 300 });
  await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
  await waitForEnd(page);
  const compaction = fault.events.findIndex((e) => e.data.includes('"compaction_end"'));
  const live = await collectRows(page);
  // The compaction's own request and the rotated file's head (session_meta, [context_summary])
  // are only in the history, fetched again once the compaction ended.
  expect(kindsOf(live)).toEqual(kindsOf(fileRows));
  expect(
    live.some((r) => r.text.includes('[context_summary]') || /context summary/i.test(r.text)),
  ).toBe(true);
  expect(await spendOf(page)).toEqual(fileSpend);
  // The outline read the history's items, not the streamed ones it had listed before by id.
  expect(await tasks.allInnerTexts()).toEqual(fileTasks);
  await expect(page.getByTestId('cut-notice')).toHaveCount(0);
  expect(compaction).toBeGreaterThan(0);
});

test('?replay= plays a capture as live; a streaming row survives its complete message', async ({
  page,
}) => {
  await page.route('**/captures/stream.sse', (route) =>
    route.fulfill({ body: readFileSync(CAPTURE, 'utf8'), contentType: 'text/event-stream' }),
  );
  // Slowed down so the first assistant text (events 16..19, complete at 20) streams for seconds.
  await page.goto('/?replay=/captures/stream.sse&speed=0.025');
  await expect(state(page)).toHaveAttribute('data-state', 'live');
  const streaming = page.locator('[data-kind=text] [data-status=streaming]').first();
  await expect(streaming).toBeAttached({ timeout: 15_000 });
  // Tagged in the same task that finds it, so the swap cannot slip in between.
  const id = await streaming.evaluate((el) => {
    const row = el.closest('[data-item-id]') as (HTMLElement & { __tag?: string }) | null;
    if (row) row.__tag = 'kept';
    return row?.getAttribute('data-item-id');
  });
  expect(id).toBeTruthy();
  const same = page.locator(`[data-item-id="${id}"]`);
  await expect(same.locator('[data-status]').first()).toHaveAttribute('data-status', 'complete', {
    timeout: 15_000,
  });
  expect(await same.evaluate((el) => (el as HTMLElement & { __tag?: string }).__tag)).toBe('kept');
  await expect(same).toContainText(textAt(20).slice(0, 30));
  await expect(page.locator('[data-kind=text]')).toHaveCount(2);
});

test('a burst of 500 events is applied in far fewer store updates', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-burst-'));
  const path = join(dir, 'burst.sse');
  const env = (payload: object) =>
    JSON.stringify({ timestamp: '2026-01-01T00:00:00.000Z', type: 'model_msg', payload });
  const frames = [
    env({ type: 'text', role: 'user', text: 'BURST_PROMPT stays still' }),
    env({ type: 'partial_text', role: 'assistant', event_type: 'start', text: '' }),
    ...Array.from({ length: 500 }, (_, i) =>
      env({ type: 'partial_text', role: 'assistant', event_type: 'delta', text: `w${i} ` }),
    ),
  ];
  writeFileSync(
    path,
    ': burst from /api/sessions/burst/stream\n\n' +
      frames.map((d, i) => `data: ${d}\nid: b-${i + 1}\n\n`).join(''),
  );
  // Events 5 ms apart: applied one by one they would change the row 500 times.
  const burst = await startFaultSseServer({ ssePath: path, faults: { delayMs: 5 } });
  type Probe = { prompt: number; growing: number; frames: number };
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __probe: Probe };
      w.__probe = { prompt: 0, growing: 0, frames: 0 };
      const tick = () => {
        w.__probe.frames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      addEventListener('DOMContentLoaded', () =>
        // One callback per commit: counts updates, not the nodes each one touched.
        new MutationObserver((records) => {
          let grew = false;
          for (const r of records) {
            const row = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest(
              '[data-kind=text]',
            );
            const text = row?.textContent ?? '';
            if (text.includes('BURST_PROMPT')) w.__probe.prompt++;
            else if (text.includes('w0 ')) grew = true;
          }
          if (grew) w.__probe.growing++;
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        }),
      );
    });
    const url = `${burst.url}/api/sessions/${burst.sessionId}/stream`;
    await page.goto(`/?sse=${encodeURIComponent(url)}`);
    await expect(page.locator('[data-kind=text]', { hasText: 'w499' })).toBeAttached({
      timeout: 30_000,
    });
    const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    expect(probe.prompt).toBe(0);
    expect(probe.growing).toBeGreaterThan(0);
    expect(probe.growing).toBeLessThan(500);
    expect(probe.growing).toBeLessThanOrEqual(probe.frames + 2);
  } finally {
    await burst.close();
  }
});

test('Save writes the live session back as Trace JSONL: complete records, child apart', async ({
  page,
}) => {
  await page.goto(`/?sse=${encodeURIComponent(streamUrl)}`);
  await waitForEnd(page);
  await page.getByTestId('save-button').click();
  const files = page.getByTestId('save-file');
  // The compaction rotated the parent's Trace, as the server did: its history holds both contexts.
  const names = [
    `${fault.sessionId}_001.jsonl`,
    `${fault.sessionId}_002.jsonl`,
    `${CHILD_ID}_001.jsonl`,
  ];
  await expect(files).toHaveCount(names.length);
  for (const [i, name] of names.entries()) {
    await expect(files.nth(i)).toContainText(name);
    const download = page.waitForEvent('download');
    await files.nth(i).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .trimEnd()
      .split('\n');
    const records = lines.map(
      (l) => JSON.parse(l) as { type: string; origin?: unknown; payload: { type?: string } },
    );
    expect(records.some((r) => String(r.payload.type).startsWith('partial_'))).toBe(false);
    expect(records.some((r) => r.origin !== undefined)).toBe(false);
    expect(records[0]?.type).toBe('session_meta');
    // Each line is a record as received: same keys in the same order as the server's Trace.
    // The history splices the child in place of its `subagent` pointer, which Save writes back
    // from the child's first record.
    const pointer = (l: string) => l.includes('"type":"subagent"');
    const trace = readFileSync(fixturePath(name), 'utf8').trimEnd().split('\n');
    expect(lines.filter((l) => !pointer(l))).toEqual(trace.filter((l) => !pointer(l)));
    expect(lines.filter(pointer)).toHaveLength(trace.filter(pointer).length);
  }
});
