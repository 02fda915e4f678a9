// What a reader with the keyboard alone and a screen reader needs beyond the axe audit: every way
// in reached by Tab, the focus kept when the search closes, the library's table read as a table,
// and a call waiting for approval said aloud.
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../server/index';
import { startDemo } from './support/demo-server';
import { TRACE_FILES, fixturePath } from './support/fixtures';
import { PARENT, serveLibrary, writeLibraryTree } from './support/library-tree';
import { conversation } from './support/list';
import { gotoApp, openFixtures, pickFiles, waitForLoaded } from './support/open';
import { searchInput } from './support/search';

/** The data-testid of the focused element, or of the row (its data-index) when a row has it. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('[data-testid=conversation]') && el.matches('[data-index]')
      ? Number(el.getAttribute('data-index'))
      : null;
  });

test('each row of the conversation is named by its kind and gist, in English and in Chinese', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  const feed = conversation(page);
  await expect(
    feed.getByRole('article', { name: /^User message: ARCTIC_TASK: run a greeting command/ }),
  ).toBeAttached();
  await expect(
    feed.getByRole('article', { name: 'Tool call exec_command: completed' }),
  ).toBeAttached();
  await expect(
    feed.getByRole('article', { name: 'Tool call exec_command: denied by user' }),
  ).toBeAttached();
  // A turn's divider by its turn, where ] and [ land.
  await expect(feed.getByRole('article', { name: 'Turn 1', exact: true })).toBeAttached();
  await page.getByTestId('language-switch').click();
  await expect(
    feed.getByRole('article', { name: /^用户：ARCTIC_TASK: run a greeting/ }),
  ).toBeAttached();
  await expect(feed.getByRole('article', { name: '工具调用 exec_command：已拒绝' })).toBeAttached();
});

test('Tab reaches "Open files" and "Open folder" on the start page, and Enter or Space opens each', async ({
  page,
}) => {
  await gotoApp(page);
  const reached: string[] = [];
  for (let i = 0; i < 12 && reached.length < 2; i++) {
    await page.keyboard.press('Tab');
    const id = await focusedTestId(page);
    if (id === 'start-open-files' || id === 'start-open-folder') reached.push(id);
  }
  expect(reached).toEqual(['start-open-files', 'start-open-folder']);
  /** The input whose file chooser `key` opens. */
  const opened = async (key: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press(key);
    return (await chooser).element().getAttribute('data-testid');
  };
  expect(await opened('Enter')).toBe('folder-input');
  expect(await opened('Space')).toBe('folder-input');
  await page.keyboard.press('Shift+Tab');
  expect(await opened('Enter')).toBe('file-input');
});

test('Esc out of the search gives the focus to the current match’s row, else back to the row it left', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(() => focusedRow(page)).toBe(1);

  // Closed with no match gone to: back on the row the search was opened from.
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toBeHidden();
  await expect.poll(() => focusedRow(page)).toBe(1);

  // Stepped to a match: its row has the focus once the bar closes, from the field or a button.
  for (const from of ['field', 'button'] as const) {
    await page.keyboard.press('/');
    await searchInput(page).fill('greeting');
    await page.keyboard.press('Enter');
    const current = conversation(page).locator('mark[data-current]').first();
    await expect(current).toBeVisible();
    const matchRow = Number(
      await current.evaluate((m) => m.closest('[data-index]')?.getAttribute('data-index')),
    );
    if (from === 'button') await page.getByTestId('search-case').focus();
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toBeHidden();
    await expect.poll(() => focusedRow(page), from).toBe(matchRow);
  }
});

test('the open traces are tabs the arrows move between, and Delete closes one', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  await pickFiles(page, [fixturePath(TRACE_FILES[1])]);
  await waitForLoaded(page);
  const tabs = page.getByRole('tablist', { name: 'Open traces' }).getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  await tabs.nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveCount(1);
});

