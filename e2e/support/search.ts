// Search as a reader uses it, and the count it must show, computed here from the records
// themselves (not from the app's index): every occurrence in message text, thinking, tool
// names, arguments and outputs, and error fields.
import { expect, type Locator, type Page } from '@playwright/test';

const SEARCHED: Record<string, readonly string[]> = {
  model_msg: ['text', 'thinking', 'name', 'arguments', 'output'],
  event_msg: ['error_message', 'error'],
};

export function countInRecords(lines: readonly string[], needle: string, matchCase = false) {
  const re = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), matchCase ? 'g' : 'gi');
  let n = 0;
  for (const line of lines) {
    const r = JSON.parse(line) as { type: string; payload: Record<string, unknown> };
    const keys = r.payload['type'] === 'abort' ? ['reason'] : (SEARCHED[r.type] ?? []);
    for (const k of keys) {
      const v = r.payload[k];
      if (typeof v === 'string') n += v.match(re)?.length ?? 0;
    }
  }
  return n;
}

export const searchInput = (page: Page): Locator => page.getByTestId('search-input');
export const searchCount = (page: Page): Locator => page.getByTestId('search-count');
export const currentMark = (page: Page): Locator =>
  page.getByTestId('conversation').locator('mark[data-current]');

/** Opens the search with `/` and types the query. */
export async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
}

/** The current match is drawn as a <mark> and sits inside the list's viewport. */
export async function expectCurrentMarkOnScreen(page: Page): Promise<void> {
  const mark = currentMark(page);
  await expect(mark).toHaveCount(1);
  await expect(mark).toBeInViewport();
}

/**
 * Serves `jsonl` at a path of the app's origin and opens it by `?trace=`, with `params` (a
 * search in the URL, say) after it. Waits for the app, not for the trace to be read.
 */
export async function gotoTrace(page: Page, jsonl: string, params = ''): Promise<void> {
  const path = '/generated/search-case.jsonl';
  // By path: a glob would also take the page's own URL, whose query ends with the same path.
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ body: jsonl, contentType: 'application/x-ndjson' }),
  );
  await page.route('**/api/omniscope/config', (route) => route.fulfill({ status: 404 }));
  await page.goto(`/?trace=${path}${params}`);
  await expect(page.getByTestId('app')).toBeVisible();
}

/** Where the current mark is: its row's item, its part, and its place among that part's marks. */
export function currentSpot(page: Page): Promise<string> {
  return currentMark(page).evaluate((mark) => {
    const row = mark.closest('[data-item-id]');
    const part = mark.getAttribute('data-part') ?? '';
    const marks = row ? [...row.querySelectorAll(`mark[data-part="${part}"]`)] : [];
    return `${row?.getAttribute('data-item-id')}/${part}/${marks.indexOf(mark)}`;
  });
}
