// The shell in 简体中文 (`?lang=zh`): start page, the header of an open trace, the shortcuts
// dialog and the header's menu on a phone, each photographed light and dark at 1280 and 390 px
// into /tmp/shots-a/ for a reader to look over (clipping, overlap, words cut mid-way).
import { expect, test, type Page } from '@playwright/test';
import { gotoApp, waitForLoaded } from './support/open';

const SHOTS = process.env.ZH_SHOTS ?? '/tmp/shots-a';
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Nothing wider than the window: a label that does not fit would push the page sideways. */
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

async function openSample(page: Page): Promise<void> {
  await gotoApp(page, '/?lang=zh');
  await page.getByTestId('open-sample').click();
  await waitForLoaded(page);
}

test('the start page speaks Chinese at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await gotoApp(page, '/?lang=zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const start = page.getByTestId('start-page');
  await expect(start.getByRole('heading', { level: 1 })).toHaveText('阅读 Agent 对话');
  await expect(page.getByTestId('open-sample')).toContainText('打开示例 Trace');
  await expect(page.getByTestId('drop-zone')).toContainText('拖放到这里');
  await expect(start).not.toContainText('Open files');
  await shoot(page, 'start-1280');

  await page.setViewportSize(PHONE);
  await noSideScroll(page);
  await shoot(page, 'start-390');

  await page.getByTestId('paste-open').click();
  const paste = page.getByTestId('paste-dialog');
  await expect(paste.getByRole('heading')).toHaveText('粘贴 JSONL');
  await expect(page.getByTestId('paste-submit')).toHaveText('打开');
  await shoot(page, 'paste-390');
});

test('an open trace: header, load status and problem counts in Chinese', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSample(page);
  await expect(page.getByTestId('load-status')).toContainText('条记录');
  await expect(page.getByTestId('load-status')).not.toContainText('records');
  await expect(page.getByTestId('diagnostic-count')).toContainText('个错误');
  await expect(page.getByTestId('doc-tabs')).toHaveAttribute('aria-label', '已打开的 Trace');
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', /^主题：/);
  await expect(page.getByTestId('open-files')).toHaveText('打开');
  await shoot(page, 'trace-1280');

  await page.setViewportSize(PHONE);
  await noSideScroll(page);
  await shoot(page, 'trace-390');

  const menu = page.getByTestId('header-menu');
  await expect(menu).toHaveAttribute('aria-label', '操作');
  await menu.click();
  await expect(page.getByTestId('open-files')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('theme-toggle')).toBeInViewport({ ratio: 1 });
  await shoot(page, 'menu-390');
});

test('the shortcuts dialog lists every key in Chinese', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSample(page);
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('键盘快捷键');
  await expect(dialog.getByTestId('shortcut').first()).toContainText('搜索');
  await expect(dialog).toContainText('打开光标处的子会话');
  await expect(dialog).not.toContainText('Next message');
  await expect(page.getByTestId('shortcuts-close')).toHaveText('关闭');
  await shoot(page, 'shortcuts-1280');

  await page.setViewportSize(PHONE);
  await shoot(page, 'shortcuts-390');
});