test('a copy by the c key or a Copy button is said: “Copied”', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFixtures(page, TRACE_FILES);
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toHaveAttribute('role', 'status');
  await page.keyboard.press('j');
  await expect.poll(() => focusedRow(page)).toBe(0);
  await page.keyboard.press('c');
  await expect(announcer).toHaveText('Copied');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const copy = conversation(page).getByTestId('copy-button').first();
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
});

test('Ctrl+End and Ctrl+Home leave the conversation for what is after and before it', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  await page.keyboard.press('i');
  const inspector = page.getByRole('region', { name: 'Event inspector' });
  await expect(inspector).toBeVisible();
  /** Where the focus is: in the conversation, or before or after it in the page. */
  const where = () =>
    page.evaluate(() => {
      const list = document.querySelector('[data-testid=conversation]');
      const el = document.activeElement;
      if (!list || !el || el === document.body) return 'nowhere';
      if (list.contains(el)) return 'conversation';
      return list.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
        ? 'after'
        : 'before';
    });
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(where).toBe('conversation');
  // From a button inside a row as from the row itself.
  await page.keyboard.press('Tab');
  await expect.poll(where).toBe('conversation');
  await page.keyboard.press('Control+End');
  await expect.poll(where).toBe('after');
  // The inspector under the list is next: its own controls, not another row.
  await expect(page.getByTestId('inspector-split').or(inspector.locator(':focus'))).toBeFocused();

  await page.keyboard.press('j');
  await expect.poll(where).toBe('conversation');
  await page.keyboard.press('Control+Home');
  await expect.poll(where).toBe('before');
  await expect(page.getByTestId('outline-turn').last()).toBeFocused();

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Ctrl+End');
});

