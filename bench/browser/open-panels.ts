// The panels that follow a live session, opened as a reader would: the timeline, a search with
// matches, a filter that shows only events (request lines among them), and the context dialog of
// the last request. BENCH_PANELS=timeline,search,… opens only those, to find which one costs.
import type { Page } from '@playwright/test';

/** A page busy applying its backlog answers late; the stream's figures are what is measured. */
const PATIENT = { timeout: 10 * 60_000 };

const PANELS = ['timeline', 'filters', 'search', 'context'] as const;
type Panel = (typeof PANELS)[number];

const chosen = (): Panel[] => {
  const asked = process.env.BENCH_PANELS?.split(',').map((p) => p.trim());
  return asked ? PANELS.filter((p) => asked.includes(p)) : [...PANELS];
};

const OPEN: Record<Panel, (page: Page) => Promise<void>> = {
  async timeline(page) {
    await page.getByTestId('timeline-toggle').click(PATIENT);
  },
  async filters(page) {
    await page.getByTestId('filter-bar').getByTestId('filter-events').click(PATIENT);
  },
  async search(page) {
    const list = page.getByTestId('conversation');
    await list.focus(PATIENT);
    await page.keyboard.press('/');
    await page.getByTestId('search-input').fill('token', PATIENT);
    await page.getByTestId('search-count').waitFor(PATIENT);
  },
  async context(page) {
    // Back to the end (a search went to a match), then up to the last request's first line.
    const list = page.getByTestId('conversation');
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

export const LIVE_PANELS = {
  names: chosen().join(', '),
  async open(page: Page): Promise<void> {
    for (const panel of chosen()) await OPEN[panel](page);
  },
};
