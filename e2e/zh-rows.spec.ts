// The conversation's rows in Chinese: the reference trace with a tool card, an approval decision,
// a subagent card, the filter bar and the outline open; screenshots at desktop and phone sizes.
import { expect, test, type Page } from '@playwright/test';
import { TRACE_FILES } from './support/fixtures';
import { gotoApp, openFixtures } from './support/open';
import { findRow } from './sessions-helpers';

const SHOTS = '/tmp/shots-b';

async function openInChinese(page: Page): Promise<void> {
  await gotoApp(page, '/?lang=zh');
  await openFixtures(page, TRACE_FILES);
}

async function expectChineseRows(page: Page): Promise<void> {
  await expect(page.getByRole('feed', { name: '对话' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '大纲' })).toBeVisible();
  await expect(page.getByRole('group', { name: '类型' })).toBeVisible();
  await expect(page.getByTestId('filter-thinking')).toContainText('思考');
  const child = await findRow(page, '[data-testid="child-card"]');
  await expect(child).toContainText('子会话');
  await expect(child.getByTestId('child-toggle')).toHaveAttribute(
    'aria-label',
    /^(折叠|展开)子会话$/,
  );
  const decision = await findRow(page, '[data-testid="decision-badge"]');
  await expect(decision).toHaveText(/^(已批准|已拒绝|策略已阻止)$/);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await findRow(page, '[data-testid="child-card"]');
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}-subagent.png` });
    await findRow(page, '[data-testid="decision-badge"]');
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}-tool.png` });
  }
}

test('rows, filters and outline speak Chinese at 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInChinese(page);
  await expectChineseRows(page);
  await shoot(page, 'desktop');
});

test('rows, filters and outline speak Chinese at 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInChinese(page);
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByTestId('filter-toggle')).toContainText('筛选');
  await page.getByTestId('outline-toggle').click();
  await expectChineseRows(page);
  await shoot(page, 'phone-outline');
  await page.getByTestId('outline-close').click();
  await shoot(page, 'phone');
});
