import { expect, test } from '@playwright/test';

test('app root renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('app')).toBeVisible();
  await expect(page).toHaveTitle('Omniscope');
});
