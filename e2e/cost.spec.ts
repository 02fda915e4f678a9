import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CaseBuilder } from '../test/cases/case-builder';
import { caseId } from '../test/cases/ids';
import { tokens } from '../test/support/trace-builder';
import { TRACE_FILES } from './support/fixtures';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';

const PRICE = { input: '3', cache_read: '0.3', cache_write: '3.75', output: '15' };

const num = async (l: ReturnType<Page['locator']>, attr: string) =>
  Number(await l.getAttribute(attr));

async function outlineSum(page: Page, attr: string, testId = 'outline-cost'): Promise<number> {
  const costs = page.getByTestId('outline').getByTestId(testId);
  let sum = 0;
  for (const c of await costs.all()) sum += await num(c, attr);
  return sum;
}

/** Sets a price for fake-model, the one model the reference capture names. */
async function priceFakeModel(page: Page) {
  await page.getByTestId('price-table-toggle').click();
  const row = page
    .getByTestId('price-table')
    .locator('[data-testid=price-row][data-model="fake-model"]');
  for (const [kind, v] of Object.entries(PRICE)) await row.locator(`[data-kind=${kind}]`).fill(v);
  await page.getByTestId('price-table-close').click();
}

test('a price for the reference model makes costs appear that agree across the summary bar, child card and outline, and survive a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFixtures(page, TRACE_FILES);
  const bar = page.getByTestId('doc-spend');
  await expect(bar.getByTestId('no-price')).toHaveText('no price for fake-model');
  await expect(bar.getByTestId('cost')).toHaveCount(0);
  const total = await num(bar, 'data-total');
  expect(total).toBeGreaterThan(0);
  // Beside the main session's own figure it says whose tokens these are, and how many in all.
  await expect(bar.getByTestId('spend-scope')).toHaveText('with subagents:');
  await expect(bar.getByTestId('spend-total')).toHaveText(`${Math.round(total / 1000)}k tokens`);
  // Tokens agree before any price: the outline's entries add up to the bar.
  expect(await outlineSum(page, 'data-total')).toBe(total);

  await priceFakeModel(page);

  await expect(bar.getByTestId('no-price')).toHaveCount(0);
  await expect(bar.getByTestId('cost')).toHaveText(/^\$0\.\d{4}$/);
  const cost = await num(bar, 'data-cost');
  expect(cost).toBeGreaterThan(0);
  expect(await outlineSum(page, 'data-cost')).toBeCloseTo(cost, 12);
  // So do the tasks' sums (each task: its turns, compactions and children).
  await expect(page.getByTestId('outline-task-cost')).toHaveCount(2);
  expect(await outlineSum(page, 'data-cost', 'outline-task-cost')).toBeCloseTo(cost, 12);

  const childEntry = page.getByTestId('outline-child');
  await childEntry.click();
  const card = page.getByTestId('child-spend');
  await expect(card.getByTestId('cost')).toBeVisible();
  const childCost = await num(card, 'data-cost');
  expect(childCost).toBeGreaterThan(0);
  expect(childCost).toBeLessThan(cost);
  expect(await num(childEntry.getByTestId('outline-cost'), 'data-cost')).toBe(childCost);
  expect(await num(card, 'data-total')).toBe(
    await num(childEntry.getByTestId('outline-cost'), 'data-total'),
  );

  await page.reload();
  await openFixtures(page, TRACE_FILES);
  await expect(bar.getByTestId('cost')).toBeVisible();
  expect(await num(bar, 'data-cost')).toBe(cost);

  await page.getByTestId('price-table-toggle').click();
  await page.getByTestId('price-table-reset').click();
  await page.getByTestId('price-table-close').click();
  await expect(bar.getByTestId('no-price')).toHaveText('no price for fake-model');
});

test('an SSE capture whose subagent names no model: said apart from the model ids, not as one', async ({
  page,
}) => {
  // The capture has one session_meta, the parent's: the subagent's requests name no model.
  await openFixtures(page, ['stream.sse']);
  const noPrice = page.getByTestId('doc-spend').getByTestId('no-price');
  await expect(noPrice).toHaveText('no price for fake-model, nor for requests with no model name');
  await priceFakeModel(page);
  await expect(noPrice).toHaveText('no price for requests with no model name');
  await expect(page.getByTestId('doc-spend').getByTestId('cost')).toBeVisible();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('an SSE capture whose subagent names no model, in Chinese', async ({ page }) => {
    await openFixtures(page, ['stream.sse']);
    await expect(page.getByTestId('doc-spend').getByTestId('no-price')).toHaveText(
      '没有价格：fake-model；未注明模型的请求也没有价格',
    );
  });
});

