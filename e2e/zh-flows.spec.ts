// The main flows in Chinese, as a reader on a Chinese system takes them: open a trace, read a live
// session and Allow its approval, inspect the stream, search. Each screen is in 中文 throughout:
// none of our English strings shows where Chinese says otherwise.
import { expect, test } from '@playwright/test';
import { CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { englishLeaks } from './support/language';
import { TRACE_FILES, fixturePath } from './support/fixtures';
import { gotoApp, openFixtures, pickFiles, waitForLoaded } from './support/open';
import {
  addSecondProjectAndAgent,
  openServerBrowser,
  signIn,
  startProxiedDouble,
  type ProxiedDouble,
} from './support/penguin-server';
import { search } from './support/search';
import { openInspector } from './support/stream-debugger';

test.use({ locale: 'zh-CN' });
test.describe.configure({ timeout: 90_000 });

test('a trace opens in Chinese: header, summary, filters, outline and rows', async ({ page }) => {
  await gotoApp(page);
  await openFixtures(page, TRACE_FILES);
  await expect(page.getByTestId('language-switch')).toHaveAttribute('data-language', 'zh');
  await expect(page.getByTestId('outline')).toBeVisible();
  await expect(page.getByTestId('filter-bar')).toBeVisible();
  // Turns are counted as PenguinHarness counts them: 第 N 轮.
  await expect(page.getByTestId('conversation')).toContainText('第 1 轮');
  expect(await englishLeaks(page)).toEqual([]);
});

test('the stream debugger in Chinese: inspector and an event', async ({ page }) => {
  await gotoApp(page);
  await pickFiles(page, [fixturePath('stream.sse')]);
  await waitForLoaded(page);
  const panel = await openInspector(page);
  await panel.getByTestId('event-row').first().click();
  expect(await englishLeaks(page)).toEqual([]);
});

test('search in Chinese: the count and its controls', async ({ page }) => {
  await gotoApp(page);
  await openFixtures(page, TRACE_FILES);
  await search(page, 'arctic');
  await expect(page.getByTestId('search-count')).toBeVisible();
  await expect(page.getByTestId('search-count')).toContainText(/[\u4e00-\u9fff]/);
  expect(await englishLeaks(page)).toEqual([]);
});

test('an invalid regular expression says why in Chinese, not in the engine’s English', async ({
  page,
}) => {
  await gotoApp(page);
  await openFixtures(page, TRACE_FILES);
  await search(page, '(notes');
  await page.getByTestId('search-regex').click();
  await expect(page.getByTestId('search-error')).toHaveText(
    '正则表达式无效： 缺少右括号 )：`(notes`',
  );
});

test.describe('a live session', () => {
  let server: ProxiedDouble;
  test.beforeAll(async () => {
    server = await startProxiedDouble();
    addSecondProjectAndAgent(server);
  });
  test.afterAll(async () => server.close());

  test('an approval waits in Chinese, and 允许 allows it', async ({ page }) => {
    // The stream holds right after the first approval_request (its 31st event).
    server.double.fault.setFaults({ holdAfter: 31 });
    await page.goto(server.app.url);
    await openServerBrowser(page);
    await signIn(page);
    await page.getByTestId('project-option').filter({ hasText: 'default_project' }).click();
    await page.getByTestId('agent-option').filter({ hasText: 'General Agent' }).click();
    await page
      .locator(`[data-testid=server-session][data-session-id="${CAPTURE_PARENT}"]`)
      .getByTestId('open-live')
      .click();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    const allow = page.getByTestId('approve-allow').first();
    await expect(allow).toBeVisible({ timeout: 15_000 });
    await expect(allow).toHaveText('允许');
    await expect(page.getByTestId('approve-deny').first()).toHaveText('拒绝');
    expect(await englishLeaks(page)).toEqual([]);
    await allow.click();
    await expect
      .poll(() => server.double.actions)
      .toEqual([
        expect.stringMatching(
          new RegExp(`^/api/sessions/${CAPTURE_PARENT}/approvals/[^ ]+ \\{"decision":"allow"\\}$`),
        ),
      ]);
  });
});
