// The interface's language: the system's (zh* → 中文, else English) until the reader picks one in
// the header; the choice is remembered, and ?lang= in a link sets it.
import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { zh } from '../src/i18n/zh';
import { gotoApp } from './support/open';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageSwitch = (page: Page) => page.getByTestId('language-switch');
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test.describe('on a Chinese system', () => {
  test.use({ locale: 'zh-CN' });

  test('the app opens in Chinese, and English when picked, remembered after a reload', async ({
    page,
  }) => {
    await gotoApp(page);
    await expect(languageSwitch(page)).toHaveAttribute('data-language', 'zh');
    expect(await htmlLang(page)).toBe('zh-CN');
    await expect(languageSwitch(page)).toHaveAccessibleName(zh.shell.switchToOtherLabel);
    // Chinese faces come before the generic family; English keeps its own stack.
    expect(await bodyFont(page)).toMatch(/PingFang SC.*Noto Sans CJK SC.*sans-serif/);

    await languageSwitch(page).click();
    await expect(languageSwitch(page)).toHaveAttribute('data-language', 'en');
    await expect(languageSwitch(page)).toHaveAccessibleName(en.shell.switchToOtherLabel);
    expect(await htmlLang(page)).toBe('en-US');
    expect(await bodyFont(page)).not.toContain('CJK');
    await page.reload();
    await expect(languageSwitch(page)).toHaveAttribute('data-language', 'en');
  });
});

test('on an English system the app opens in English; ?lang=zh sets Chinese and is remembered', async ({
  page,
}) => {
  await gotoApp(page);
  await expect(languageSwitch(page)).toHaveAttribute('data-language', 'en');
  expect(await htmlLang(page)).toBe('en-US');

  await gotoApp(page, '/?lang=zh');
  await expect(languageSwitch(page)).toHaveAttribute('data-language', 'zh');
  await gotoApp(page, '/');
  await expect(languageSwitch(page)).toHaveAttribute('data-language', 'zh');
  // A link's language wins over the remembered one.
  await gotoApp(page, '/?lang=en');
  await expect(languageSwitch(page)).toHaveAttribute('data-language', 'en');
});
