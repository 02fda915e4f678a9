import { appendFileSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PARENT_001, PARENT_002, fixturePath } from './support/fixtures';
import { pickFiles, waitForLoaded } from './support/open';
import { revealIn } from './support/list';
import { openInspector } from './support/stream-debugger';
import {
  currentMark,
  expectCurrentMarkOnScreen,
  search,
  searchCount,
  searchInput,
} from './support/search';
import {
  HOSTILE_IMG,
  HOSTILE_SCRIPT,
  KEPT_PDF,
  bigImageCase,
  keptImagesCase,
  KEPT_NEEDLE,
  KEPT_OUTPUT,
  keptOutputCase,
  keptOutputsCase,
  MEDIUM_END,
  mediumOutputsCase,
  renderingCase,
  wideTableCase,
  WIDE_TABLE_HEADINGS,
  writeCase,
} from './rendering-case';

// Each test reads a trace and scrolls a virtualized list; on a loaded CI box that takes a while.
test.describe.configure({ timeout: 90_000 });

/** Scrolls the virtualized conversation until `target` is rendered, then centres it. */
const reveal = (page: Page, target: Locator) => revealIn(page.getByTestId('conversation'), target);

async function openCase(page: Page, path: string): Promise<void> {
  await pickFiles(page, [path]);
  await waitForLoaded(page, 30_000);
}

const tool = (page: Page, id: string) => page.locator(`[data-tool-call-id="${id}"]`);

