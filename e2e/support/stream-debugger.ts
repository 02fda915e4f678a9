// The stream debugger, driven the way a reader does: the inspector, the scrubber, row tools.
import { expect, type Locator, type Page } from '@playwright/test';

export const inspector = (page: Page): Locator => page.getByTestId('event-inspector');

/** Opens the stream debugger unless it is open: whether it is open is one for all documents. */
export async function openInspector(page: Page): Promise<Locator> {
  const toggle = page.getByTestId('inspector-toggle');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(inspector(page)).toBeVisible();
  return inspector(page);
}

/** Moves the time-travel range input to `n`, as a drag would (one input event). */
export async function travelTo(page: Page, n: number): Promise<void> {
  await page.getByTestId('time-travel').evaluate((el, value) => {
    const input = el as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, n);
  await expect(page.getByTestId('travel-frame')).toHaveAttribute('data-travel', String(n));
}

/** Hovers a conversation row and clicks one of its tools (show-events, show-fragments). */
export async function rowTool(row: Locator, tool: 'show-events' | 'show-fragments'): Promise<void> {
  const frame = row.locator('xpath=ancestor::div[contains(@class,"group/row")][1]');
  await frame.hover();
  await frame.getByTestId(tool).click();
}
