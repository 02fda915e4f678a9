// Shared steps of the sessions e2e tests: open files, find a row in the virtual list.
import { expect, type Locator, type Page } from '@playwright/test';
import { pickFiles, waitForLoaded } from './support/open';

/** Opens files in the static viewer (no demo document) and waits until they are read. */
export async function openFiles(page: Page, paths: string[]): Promise<void> {
  await pickFiles(page, paths);
  await waitForLoaded(page);
}

/**
 * Scrolls the conversation from the top until an element matching `css` (and holding `text`) is
 * rendered, then brings it into view. The loop runs in the page: one round trip, not one a step.
 */
export async function findRow(page: Page, css: string, text?: string): Promise<Locator> {
  const found = await page.getByTestId('conversation').evaluate(
    async (list, [sel, want]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const match = () =>
        [...list.querySelectorAll(sel)].some((el) => !want || el.textContent?.includes(want));
      list.scrollTo(0, 0);
      await frame();
      for (let i = 0; i < 400 && !match(); i++) {
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) break;
        list.scrollBy(0, list.clientHeight * 0.8);
        await frame();
      }
      return match();
    },
    [css, text ?? ''] as const,
  );
  const target = (text ? page.locator(css).filter({ hasText: text }) : page.locator(css)).first();
  expect(found, `${css} ${text ?? ''} is in the list`).toBe(true);
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** The list index of the row holding `inner` (rows carry data-index). */
export async function rowIndex(inner: Locator): Promise<number> {
  return inner.evaluate((el) => Number(el.closest('[data-index]')?.getAttribute('data-index')));
}
