// The stream debugger, timeline, search, context view and costs in Chinese (?lang=zh): their
// labels say PenguinHarness's words and ours, no English of these panels leaks, and screenshots
// at desktop and phone width, light and dark, go to /tmp/shots-c for a look.
import { expect, test, type Page } from '@playwright/test';
import { showTheme } from './support/axe';
import { fixturePath, TRACE_FILES } from './support/fixtures';
import { conversation, scrollToRow } from './support/list';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';
import { search } from './support/search';
import { findRow } from './sessions-helpers';
import { openInspector, rowTool, travelTo } from './support/stream-debugger';

const SHOTS = '/tmp/shots-c';
/** A shared machine may read the fixtures slowly. */
const LOAD_MS = 90_000;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The view as it stands, at each size in light and dark; the page is left at desktop, light. */
async function shots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const dark of [false, true]) {
      await showTheme(page, dark);
      await page.screenshot({
        path: `${SHOTS}/${name}-${size.width}-${dark ? 'dark' : 'light'}.png`,
      });
    }
  }
  await showTheme(page, false);
  await page.setViewportSize(SIZES[0]);
}

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await gotoApp(page, '/?lang=zh');
});

test('the stream debugger: inspector, time travel, fragments and compare', async ({ page }) => {
  await pickFiles(page, [fixturePath('stream.sse')]);
  await waitForLoaded(page, LOAD_MS);
  const inspector = await openInspector(page);
  await expect(page.getByTestId('inspector-toggle')).toHaveText('事件流');
  await expect(page.getByTestId('inspector-toggle')).toHaveAttribute('title', '事件检查器（i）');
  await expect(inspector).toHaveAttribute('aria-label', '事件检查器');
  await expect(page.getByTestId('event-columns')).toContainText('记录时间');
  await expect(page.getByTestId('event-filter-text')).toHaveAttribute('placeholder', '搜索 JSON…');
  await expect(page.getByTestId('event-filter-type')).toHaveAttribute('aria-label', '事件类型');

  await inspector.getByTestId('event-row').nth(3).click();
  await expect(page.getByTestId('event-detail')).toContainText('事件 3');
  await travelTo(page, 40);
  await expect(page.getByTestId('time-travel-live')).toHaveText('回到末尾');
  await expect(inspector).toContainText('截至事件');
  await shots(page, 'inspector');
  await page.getByTestId('time-travel-live').click();

  const row = await scrollToRow(conversation(page), '[data-kind=text]:has-text("Done. The notes")');
  await rowTool(row, 'show-fragments');
  const fragments = page.getByTestId('fragments-view');
  await expect(fragments).toHaveAttribute('data-fragments-match', 'true');
  await expect(fragments).toContainText('流片段：');
  await expect(fragments.getByTestId('fragments-verdict').first()).toHaveText(
    '片段拼接后与完整消息一致。',
  );
  await expect(fragments.getByTestId('fragments-chart')).toHaveAttribute(
    'aria-label',
    /每秒字符数/,
  );
  await shots(page, 'fragments');

  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-toggle')).toHaveText('事件流对比 Trace');
  await expect(page.getByTestId('compare-view')).toContainText('事件流对比 Trace：此事件流对照');
  await shots(page, 'compare');
});

test('the timeline, search with hits, the context dialog and costs', async ({ page }) => {
  await pickFiles(page, TRACE_FILES.map(fixturePath));
  await waitForLoaded(page, LOAD_MS);
  await page.getByTestId('timeline-toggle').click();
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toHaveAttribute('aria-label', '执行时间线');
  await expect(timeline).toContainText('关键路径');
  await expect(timeline.getByTestId('timeline-bar').first()).toHaveAttribute(
    'aria-label',
    /^模型 /,
  );
  await expect(timeline.getByTestId('timeline-lane').first()).toHaveText('模型');
  await expect(page.getByTestId('doc-spend')).toContainText('输入');
  await expect(page.getByTestId('price-table-toggle')).toHaveText('价格');

  await search(page, 'arctic');
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ 个匹配$/);
  await expect(page.getByTestId('search-input')).toHaveAttribute('aria-label', '搜索对话');
  await expect(page.getByTestId('search-next')).toHaveAttribute(
    'aria-label',
    '下一个匹配（Enter）',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-count')).toHaveText(/^1 \/ \d+$/);
  await shots(page, 'timeline-search');
  await page.getByTestId('search-close').click();

  const turn = await findRow(page, '[data-session=""] [data-testid=request-begin][data-turn="6"]');
  await expect(turn.getByTestId('show-context').first()).toHaveText('上下文');
  await turn.getByTestId('show-context').first().click();
  const view = page.getByTestId('context-view');
  await expect(view).toContainText('模型收到的内容');
  await expect(view.getByTestId('context-diff')).toContainText('上下文已被摘要替换');
  await expect(view.getByTestId('context-system-prompt')).toContainText('系统提示词');
  await expect(view.getByTestId('context-tools')).toContainText('工具定义（10）');
  await expect(view.getByRole('meter')).toHaveAttribute('aria-label', /上下文占用/);
  await shots(page, 'context');
  await view.getByTestId('context-close').click();

  await page.getByTestId('price-table-toggle').click();
  const prices = page.getByTestId('price-table');
  await expect(prices).toContainText('价格（美元 / 每百万 tokens）');
  await expect(prices.getByTestId('price-table-reset')).toHaveText('恢复内置价格');
  await shots(page, 'prices');
});
