import { expect, test } from '@playwright/test';

test('app root renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('app')).toBeVisible();
  await expect(page).toHaveTitle('Omniscope');
});

test('the document view comes in a chunk of its own, marked for V8 to compile whole', async ({
  page,
}) => {
  const chunk = page.waitForResponse((r) => /\/assets\/active-doc-[^/]*\.js$/.test(r.url()));
  await page.goto('/');
  await expect(page.getByTestId('app')).toBeVisible();
  // The hint counts only on the script's first line (V8's explicit compile hints).
  expect((await (await chunk).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
