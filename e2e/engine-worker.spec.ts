// `engine=worker` (docs/architecture.md, stage 3): a document whose trace a worker holds draws
// the same conversation as one held on the page, row for row, from files picked and from
// `?trace=` links, and its rows open to show their items.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  CHILD_001,
  PARENT_001,
  PARENT_002,
  PARENT_ID,
  RECORDS,
  TRACE_FILES,
  fixturePath,
} from './support/fixtures';
import { writeDamagedTrace, writeGeneratedTrace } from '../test/support/generate-trace';
import {
  dropFiles,
  gotoApp,
  loadStatus,
  pasteText,
  pickFiles,
  waitForLoaded,
} from './support/open';
import {
  currentMark,
  currentSpot,
  expectCurrentMarkOnScreen,
  search,
  searchCount,
  searchInput,
} from './support/search';
import { filterChip } from './support/filter-chip';
import { conversation, copyRowLink, revealIn } from './support/list';
import { DIVERGED_PATH, divergingRuns } from '../test/cases/diverging-runs';
import { writeCase } from '../test/cases/write-cases';

const ALL = Object.values(RECORDS).reduce((a, b) => a + b, 0);
const WORKER = 'engine=worker';

/**
 * Every row of the list, top to bottom, by its accessible name and its text: each screen is read
 * once no row on it waits for its item (a placeholder).
 */
async function readRows(page: Page): Promise<string[]> {
  return conversation(page).evaluate(async (el) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const seen = new Map<number, string>();
    const settle = async () => {
      for (let i = 0; i < 100 && el.querySelector('[data-placeholder]'); i++) await frame();
    };
    const collect = () => {
      for (const row of el.querySelectorAll<HTMLElement>('[role=article][data-index]'))
        seen.set(
          Number(row.dataset.index),
          `${row.getAttribute('aria-label')}\n${row.innerText.replace(/\s+/g, ' ').trim()}`,
        );
    };
    el.scrollTop = 0;
    await frame();
    for (let guard = 0; guard < 2_000; guard++) {
      await settle();
      collect();
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      el.scrollTop += Math.max(el.clientHeight * 0.6, 50);
      await frame();
    }
    await settle();
    collect();
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  });
}

const rowCount = (page: Page) => conversation(page).getAttribute('data-rows');

/**
 * Searches `needle` as a reader does (`/`, typing), then goes to the first match (Enter), the
 * next (`n` out of the box) and back (`N`): the count, then each current match's row and place.
 */
async function walkMatches(page: Page, needle: string): Promise<string[]> {
  await conversation(page).locator('[role=article]').first().focus();
  await search(page, needle);
  await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
  const seen = [(await searchCount(page).getAttribute('data-count')) ?? ''];
  const current = async () => {
    await expectCurrentMarkOnScreen(page);
    const row = currentMark(page).locator('xpath=ancestor::*[@data-item-id][1]');
    seen.push(`${await currentSpot(page)} ${await row.getAttribute('aria-label')}`);
  };
  await searchInput(page).press('Enter');
  await expect(searchCount(page)).toContainText('1 of');
  await current();
  await page.keyboard.press('Tab');
  await page.keyboard.press('n');
  await expect(searchCount(page)).toContainText('2 of');
  await current();
  await page.keyboard.press('N');
  await page.keyboard.press('N');
  await expect(searchCount(page)).toContainText(`${seen[0]} of ${seen[0]}`);
  await current();
  return seen;
}

async function openPicked(page: Page, query: string) {
  await gotoApp(page, `/${query}`);
  await pickFiles(page, TRACE_FILES.map(fixturePath));
  await expect(await waitForLoaded(page)).toHaveAttribute('data-records', String(ALL));
}

async function openPasted(page: Page, query: string) {
  await gotoApp(page, `/${query ? `?${query}` : ''}`);
  await pasteText(page, readFileSync(fixturePath(TRACE_FILES[0]), 'utf8'));
  await expect(await waitForLoaded(page)).toHaveAttribute(
    'data-records',
    String(RECORDS[TRACE_FILES[0]]),
  );
}

async function openLinked(page: Page, query: string) {
  const links = TRACE_FILES.map((f) => `trace=/samples/penguin-session-a/${f}`).join('&');
  await gotoApp(page, `/?${query ? `${query}&` : ''}${links}`);
  await expect(await waitForLoaded(page)).toHaveAttribute('data-records', String(ALL));
}