test.describe('the library', () => {
  let app: RunningServer;
  test.beforeAll(async () => {
    app = await serveLibrary([writeLibraryTree(2).root]);
  });
  test.afterAll(async () => app.close());

  test('the sessions are a treegrid: headers that say their order, a child a level under its parent', async ({
    page,
  }) => {
    await page.goto(app.url);
    const grid = page.getByRole('treegrid', { name: 'Sessions' });
    await expect(grid.getByTestId('library-row').first()).toBeVisible();
    const total = Number(await grid.getAttribute('data-total'));
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
    await expect(grid).toHaveAccessibleDescription(/Enter opens a session/);

    const started = grid.getByRole('columnheader', { name: 'Started' });
    await expect(started).toHaveAttribute('aria-sort', 'descending');
    await expect(grid.getByRole('columnheader', { name: 'Model' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await started.getByRole('button').click();
    await expect(started).toHaveAttribute('aria-sort', 'ascending');

    const parent = grid.locator(`[role=row][data-session-id="${PARENT}"]`);
    await expect(parent).toHaveAttribute('aria-level', '1');
    const child = grid.locator('[role=row][data-depth="1"]').first();
    await expect(child).toHaveAttribute('aria-level', '2');
    // Each cell is read under its column: as many cells as headers.
    await expect(parent.getByRole('gridcell')).toHaveCount(
      await grid.getByRole('columnheader').count(),
    );
  });

  test('the tabs are one Tab stop, and the arrows, Home and End move between them', async ({
    page,
  }) => {
    await page.goto(app.url);
    const tabs = page.getByRole('tablist', { name: 'Library' }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toHaveAttribute('tabindex', '0');
    // The next Tab leaves the list.
    await page.keyboard.press('Tab');
    await expect(page.locator('[role=tab]:focus')).toHaveCount(0);
  });

  test('a stats switch is a radio group: one Tab stop, the arrows choose', async ({ page }) => {
    await page.goto(`${app.url}?library&tab=stats`);
    const period = page.getByRole('radiogroup', { name: 'Period' });
    const day = period.getByRole('radio', { name: 'day' });
    const week = period.getByRole('radio', { name: 'week' });
    await expect(day).toHaveAttribute('aria-checked', 'true');
    await expect(week).toHaveAttribute('tabindex', '-1');
    await day.focus();
    await page.keyboard.press('ArrowRight');
    await expect(week).toBeFocused();
    await expect(week).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/period=week/);
    await page.keyboard.press('ArrowDown');
    await expect(day).toHaveAttribute('aria-checked', 'true');
  });

  test('the chart’s numbers are a table too, each a link to its sessions', async ({ page }) => {
    await page.goto(`${app.url}?library&tab=stats`);
    const folded = page.getByTestId('library-stats-table');
    await folded.getByText('The chart as a table').focus();
    await page.keyboard.press('Enter');
    const table = folded.getByRole('table');
    await expect(table.getByRole('columnheader').first()).toHaveText('period from');
    // As many rows of periods as the chart has bars.
    const periods = Number(
      await page.getByTestId('library-stats-chart').getAttribute('data-periods'),
    );
    await expect(table.getByRole('rowheader')).toHaveCount(periods);
    const link = table.getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=sessions.*from=\d{4}-\d\d-\d\d/);
    await expect(page.getByTestId('library-row').first()).toBeVisible();
  });

  test('the search’s toggles say what they do, and its count is a status', async ({ page }) => {
    await page.goto(`${app.url}?library&tab=search`);
    await expect(page.getByRole('button', { name: 'Match case' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Regular expression' })).toBeVisible();
    await page.getByTestId('library-search').fill('README');
    await expect(page.getByRole('status').filter({ hasText: /occurrences? in/ })).toBeVisible();
  });
});

test.describe('the demo', () => {
  let app: RunningServer;
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    app = await startDemo();
  });
  test.afterAll(async () => app.close());

  test('a call that waits for approval is announced, and the announcement goes once it is decided', async ({
    page,
  }) => {
    await page.goto(app.url);
    await expect(page.getByTestId('approval-status')).toHaveAttribute('role', 'alert');
    // An approval lasts about a second on the demo: every text the region held is kept.
    await page.evaluate(() => {
      const w = window as unknown as { __said: string[] };
      w.__said = [];
      new MutationObserver(() => {
        const said = document.querySelector('[data-testid=approval-status]')?.textContent ?? '';
        if (w.__said.at(-1) !== said) w.__said.push(said);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const said = () => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    await expect
      .poll(said, { timeout: 90_000 })
      .toContainEqual(expect.stringMatching(/^\w+ is waiting for approval$/));
    // Decided, the region empties: a stale "waiting" is never left to be read.
    await expect.poll(async () => (await said()).at(-1), { timeout: 30_000 }).toBe('');
  });

  test('Allow pressed with the focus on it leaves the focus on the call’s row, not the page', async ({
    page,
  }) => {
    await page.goto(app.url);
    // The button is taken the moment it is drawn: an approval lasts about a second on the demo.
    await page.evaluate(() => {
      const w = window as unknown as { __allowed?: string };
      const observer = new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid=approve-allow]');
        const card = button?.closest('[data-tool-call-id]');
        if (!button || !card || w.__allowed !== undefined) return;
        w.__allowed = card.getAttribute('data-tool-call-id') ?? '';
        observer.disconnect();
        button.focus();
        button.click();
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    const allowed = () =>
      page.evaluate(() => (window as unknown as { __allowed?: string }).__allowed);
    await expect.poll(allowed, { timeout: 90_000 }).toBeTruthy();
    const id = (await allowed()) ?? '';
    await expect(
      page.locator(`[data-tool-call-id="${id}"]`).first().getByTestId('approve-allow'),
    ).toHaveCount(0, { timeout: 15_000 });
    expect(
      await page.evaluate(
        (callId) =>
          document.activeElement?.matches('[data-index]') === true &&
          document.activeElement.querySelector(`[data-tool-call-id="${callId}"]`) !== null,
        id,
      ),
    ).toBe(true);
  });
});