test.describe('rendering of each record kind', () => {
  test.beforeEach(async ({ page }) => {
    await openCase(page, writeCase(renderingCase()));
  });

  test('hostile HTML in text, tool arguments and output stays literal text', async ({ page }) => {
    const user = await reveal(
      page,
      page.locator('[data-kind=text][data-session=""]').filter({ hasText: 'Render this' }),
    );
    await expect(user).toContainText(HOSTILE_SCRIPT);
    await expect(user).toContainText(HOSTILE_IMG);
    const call = await reveal(page, tool(page, 'call_ansi'));
    await expect(call.getByTestId('tool-args')).toContainText('<script>window.__pwned=1</script>');
    await expect(call.getByTestId('tool-output-text')).toContainText(
      '<img src=x onerror="window.__pwned=1">',
    );
    await expect(page.locator('[data-testid=conversation] script')).toHaveCount(0);
    await expect(page.locator('[data-testid=conversation] img[src=x]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('markdown: a GFM table, task list, safe links, no auto-loaded image, highlighted code', async ({
    page,
  }) => {
    const text = await reveal(
      page,
      page.locator('[data-kind=text]').filter({ hasText: 'Here is the plan' }),
    );
    await expect(text.locator('table')).toBeVisible();
    await expect(text.locator('table')).toContainText('build');
    await expect(text.locator('input[type=checkbox]')).toHaveCount(2);
    const link = text.getByRole('link', { name: 'the docs' });
    await expect(link).toHaveAttribute('rel', 'noreferrer noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('title', 'Opens https://example.com/docs');
    await expect(link.getByTestId('link-target')).toHaveCount(0);
    // A link whose text is another address shows where it really goes, before any click.
    const disguised = text.getByRole('link', { name: /^https:\/\/github\.com\/login/ });
    await expect(disguised).toHaveAttribute('href', 'https://evil.example/login');
    await expect(disguised.getByTestId('link-target')).toHaveText('→ evil.example');
    await expect(disguised).toBeVisible();
    // The same host: nothing added.
    const honest = text.getByRole('link', { name: 'github.com', exact: true });
    await expect(honest.getByTestId('link-target')).toHaveCount(0);
    await expect(text.getByTestId('markdown-image-link')).toContainText(
      'image: https://example.com/chart.png',
    );
    await expect(text.locator('img')).toHaveCount(0);
    const code = text.getByTestId('code-block');
    await code.scrollIntoViewIfNeeded();
    await expect(code).toHaveAttribute('data-lang', 'ts');
    await expect(code.locator('pre')).toHaveAttribute('data-highlighted', 'true');
    await expect(code.locator('.hljs-keyword').first()).toHaveText('export');
  });

  test('ANSI colours become styled spans', async ({ page }) => {
    const out = (await reveal(page, tool(page, 'call_ansi'))).getByTestId('tool-output-text');
    const fail = out.locator('span[data-ansi]').filter({ hasText: 'FAIL' });
    await expect(fail).toHaveCount(1);
    const style = await fail.evaluate((el) => getComputedStyle(el));
    expect(style.fontWeight).toBe('600');
    expect(style.color).not.toBe(await out.evaluate((el) => getComputedStyle(el).color));
    await expect(out).not.toContainText('\u001b');
    await expect(out).not.toContainText('[31m');
  });

  test('thinking is collapsed to a preview and expands; encrypted-only says so', async ({
    page,
  }) => {
    const thinking = await reveal(
      page,
      page.locator('[data-kind=thinking]').filter({ hasText: 'SECRET_PLAN' }),
    );
    await expect(thinking).toContainText('signed');
    await expect(thinking).not.toContainText('HIDDEN_UNTIL_OPEN');
    await thinking.getByTestId('thinking-toggle').click();
    await expect(thinking).toContainText('HIDDEN_UNTIL_OPEN');
    await thinking.getByTestId('fidelity-toggle').click();
    await expect(thinking.getByTestId('fidelity-panel')).toContainText('"signature": "sig-abc"');
    const encrypted = await reveal(page, page.getByTestId('encrypted-reasoning'));
    await expect(encrypted).toHaveText('Encrypted reasoning (2.0 KB), not readable');
  });

  test('denied and forbidden calls show a refusal, not a failure', async ({ page }) => {
    const denied = await reveal(page, tool(page, 'call_deny'));
    await expect(denied).toHaveAttribute('data-decision', 'deny');
    await expect(denied.getByTestId('decision-badge')).toHaveText('Denied by user');
    await expect(denied.getByTestId('refusal-notice')).toContainText('Tool call denied by user.');
    await expect(denied.getByTestId('tool-output')).toHaveCount(0);
    await expect(denied.locator('[data-stop-reason]')).toHaveCount(0);
    const forbidden = await reveal(page, tool(page, 'call_forbid'));
    await expect(forbidden.getByTestId('decision-badge')).toHaveText('Blocked by policy');
    await expect(forbidden.getByTestId('refusal-notice')).toContainText(
      'Tool call denied by policy.',
    );
    const failed = await reveal(page, tool(page, 'call_fail'));
    await expect(failed.locator('[data-stop-reason=failed]')).toBeVisible();
    await expect(failed.getByTestId('tool-output')).toContainText('error output');
  });

  test('a 200 KB output is collapsed with "Show all"; producer notes become chips', async ({
    page,
  }) => {
    const big = await reveal(page, tool(page, 'call_big'));
    const output = big.getByTestId('tool-output-text');
    await expect(output).toContainText('row 00000');
    await expect(output).not.toContainText('row 03999');
    const showAll = big.getByTestId('show-all');
    await expect(showAll).toHaveText(/Show all \(4,000 lines, 19\d KB\)/);
    await showAll.click();
    await expect(output).toContainText('row 03999');
    const notes = (await reveal(page, tool(page, 'call_notes'))).getByTestId('output-note');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('exceeded 30000 chars');
    await expect(notes.nth(1)).toContainText('/tmp/archive/big.log');
  });

  test('events: unknown record as JSON, MCP, goal, token usage', async ({ page }) => {
    const unknown = await reveal(
      page,
      page.locator('[data-testid=unknown-record][data-record-type=quantum_flux]'),
    );
    await expect(unknown).toContainText('unknown record type');
    await expect(unknown).toContainText('"flux":42');
    await unknown.getByRole('button').first().click();
    await expect(unknown.getByTestId('json-view')).toContainText('"note": "from the future"');
    const mcp = await reveal(page, page.getByTestId('mcp-connect-end'));
    await expect(mcp).toContainText('1 failed');
    await mcp.getByRole('button').first().click();
    await expect(mcp).toContainText('ECONNREFUSED');
    await expect(await reveal(page, page.getByTestId('goal-finished'))).toContainText(
      'budget limited',
    );
    const usage = await reveal(page, page.getByTestId('token-usage'));
    await expect(usage.locator('[data-field=cache_read]')).toHaveText('cache read 1k');
  });

  test('markers, sender chip, remote image only on click, binary download', async ({ page }) => {
    const harness = await reveal(
      page,
      page.locator('[data-kind=text][data-session=""]').filter({ hasText: 'nightly job' }),
    );
    await expect(harness.getByTestId('sender-chip')).toHaveText('from harness');
    await expect(harness.locator('[data-marker=background_task_done]')).toContainText(
      'The nightly job finished.',
    );
    await expect(
      harness.locator('[data-testid=marker-chip][data-marker=attached_file]'),
    ).toContainText('/home/dev/report.txt');
    const image = await reveal(page, page.locator('[data-kind=image_url]'));
    await expect(image.locator('img')).toHaveCount(0);
    await expect(image.getByTestId('load-remote-image')).toHaveText('Load image from example.com');
    const data = await reveal(page, page.locator('[data-kind=inline_data]'));
    await expect(data.getByTestId('download-data')).toContainText('.pdf');
    await expect(data).toContainText('13 B');
  });
});

test('a text whose stream never completed is marked as cut off', async ({ page }) => {
  await openCase(page, writeCase(renderingCase()));
  const cut = await reveal(
    page,
    page.locator('[data-kind=text]').filter({ hasText: 'PARTIAL_ANSWER' }),
  );
  await expect(cut.locator('[data-status]').first()).toHaveAttribute('data-status', 'cut');
  await expect(cut.getByTestId('cut-notice')).toContainText('Cut off');
  await expect(cut.getByTestId('streaming-caret')).toHaveCount(0);
});

test('a 5 MB base64 image record renders and the list still scrolls to the end', async ({
  page,
}) => {
  await openCase(page, writeCase(bigImageCase()));
  const image = await reveal(
    page,
    page.locator('[data-kind=inline_data] [data-testid=data-image]'),
  );
  // Read from the file when shown, drawn with the type the record gives beside it.
  await expect(image).toHaveAttribute('data-kept', 'true');
  await expect(image).toContainText('MB');
  await expect
    .poll(() => image.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(100);
  const conversation = page.getByTestId('conversation');
  const last = page.locator('[data-kind=text]').filter({ hasText: 'after image 29' });
  await expect
    .poll(async () => {
      await conversation.evaluate((el) => (el.scrollTop = el.scrollHeight));
      return last.count();
    })
    .toBe(1);
  await expect(last).toBeInViewport();
});

test('large images stay in the dropped file and are read when their row shows', async ({
  page,
}) => {
  await openCase(page, writeCase(keptImagesCase()));
  const shots = await reveal(page, tool(page, 'call_shots'));
  const images = shots.getByTestId('data-image');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute('data-kept', 'true');
  await expect(images.nth(1)).toHaveAttribute('data-kept', 'false');
  await expect(images.nth(0)).toContainText('KB');
  const user = await reveal(page, page.locator('[data-kind=image_url] [data-testid=data-image]'));
  await expect(user).toHaveAttribute('data-kept', 'true');
  // Noise PNGs are square: 150 KB is about 220 pixels wide, 1 KB 19.
  for (const [image, width] of [
    [images.nth(0), 200],
    [images.nth(1), 15],
    [user, 180],
  ] as const)
    await expect
      .poll(() => image.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(width);
});

test('a large attachment stays in the file and downloads whole', async ({ page }) => {
  await openCase(page, writeCase(keptImagesCase()));
  const data = await reveal(page, page.locator('[data-kind=inline_data]'));
  await expect(data).toContainText('KB');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByTestId('download-data').click(),
  ]);
  const path = await download.path();
  expect(readFileSync(path).equals(Buffer.from(KEPT_PDF, 'base64'))).toBe(true);
});

test('a long output stays in the file: its head is read when shown, the rest on asking', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCase(page, writeCase(keptOutputCase()));
  const card = await reveal(page, tool(page, 'call_log'));
  const text = card.getByTestId('tool-output-text');
  await expect(text).toHaveAttribute('data-kept', 'true');
  await expect(text).toHaveAttribute('data-state', 'ready');
  // The first lines, as the file has them, escapes decoded; the end only once asked for.
  await expect(text).toContainText('0001 "quoted" \\ tab');
  await expect(text).toContainText('0040 "quoted"');
  await expect(text).not.toContainText(KEPT_NEEDLE);
  await expect(card.getByTestId('output-note')).toHaveCount(1);
  await expect(card.getByTestId('show-all')).toContainText('601 lines');
  await card.getByTestId('show-all').click();
  await expect(text).toContainText(KEPT_NEEDLE);
  await card.getByTestId('tool-output').getByTestId('copy-button').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(KEPT_OUTPUT);
  // `c` on the row copies its name, arguments and whole output.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const row = page.locator('[role=article]').filter({ has: tool(page, 'call_log') });
  await row.focus();
  await page.keyboard.press('c');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`cat\n\n{}\n\n${KEPT_OUTPUT}`);
  // The stream debugger shows the record as the file holds it, its output read back.
  const panel = await openInspector(page);
  await panel.getByTestId('event-filter-type').selectOption('tool_call_output');
  await panel.getByTestId('event-row').first().click();
  await expect(panel.getByTestId('event-detail')).toContainText('0100 \\"quoted\\"');
  await expect(panel.getByTestId('event-detail')).not.toContainText('omniscope-kept');
  // The text filter finds what the file holds past the reference's preview.
  await panel.getByTestId('event-filter-type').selectOption('');
  await panel.getByTestId('event-filter-text').fill(KEPT_NEEDLE);
  await expect(panel.getByTestId('event-row')).toHaveCount(1);
  await expect(panel.getByTestId('event-row')).toHaveAttribute(
    'data-payload-type',
    'tool_call_output',
  );
  await panel.getByTestId('event-row').click();
  // Its size is the record's in the file: the output's bytes there, not its reference's.
  const line = keptOutputCase().lines[3] ?? '';
  await expect(panel.getByTestId('event-detail')).toContainText(
    `${Buffer.byteLength(line).toLocaleString('en-US')} bytes`,
  );
});