test.describe('the trace held in a worker (engine=worker)', () => {
  for (const [how, open] of [
    ['files picked', openPicked],
    ['?trace= links', openLinked],
  ] as const)
    test(`draws the same rows as the page's own trace, ${how}`, async ({ page }) => {
      await open(page, '');
      await expect(page.getByTestId('engine-worker-notice')).toHaveCount(0);
      const count = await rowCount(page);
      const rows = await readRows(page);
      expect(rows).toHaveLength(Number(count));
      expect(rows.join('\n')).toContain(PARENT_ID);

      await open(page, how === 'files picked' ? `?${WORKER}` : WORKER);
      await expect(page.getByTestId('engine-worker-notice')).toBeVisible();
      await expect.poll(() => rowCount(page)).toBe(count);
      expect(await readRows(page)).toEqual(rows);
      // The flag stays in the URL the page writes, so a reload opens the same way.
      await expect.poll(() => new URL(page.url()).searchParams.get('engine')).toBe('worker');
    });

  test('a row opens to show its item, and a filter chip counts and shows only its kind', async ({
    page,
  }) => {
    await openLinked(page, WORKER);
    const list = conversation(page);
    const thinking = await revealIn(list, list.locator('[data-kind=thinking]').first());
    const toggle = thinking.getByTestId('thinking-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const before = (await thinking.innerText()).length;
    await toggle.click();
    await expect(thinking.getByTestId('thinking-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await thinking.innerText()).length).toBeGreaterThan(before);
    const chip = filterChip(page, 'thinking');
    await expect(chip).toContainText('8');
    const all = Number(await rowCount(page));
    await chip.click();
    await expect.poll(async () => Number(await rowCount(page))).toBeLessThan(all);
    // Only the thinking is shown now, in rows the worker posted as a change of the list.
    const kinds = () =>
      list
        .locator('[data-item-id]')
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-kind')))]);
    await expect.poll(kinds).toEqual(['thinking']);
  });

  for (const [how, open] of [
    ['files picked', openPicked],
    ['?trace= links', openLinked],
    ['pasted text', openPasted],
  ] as const)
    test(`search counts, reveals and steps through the same matches as the page's own trace, ${how}`, async ({
      page,
    }) => {
      const walks: string[][] = [];
      for (const query of ['', WORKER]) {
        await open(page, how === 'files picked' && query ? `?${query}` : query);
        walks.push(await walkMatches(page, 'penguin'));
      }
      const [mine, theirs] = walks;
      // The count, then three matches by Enter, `n` and `N`: item, part and place in the part.
      expect(mine?.[0]).not.toBe('0');
      expect(theirs).toEqual(mine);
    });

  test('a search named by the URL opens counted under the flag, and the URL keeps it', async ({
    page,
  }) => {
    await openLinked(page, 'q=ARCTIC&case=1');
    await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
    const count = await searchCount(page).getAttribute('data-count');
    expect(Number(count)).toBeGreaterThan(0);
    await openLinked(page, `${WORKER}&q=ARCTIC&case=1`);
    await expect(searchInput(page)).toHaveValue('ARCTIC');
    await expect(page.getByTestId('search-case')).toHaveAttribute('aria-pressed', 'true');
    await expect(searchCount(page)).toHaveAttribute('data-count', String(count));
    // Every case of it, as an expression: more matches, and the URL says so.
    await searchInput(page).fill('A[Rr][Cc]TIC|arctic');
    await page.getByTestId('search-regex').click();
    await expect(searchCount(page)).toHaveAttribute('data-state', 'done');
    await expect
      .poll(async () => Number(await searchCount(page).getAttribute('data-count')))
      .toBeGreaterThan(Number(count));
    await expect.poll(() => new URL(page.url()).searchParams.get('regex')).toBe('1');
    expect(new URL(page.url()).searchParams.get('engine')).toBe('worker');
  });

  test("a row's copied link opens the same row under the flag again", async ({ page, context }) => {
    await openLinked(page, WORKER);
    const link = await copyRowLink(page, 'Now a command the user should refuse');
    expect(link.searchParams.get('record')).toBe(`${PARENT_001}:13`);
    expect(link.searchParams.get('engine')).toBe('worker');

    const other = await context.newPage();
    await gotoApp(other, `${link.pathname}${link.search}`);
    await waitForLoaded(other);
    await expect(other.getByTestId('engine-worker-notice')).toBeVisible();
    const selected = other.locator('[role=article]', { has: other.getByTestId('row-selected') });
    await expect(selected).toContainText('Now a command the user should refuse');
    await expect(selected).toBeInViewport();
  });

  test('] and [ step through the turns, asked of the worker', async ({ page }) => {
    await openLinked(page, WORKER);
    const focused = page.locator('[role=article]:focus');
    await page.keyboard.press('j');
    await expect(focused).toHaveAttribute('aria-posinset', '1');
    const turn = focused.getByTestId('request-begin');
    await page.keyboard.press(']');
    await expect(turn).toHaveAttribute('data-turn', '1');
    await page.keyboard.press(']');
    await expect(turn).toHaveAttribute('data-turn', '2');
    await page.keyboard.press('[');
    await expect(turn).toHaveAttribute('data-turn', '1');
  });
});

/** The outline's entries as drawn (all of the reference session's fit its column). */
const outlineEntries = (page: Page) =>
  page
    .getByTestId('outline')
    .locator('button[data-item-id]')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-testid')} ${(e as HTMLElement).innerText}`),
    );

/** The problems panel's protocol list, and the header's counts. */
async function readProblems(page: Page) {
  const count = page.getByTestId('diagnostic-count');
  await count.click();
  await page.getByTestId('tab-violations').click();
  const panel = page.getByTestId('diagnostics-panel');
  await expect(panel.getByTestId('violation').first()).toBeVisible();
  return {
    tab: await page.getByTestId('tab-violations').innerText(),
    // Each problem as said, without its links to the stream debugger (not served in a worker yet).
    list: await panel.getByTestId('violation').evaluateAll((els) =>
      els.map((li) =>
        [...li.children]
          .filter((c) => !c.querySelector('button'))
          .map((c) => (c as HTMLElement).innerText)
          .join('\n'),
      ),
    ),
    errors: await count.getAttribute('data-errors'),
    warnings: await count.getAttribute('data-warnings'),
  };
}

test.describe('the panels a trace held in a worker serves (engine=worker)', () => {
  test("the outline lists the page's own entries, and a click reveals the same row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen: { entries: string[]; row: string | null | undefined }[] = [];
    for (const query of ['', WORKER]) {
      await openLinked(page, query);
      const outline = page.getByTestId('outline');
      await expect(outline).toBeVisible();
      await expect(outline.getByTestId('outline-turn').first()).toBeVisible();
      await expect.poll(() => outlineEntries(page).then((e) => e.length)).toBeGreaterThan(5);
      const turn = outline.getByTestId('outline-turn').nth(3);
      const id = await turn.getAttribute('data-item-id');
      await turn.click();
      const row = conversation(page).locator(`[data-item-id="${id}"]`).first();
      await expect(row).toBeInViewport();
      await expect(outline.locator('[data-current=true]')).toHaveAttribute('data-item-id', id!);
      seen.push({
        entries: await outlineEntries(page),
        row: await row.evaluate((el) => el.closest('[role=article]')?.getAttribute('aria-label')),
      });
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]?.entries.join('\n')).toContain('ARCTIC_TASK');
  });

  test("t opens the timeline with the page's own bars and tasks, and a bar reveals the same row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen = [];
    for (const query of ['', WORKER]) {
      await openLinked(page, query);
      await page.keyboard.press('j');
      await page.keyboard.press('t');
      const timeline = page.getByTestId('timeline');
      await expect(timeline).toBeVisible();
      const tasks = await timeline.getByTestId('timeline-task').locator('option').allInnerTexts();
      await timeline.getByTestId('timeline-task').selectOption('0');
      await expect(timeline).toHaveAttribute('data-task', '0');
      const bars = timeline.getByTestId('timeline-bar');
      await expect(bars.first()).toBeVisible();
      const drawn = await bars.evaluateAll((els) =>
        els.map((e) =>
          ['kind', 'itemId', 'session', 'lane', 'critical']
            .map((k) => (e as HTMLElement).dataset[k] ?? '')
            .join(' '),
        ),
      );
      const tool = timeline.locator('[data-testid=timeline-bar][data-kind=tool]').first();
      const id = await tool.getAttribute('data-item-id');
      await tool.click();
      const row = conversation(page).locator(`[data-item-id="${id}"]`).first();
      await expect(row).toBeInViewport();
      seen.push({
        tasks,
        drawn,
        row: await row.evaluate((el) => el.closest('[role=article]')?.getAttribute('aria-label')),
      });
    }
    expect(seen[0]?.drawn.length).toBeGreaterThan(10);
    expect(seen[1]).toEqual(seen[0]);
  });

  test('a long task zoomed and panned draws the same bars and blocks under the flag, thinned in the worker', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const trace = writeGeneratedTrace(6_000);
    /** What the track draws: every bar and block, where and how wide, with what it stands for. */
    const drawnNow = (track: ReturnType<Page['getByTestId']>) =>
      track
        .locator('[data-testid=timeline-bar], [data-testid=timeline-cluster]')
        .evaluateAll((els) =>
          els
            .map((e) => {
              const d = (e as HTMLElement).dataset;
              const { left, width } = (e as HTMLElement).style;
              return [d.testid, d.kind, d.itemId, d.lane, d.count, d.kinds, d.critical, left, width]
                .map((v) => v ?? '')
                .join(' ');
            })
            .sort(),
        );
    const seen: string[][][] = [];
    for (const query of ['', `?${WORKER}`]) {
      await gotoApp(page, `/${query}`);
      await pickFiles(page, [trace.path]);
      await waitForLoaded(page, 60_000);
      await page.getByTestId('timeline-toggle').click();
      const timeline = page.getByTestId('timeline');
      const track = timeline.getByTestId('timeline-track');
      const view = timeline.getByTestId('timeline-view');
      await expect(track.getByTestId('timeline-cluster').first()).toBeVisible();
      const steps: string[][] = [];
      /** Once the view shows `to` and what is drawn holds still, what it draws. */
      const settle = async () => {
        let last: string[] = [];
        await expect
          .poll(async () => {
            const now = await drawnNow(track);
            const same = now.length > 0 && now.join() === last.join();
            last = now;
            return same;
          })
          .toBe(true);
        steps.push(last);
      };
      await settle();
      await track.focus();
      for (const key of ['+', '+', 'ArrowRight', 'ArrowLeft', '-']) {
        const before = await view.getAttribute('data-view-from');
        const span = await view.getAttribute('data-view-to');
        await page.keyboard.press(key);
        await expect
          .poll(async () => [
            await view.getAttribute('data-view-from'),
            await view.getAttribute('data-view-to'),
          ])
          .not.toEqual([before, span]);
        await settle();
      }
      seen.push(steps);
    }
    expect(seen[0]?.[1]?.length).toBeGreaterThan(10);
    expect(seen[1]).toEqual(seen[0]);
  });

  test('l opens the outline as a drawer on a narrower window, under the flag', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 700 });
    await openLinked(page, WORKER);
    await expect(page.getByTestId('outline-toggle')).toBeVisible();
    await page.keyboard.press('l');
    const outline = page.getByTestId('outline');
    await expect(outline).toHaveAttribute('data-drawer', 'true');
    await expect(outline.getByTestId('outline-task').first()).toContainText('ARCTIC_TASK');
  });

  test("the problems panel lists the page's own problems, read by window from the worker", async ({
    page,
  }) => {
    const damaged = writeDamagedTrace();
    const seen = [];
    for (const query of ['', `?${WORKER}`]) {
      await gotoApp(page, `/${query}`);
      await pickFiles(page, [damaged.path]);
      await expect(await waitForLoaded(page)).toHaveAttribute(
        'data-records',
        String(damaged.validRecords),
      );
      seen.push(await readProblems(page));
    }
    expect(seen[0]?.list.join('\n')).toContain('call_orphan');
    expect(seen[1]).toEqual(seen[0]);
  });
});