test('on a phone the price table fits its dialog: every field in sight, model ids whole words per line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  // On a phone the prices are under the header's Details.
  await page.getByTestId('doc-details-toggle').click();
  await page.getByTestId('price-table-toggle').click();
  const table = page.getByTestId('price-table');
  const row = table.locator('[data-testid=price-row][data-model="claude-3-5-sonnet"]');
  const dialog = await table.boundingBox();
  const output = await row.locator('[data-kind=output]').boundingBox();
  // The last field ends inside the dialog: nothing to scroll sideways to.
  expect(output!.x + output!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
  const scrolls = await table.locator('table').evaluate((t) => {
    const box = t.parentElement as HTMLElement;
    return box.scrollWidth > box.clientWidth;
  });
  expect(scrolls).toBe(false);
  // The id wraps at its hyphens: no line of it is cut inside "claude" or "sonnet".
  const lines = await row
    .locator('td')
    .first()
    .evaluate((td) => {
      const range = document.createRange();
      const text = td.firstChild as Text;
      const tops = new Map<number, string>();
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? '') + text.data[i]);
      }
      return [...tops.values()];
    });
  for (const line of lines) expect(line).toMatch(/^(claude-?|3-?|5-?|sonnet)+$/);
});

test("a rotated session's later file alone: its tokens are the requests read, the session's total in the title", async ({
  page,
}) => {
  await openFixtures(page, [TRACE_FILES[1]]);
  // The file's one request: 6,244 tokens. The session's last token_usage: 45,703 in all.
  const spend = page.getByTestId('doc-spend');
  await expect(spend).toHaveAttribute('data-total', '6244');
  await expect(spend.getByTestId('spend-scope')).toHaveText('in the requests read:');
  await expect(spend.getByTestId('spend-total')).toHaveText('6.2k tokens');
  const session = page.getByTestId('session-summary').getByTestId('session-tokens');
  await expect(session).toHaveText('6.2k tokens in the requests read');
  await expect(session).toHaveAttribute(
    'title',
    '6,244 tokens in the requests read; 45,703 in the whole session by its last token_usage',
  );
});

/**
 * A task that goes on past a compaction (the session's second file) and spawns a subagent there
 * (its own file), then a second task; priced at a built-in model.
 */
function writeTaskAcrossCompaction(): string[] {
  const parent = caseId('c0570001');
  const child = caseId('c0570002');
  const model = { model_id: 'claude-sonnet-4-5' };
  const first = CaseBuilder.start();
  first.meta(parent, model).user('Delegate the logs.');
  for (let i = 0; i < 8; i++)
    first
      .begin()
      .text(`Step ${i}.`)
      .usage(tokens(1000, 200, 30), tokens(0, 0, 0))
      .end('completed');
  first.compactionBegin('context', 'summarize', 120000, 8);
  first.user('Summarize the conversation so far.').begin();
  first.text('[summary]Eight steps.[/summary]').usage(tokens(900, 100, 40), tokens(0, 0, 0));
  first.end('completed').compactionEnd('completed', { attempt: 1 });
  const second = CaseBuilder.start('2026-12-02T10:01:00.000Z');
  second.meta(parent, model).user('[context_summary]\nEight steps.\n[/context_summary]');
  second.begin().call('call_sub', 'run_subagent', { prompt: 'Read the logs.' });
  second
    .usage(tokens(2000, 300, 50), tokens(0, 0, 0))
    .end('completed')
    .subagent(child);
  second.output('call_sub', 'The logs are clean.').begin().text('Done.');
  second.usage(tokens(2100, 100, 20), tokens(0, 0, 0)).end('completed');
  second.user('Thanks.').begin().text('You are welcome.');
  second.usage(tokens(2200, 50, 10), tokens(0, 0, 0)).end('completed');
  const sub = CaseBuilder.start('2026-12-02T10:01:00.100Z');
  sub
    .meta(child, { ...model, source: 'subagent' })
    .user('Read the logs.')
    .begin();
  sub
    .text('The logs are clean.')
    .usage(tokens(500, 5000, 60), tokens(0, 0, 0))
    .end('completed');
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-cost-'));
  const files: [string, CaseBuilder][] = [
    [`${parent}_001.jsonl`, first],
    [`${parent}_002.jsonl`, second],
    [`${child}_001.jsonl`, sub],
  ];
  return files.map(([name, c]) => {
    writeFileSync(join(dir, name), c.jsonl());
    return join(dir, name);
  });
}

test('a task that goes on past a compaction costs its turns after it and its subagent, as its entries add up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await pickFiles(page, writeTaskAcrossCompaction());
  await waitForLoaded(page);
  const outline = page.getByTestId('outline');
  await expect(outline.getByTestId('outline-child')).toHaveCount(1);
  // Each task's figure against its own entries (turns, the compaction, the child) summed here.
  const sums = await outline.locator('button').evaluateAll((rows) => {
    const tasks: { task: number; entries: number }[] = [];
    for (const row of rows) {
      const task = row.querySelector('[data-testid=outline-task-cost]');
      const own = row.querySelector('[data-testid=outline-cost]');
      if (task) tasks.push({ task: Number(task.getAttribute('data-cost')), entries: 0 });
      else if (own && tasks.length)
        tasks[tasks.length - 1]!.entries += Number(own.getAttribute('data-cost'));
    }
    return tasks;
  });
  expect(sums).toHaveLength(2);
  for (const { task, entries } of sums) expect(task).toBeCloseTo(entries, 12);
  const bar = page.getByTestId('doc-spend');
  expect(sums[0]!.task + sums[1]!.task).toBeCloseTo(await num(bar, 'data-cost'), 12);
});