test('an output of many lines under 20,000 characters is read from the file too, whole', async ({
  page,
}) => {
  await openCase(page, writeCase(mediumOutputsCase()));
  const medium = (await reveal(page, tool(page, 'call_medium'))).getByTestId('tool-output-text');
  await expect(medium).toHaveAttribute('data-kept', 'true');
  await expect(medium).toHaveAttribute('data-state', 'ready');
  await expect(medium).toContainText(MEDIUM_END);
  await expect(tool(page, 'call_medium').getByTestId('show-all')).toHaveCount(0);
  // A few wide lines might not fill the box: such an output stays in its record.
  const wide = (await reveal(page, tool(page, 'call_wide'))).getByTestId('tool-output-text');
  await expect(wide).toHaveAttribute('data-kept', 'false');
  await search(page, MEDIUM_END);
  await expect(searchCount(page)).toHaveAttribute('data-count', '1');
});

test('a kept output whose file changed since shows its preview and says so', async ({ page }) => {
  const path = writeCase(keptOutputCase(80));
  await openCase(page, path);
  // Changed on disk after reading, before the output's row was ever drawn.
  appendFileSync(path, '\n');
  const card = await reveal(page, tool(page, 'call_log'));
  await expect(card.getByTestId('kept-gone')).toBeVisible();
  await expect(card.getByTestId('tool-output-text')).toHaveAttribute('data-state', 'failed');
  await expect(card.getByTestId('tool-output-text')).toContainText('0001 "quoted"');
  await expect(card.getByTestId('show-all')).toHaveCount(0);
});