// Runs compare asks each run's digest by name, which the worker answers; a side's click reveals
// the turn in its document, the reveal asked of the worker too.
for (const query of ['', `?${WORKER}`])
  test(`runs compare ${query ? 'under' : 'without'} the flag: the first divergence, and a side's click shows its turn in its document`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoApp(page, `/${query}`);
    const { original, rerun } = divergingRuns(6, 4);
    await pickFiles(page, [writeCase('run-original', original)]);
    await waitForLoaded(page);
    await pickFiles(page, [writeCase('run-rerun', rerun)]);
    await waitForLoaded(page);
    await expect(page.getByTestId('engine-worker-notice')).toHaveCount(query ? 1 : 0);
    await page.getByTestId('doc-tab').first().click();

    await page.getByTestId('runs-compare-toggle').click();
    const view = page.getByTestId('runs-compare');
    const first = view.getByTestId('first-divergence');
    await expect(first).toHaveAttribute('data-turn', '4');
    await expect(first.locator('[data-side=right] [data-field=args]')).toContainText(DIVERGED_PATH);
    const side = first.locator('[data-side=right]');
    const id = await side.getAttribute('data-item-id');
    await side.click();
    await expect(view).toBeHidden();
    await expect(page.getByTestId('doc-tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(conversation(page).locator(`[data-item-id="${id}"]`).first()).toBeInViewport();
    expect(errors).toEqual([]);
  });

test.describe('what a trace held in a worker does not do yet (engine=worker)', () => {
  for (const query of ['', WORKER]) {
    const offered = query === '';
    test(`the panels' buttons, keys and help lines are ${offered ? 'offered without' : 'not offered under'} the flag`, async ({
      page,
    }) => {
      // Narrow enough that the outline is a drawer with its button, as on a laptop.
      await page.setViewportSize({ width: 900, height: 700 });
      await openLinked(page, query);
      for (const id of ['outline-toggle', 'timeline-toggle'])
        await expect(page.getByTestId(id)).toHaveCount(1);
      await expect(page.getByTestId('inspector-toggle')).toHaveCount(offered ? 1 : 0);
      await page.keyboard.press('j');
      await page.keyboard.press('i');
      await expect(page.getByTestId('event-inspector')).toHaveCount(offered ? 1 : 0);
      await conversation(page).locator('[role=article]').first().focus();
      await page.keyboard.press('?');
      const help = page.getByTestId('shortcuts-dialog');
      await expect(help).toBeVisible();
      const keys = await help.locator('kbd').allInnerTexts();
      expect(keys).toContain(']');
      expect(keys).toContain('l');
      expect(keys).toContain('t');
      for (const key of ['i', ','])
        expect(keys.includes(key), `the help lists ${key}`).toBe(offered);
      // Search is served in the worker too.
      for (const key of ['/', 'n', 'N']) expect(keys, `the help lists ${key}`).toContain(key);
    });
  }
});

/** What the page hears of each batch from the parse worker: how many records, and whether it holds them. */
interface HeardBatch {
  count: number;
  records: boolean;
}

/** Keeps, in `window.parseBatches`, every batch the page hears from a parse worker. */
async function hearParseBatches(page: Page) {
  await page.addInitScript(() => {
    const heard: HeardBatch[] = [];
    Object.assign(window, { parseBatches: heard });
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
          // A parse worker's batch says how many records it holds; a trace worker's does not.
          if (typeof data !== 'object' || data === null || !('count' in data)) return;
          if (typeof data.count === 'number')
            heard.push({ count: data.count, records: 'records' in data });
        });
      }
    };
  });
}

