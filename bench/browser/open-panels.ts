// The panels that follow a live session, opened as a reader would: the timeline, a search with
// matches, a filter that shows only events (request lines among them), and the context dialog of the last request.
import type { Page } from '@playwright/test';

/** A page busy applying its backlog answers late; the stream's figures are what is measured. */
const PATIENT = { timeout: 10 * 60_000 };

export const LIVE_PANELS = {
  names: 'timeline, search, filters, context',
  async open(page: Page): Promise<void> {
    await page.getByTestId('timeline-toggle').click(PATIENT);
    await page.getByTestId('filter-bar').getByTestId('filter-events').click(PATIENT);
    const list = page.getByTestId('conversation');
    await list.focus(PATIENT);
    await page.keyboard.press('/');
    await page.getByTestId('search-input').fill('token', PATIENT);
    await page.getByTestId('search-count').waitFor(PATIENT);
    // The search went to a match: back to the end, then up to the last request's first line.
    await list.focus(PATIENT);
    await page.keyboard.press('G');
    const context = page.getByTestId('show-context');
    for (let up = 0; (await context.count()) === 0; up++) {
      if (up === 200) throw new Error('no request line within 100 screens of the end');
      await list.evaluate((el) => (el.scrollTop -= el.clientHeight / 2), undefined, PATIENT);
    }
    // Last: the dialog keeps the keyboard, the conversation under it keeps streaming.
    await context.last().click(PATIENT);
    await page.getByTestId('context-view').waitFor(PATIENT);
  },
};
