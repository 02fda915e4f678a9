// The problems panel in Chinese: reasons, rule breaches and their explanations from the catalog.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { writeDamagedTrace } from '../test/support/generate-trace';
import { showTheme } from './support/axe';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

const SHOTS = '/tmp/shots-e';

async function openDamaged(page: Page) {
  const damaged = writeDamagedTrace();
  await gotoApp(page, '/?lang=zh');
  await pickFiles(page, [damaged.path]);
  await waitForLoaded(page);
  await page.getByTestId('diagnostic-count').click();
  const panel = page.getByTestId('diagnostics-panel');
  await expect(panel).toBeVisible();
  return { damaged, panel };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const dark of [false, true]) {
    await showTheme(page, dark);
    await page.screenshot({ path: `${SHOTS}/${name}-${dark ? 'dark' : 'light'}.png` });
  }
}

test('reading problems and protocol breaches are said in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { damaged, panel } = await openDamaged(page);
  await expect(panel).toHaveAttribute('aria-label', '问题');
  await expect(page.getByTestId('tab-diagnostics')).toContainText('读取');
  await expect(page.getByRole('button', { name: '关闭问题面板' })).toBeVisible();
  const count = page.getByTestId('diagnostic-count');
  await expect(count).toContainText('个错误');
  await expect(count).not.toContainText('error');

  const bad = panel.locator(`[data-testid=diagnostic][data-line="${damaged.badLines[1]}"]`);
  await expect(bad).toContainText('JSON 无效');
  await expect(bad).toContainText('this is not json at all');
  await expect(bad).not.toContainText('invalid JSON');
  // The engine's own words are said in Chinese too.
  await expect(bad).toContainText('不是有效的 JSON');
  await expect(bad).not.toContainText('Unexpected token');
  const torn = panel.locator(`[data-testid=diagnostic][data-line="${damaged.tornLine}"]`);
  await expect(torn).toContainText('最后一行不完整');
  await shoot(page, 'reading-1280');

  await page.getByTestId('tab-violations').click();
  const orphan = panel.locator('[data-testid=violation][data-rule=output-without-call]');
  await expect(orphan).toContainText('call_orphan');
  await expect(orphan).toContainText('没有 tool_call');
  await expect(orphan.getByTestId('violation-explanation')).toContainText('严格按 id 配对');
  await expect(orphan).not.toContainText('pair strictly');
  await shoot(page, 'protocol-1280');
});

test('the Chinese problems panel fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { panel } = await openDamaged(page);
  await shoot(page, 'reading-390');
  await page.getByTestId('tab-violations').click();
  await expect(panel.getByTestId('violation-explanation').first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'protocol-390');
});