const heardBatches = (page: Page) =>
  page.evaluate(() => (window as unknown as { parseBatches: HeardBatch[] }).parseBatches);

test.describe('a load under engine=worker: records go from the parse worker to the trace worker', () => {
  for (const query of ['', WORKER])
    test(`the page ${query ? 'is told only how many records a batch holds, under' : 'is handed the records, without'} the flag`, async ({
      page,
    }) => {
      await hearParseBatches(page);
      await openPicked(page, query ? `?${query}` : '');
      const heard = await heardBatches(page);
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.reduce((n, b) => n + b.count, 0)).toBe(ALL);
      expect(heard.filter((b) => b.records)).toHaveLength(query ? 0 : heard.length);
    });

  test('pasted text draws the same rows and count as without the flag', async ({ page }) => {
    const text = readFileSync(fixturePath(PARENT_001), 'utf8');
    const seen: { rows: string[]; records: string | null }[] = [];
    for (const query of ['', `?${WORKER}`]) {
      await gotoApp(page, `/${query}`);
      await pasteText(page, text);
      const status = await waitForLoaded(page);
      seen.push({ rows: await readRows(page), records: await status.getAttribute('data-records') });
    }
    expect(seen[0]?.records).toBe(String(RECORDS[PARENT_001]));
    expect(seen[1]).toEqual(seen[0]);
  });

  test('an SSE capture picked draws the same rows, its server events among the records, as without the flag', async ({
    page,
  }) => {
    const seen: { rows: string[]; records: string | null }[] = [];
    for (const query of ['', `?${WORKER}`]) {
      await gotoApp(page, `/${query}`);
      await pickFiles(page, [fixturePath('stream.sse')]);
      const status = await waitForLoaded(page);
      seen.push({ rows: await readRows(page), records: await status.getAttribute('data-records') });
    }
    expect(Number(seen[0]?.records)).toBeGreaterThan(0);
    expect(seen[1]).toEqual(seen[0]);
  });

  test('a parent and its child dropped together are one document, its rows and Save as without the flag', async ({
    page,
  }) => {
    const seen: { rows: string[]; saved: (string | null)[] }[] = [];
    for (const query of ['', `?${WORKER}`]) {
      await gotoApp(page, `/${query}`);
      // The child first: its parent is known only from the pointer in the parent's records.
      await dropFiles(page, [CHILD_001, PARENT_002, PARENT_001].map(fixturePath));
      await expect(await waitForLoaded(page)).toHaveAttribute('data-records', String(ALL));
      await expect(page.getByTestId('doc-tab')).toHaveCount(1);
      const rows = await readRows(page);
      await page.getByTestId('save-button').click();
      const files = page.getByTestId('save-menu').getByTestId('save-file');
      await expect(files).toHaveCount(TRACE_FILES.length);
      const saved = await files.evaluateAll((els) => els.map((e) => e.getAttribute('download')));
      seen.push({ rows, saved });
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]?.saved.slice().sort()).toEqual([...TRACE_FILES].sort());
    expect(seen[0]?.rows.join('\n')).toContain(PARENT_ID);
  });

  test('a load cancelled reads stopped, with the records the worker holds, and stays so', async ({
    page,
  }) => {
    const { path } = writeGeneratedTrace(300_000);
    await gotoApp(page, `/?${WORKER}`);
    await pickFiles(page, [path]);
    const status = loadStatus(page);
    await expect(status).toHaveAttribute('data-records', /^[1-9]/, { timeout: 30_000 });
    await page.getByTestId('load-cancel').click();
    await expect(status).toHaveAttribute('data-load-state', 'done', { timeout: 30_000 });
    const records = Number(await status.getAttribute('data-records'));
    expect(records).toBeLessThan(300_000);
    await expect(status).toContainText('(stopped)');
    // What the page counted is what the worker applied: the rows are drawn, and nothing more arrives.
    await expect(conversation(page).locator('[role=article]').first()).toBeVisible();
    const rows = await rowCount(page);
    await page.waitForTimeout(1000);
    expect(await rowCount(page)).toBe(rows);
    expect(Number(await status.getAttribute('data-records'))).toBe(records);
  });
});

// Not the flag's own: a spare parse worker failed unheard, with or without it.
for (const query of ['', WORKER])
  test(`a parse worker that fails says so in the document, ${query ? 'under' : 'without'} the flag`, async ({
    page,
  }) => {
    // Its script does not load (a proxy refusing it, a build half deployed).
    await page.route(/parse\.worker[^/]*\.js/, (route) => route.abort());
    await gotoApp(page, `/${query ? `?${query}` : ''}`);
    await pickFiles(page, [fixturePath(PARENT_002)]);
    const status = loadStatus(page);
    await expect(status).toHaveAttribute('data-load-state', 'error');
    await expect(status).toContainText('parse worker failed');
  });

test('a trace worker that fails says so in the document, naming what failed', async ({ page }) => {
  // The worker's script does not load (a proxy refusing it, a build half deployed).
  await page.route(/trace\.worker[^/]*\.js/, (route) => route.abort());
  await gotoApp(page, `/?${WORKER}&trace=/samples/penguin-session-a/${TRACE_FILES[0]}`);
  const status = page.getByTestId('load-status');
  await expect(status).toHaveAttribute('data-load-state', 'error');
  await expect(status).toContainText('trace worker failed');
});