test('at 320 px a table wider than the screen scrolls sideways, its headings kept whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openCase(page, writeCase(wideTableCase()));
  const text = await reveal(
    page,
    page.locator('[data-kind=text]').filter({ hasText: 'The runs so far' }),
  );
  const table = text.locator('table');
  for (const heading of WIDE_TABLE_HEADINGS) {
    const lines = await table.getByRole('columnheader', { name: heading }).evaluate((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return range.getClientRects().length;
    });
    expect(lines, heading).toBe(1);
  }
  // The cell of a long phrase keeps a few words a line, not one.
  const cell = table.getByRole('cell', { name: 'first run of the suite' });
  expect((await cell.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(96);
  const box = table.locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("search finds a word past a kept output's preview and goes to it", async ({ page }) => {
  await openCase(page, writeCase(keptOutputCase()));
  await search(page, KEPT_NEEDLE);
  await expect(searchCount(page)).toHaveAttribute('data-count', '1');
  await searchInput(page).press('Enter');
  await expect(searchCount(page)).toContainText('1 of 1');
  await expectCurrentMarkOnScreen(page);
  await expect(currentMark(page)).toHaveText(KEPT_NEEDLE);
  await expect(tool(page, 'call_log').getByTestId('tool-output-text')).toHaveAttribute(
    'data-kept',
    'true',
  );
});

test('a search shares the outputs kept in their file out among counters, one a core', async ({
  page,
}) => {
  const outputs = 12;
  await openCase(page, writeCase(keptOutputsCase(outputs)));
  const perOutput = KEPT_OUTPUT.split('"quoted"').length - 1;
  await search(page, 'QUOTED');
  await expect(searchCount(page)).toHaveAttribute('data-count', String(outputs * perOutput));
  await searchInput(page).fill(KEPT_NEEDLE);
  await expect(searchCount(page)).toHaveAttribute('data-count', String(outputs));
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const counters = () => page.workers().filter((w) => w.url().includes('kept-counter'));
  await expect.poll(() => counters().length).toBe(cores > 1 ? Math.min(4, cores) : 0);
  // They count in a WebAssembly module, which the served app's policy lets them compile.
  const searching = page.workers().filter((w) => /(kept-counter|search)\.worker/.test(w.url()));
  expect(searching.length).toBeGreaterThan(0);
  for (const worker of searching) {
    const compiles = await worker.evaluate(() => {
      try {
        new WebAssembly.Module(Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0));
        return 'compiles';
      } catch (error) {
        return String(error);
      }
    });
    expect(compiles, worker.url()).toBe('compiles');
  }
});

test('real capture: [context_summary] opens the second Trace file as a banner', async ({
  page,
}) => {
  await openCase(page, fixturePath(PARENT_002));
  const summary = await reveal(
    page,
    page.locator('[data-testid=marker-banner][data-marker=context_summary]'),
  );
  await expect(summary).toContainText('Context summary');
  await expect(summary).toContainText('The user asked for an arctic scenario');
  await expect(summary).not.toContainText('[context_summary]');
});

test('real capture: the compaction reply renders its [summary] as a banner', async ({ page }) => {
  await openCase(page, fixturePath(PARENT_001));
  const banner = await reveal(page, page.locator('[data-kind=text] [data-marker=summary]'));
  await expect(banner).toContainText('delegated a file read to a subagent');
  await expect(banner).not.toContainText('[/summary]');
});

test('the second model context of a session is drawn as a boundary', async ({ page }) => {
  await pickFiles(page, [fixturePath(PARENT_001), fixturePath(PARENT_002)]);
  await waitForLoaded(page);
  const boundary = await reveal(page, page.getByTestId('context-boundary'));
  await expect(boundary).toContainText('Context 2 — new model context after compaction');
  await expect(boundary.getByTestId('session-id')).toHaveCount(0);
  await boundary.getByRole('button', { name: 'Session details' }).click();
  await expect(boundary.getByTestId('session-id')).toHaveText(
    'session-2026-12-02-09-53-13-b04b7031',
  );
  const first = await reveal(page, page.getByTestId('session-header'));
  await expect(first.getByTestId('system-prompt')).toContainText('132 lines');
});
