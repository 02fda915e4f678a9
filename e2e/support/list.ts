// The conversation is virtualized: only rows near the viewport exist in the DOM. These helpers
// scroll it the way a reader would, to find rows anywhere in it.
import { expect, type Locator, type Page } from '@playwright/test';

export const conversation = (page: Page): Locator => page.getByTestId('conversation');

/**
 * Scrolls the list from top to bottom a screen at a time and returns, in order of first
 * appearance, the `attr` of every element matching `selector` that was rendered on the way.
 */
export async function collectRows(
  list: Locator,
  selector: string,
  attr = 'data-item-id',
): Promise<string[]> {
  return list.evaluate(
    async (el, [sel, name]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const seen: string[] = [];
      const collect = () => {
        for (const m of el.querySelectorAll(sel)) {
          const v = m.getAttribute(name) ?? '';
          if (!seen.includes(v)) seen.push(v);
        }
      };
      el.scrollTop = 0;
      await frame();
      for (let guard = 0; guard < 10_000; guard++) {
        collect();
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
        el.scrollTop += Math.max(el.clientHeight * 0.8, 50);
        await frame();
      }
      collect();
      return seen;
    },
    [selector, attr] as const,
  );
}

/** Scrolls the list until `target` is rendered and visible (centred), and returns it. */
export async function revealIn(list: Locator, target: Locator): Promise<Locator> {
  await list.evaluate((el) => (el.scrollTop = 0));
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) {
          // The row counted may be unmounted before the next call (the list re-renders after
          // a scroll); an unbounded evaluate would then wait for it past the poll's timeout.
          await target
            .first()
            .evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 500 })
            .catch(() => undefined);
          if (await target.first().isVisible()) return true;
        }
        // At the end without it: heights measured on the way can push a row past a step, so
        // start over from the top (by now measured) rather than wait at the bottom.
        await list.evaluate((el) => {
          const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
          el.scrollTop = atEnd ? 0 : el.scrollTop + el.clientHeight * 0.8;
        });
        return false;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
  return target.first();
}

/** Scrolls until a row matching `selector` is on screen, and returns it. */
export const scrollToRow = (list: Locator, selector: string): Promise<Locator> =>
  revealIn(list, list.locator(selector));

/** Reveals the row holding `text`, clicks its "copy link" and returns the link copied. */
export async function copyRowLink(page: Page, text: string): Promise<URL> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const row = await revealIn(conversation(page), page.locator('[role=article]', { hasText: text }));
  await row.hover();
  await row.getByTestId('copy-link').click();
  await expect(row.getByTestId('copy-link')).toHaveText('Copied');
  return new URL(await page.evaluate(() => navigator.clipboard.readText()));
}
