// The accessibility audit (axe-core) of every view and panel, in light and dark: no serious or
// critical violation. Each view is reached the way a reader reaches it.
import { expect, test, type Page } from '@playwright/test';
import { CAPTURE_PARENT } from '../server/testing/penguin-double-catalog';
import { en } from '../src/i18n/en';
import { zh } from '../src/i18n/zh';
import { auditBothThemes } from './support/axe';
import { TRACE_FILES, fixturePath } from './support/fixtures';
import { conversation, scrollToRow } from './support/list';
import { gotoApp, openFixtures, pickFiles, waitForLoaded } from './support/open';
import {
  addSecondProjectAndAgent,
  openServerBrowser,
  signIn,
  startProxiedDouble,
  type ProxiedDouble,
} from './support/penguin-server';
import { search } from './support/search';
import { openInspector, rowTool, travelTo } from './support/stream-debugger';

test.describe.configure({ timeout: 180_000 });

/** Tabs forward and back a full round: focus never leaves the element `testId`. */
async function expectFocusKeptIn(page: Page, testId: string): Promise<void> {
  const inside = () =>
    page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ×${i + 1}`).toBe(true);
    }
}

test('the start page and the paste dialog', async ({ page }) => {
  await gotoApp(page);
  await auditBothThemes(page, 'start page');
  await page.getByTestId('paste-open').click();
  await expect(page.getByTestId('paste-dialog')).toBeVisible();
  await auditBothThemes(page, 'paste dialog');
});

test('a trace and its panels: outline, timeline, filters, search, context, redaction', async ({
  page,
}) => {
  await openFixtures(page, TRACE_FILES);
  await auditBothThemes(page, 'trace');

  await page.getByTestId('timeline-toggle').click();
  await expect(page.getByTestId('timeline')).toBeVisible();
  // The filter bar is open on a wide window (a toggle hides it on a phone only).
  await expect(page.getByTestId('filter-bar')).toBeVisible();
  await auditBothThemes(page, 'outline, timeline and filters');
  await page.getByTestId('timeline-toggle').click();

  await search(page, 'arctic');
  await expect(page.getByTestId('search-count')).toBeVisible();
  await auditBothThemes(page, 'search');
  await page.keyboard.press('Escape');

  const request = await scrollToRow(
    conversation(page),
    '[data-session=""] [data-testid=request-begin][data-turn="2"]',
  );
  await request.getByTestId('show-context').first().click();
  await expect(page.getByTestId('context-view')).toBeVisible();
  await auditBothThemes(page, 'context view');
  await page.keyboard.press('Escape');

  await page.getByTestId('redact-toggle').click();
  await expect(page.getByTestId('redact-finding').first()).toBeVisible();
  await auditBothThemes(page, 'redaction');
});

test('runs compare: the parent against its child', async ({ page }) => {
  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  const right = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-session');
  await right.selectOption((await right.locator('option').nth(1).getAttribute('value')) ?? '');
  await expect(view.getByTestId('first-divergence')).toBeVisible();
  await auditBothThemes(page, 'runs compare');
});

test('the stream debugger: inspector, fragments, time travel, compare', async ({ page }) => {
  await pickFiles(page, [fixturePath('stream.sse')]);
  await waitForLoaded(page);
  const panel = await openInspector(page);
  await panel.getByTestId('event-row').first().click();
  await auditBothThemes(page, 'event inspector');

  const row = await scrollToRow(conversation(page), '[data-kind=text]:has-text("Done. The notes")');
  await rowTool(row, 'show-fragments');
  await expect(page.getByTestId('fragments-view')).toBeVisible();
  await auditBothThemes(page, 'fragments');

  await travelTo(page, 193);
  await auditBothThemes(page, 'time travel');
  await page.getByTestId('time-travel-live').click();

  await pickFiles(page, TRACE_FILES.map(fixturePath));
  await waitForLoaded(page);
  await page.getByTestId('doc-tab').first().click();
  await panel.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-view')).toBeVisible();
  await auditBothThemes(page, 'stream vs trace compare');
});

test.describe('against a PenguinHarness server', () => {
  let server: ProxiedDouble;
  test.beforeAll(async () => {
    server = await startProxiedDouble();
    addSecondProjectAndAgent(server);
  });
  test.beforeEach(() => {
    server.double.fault.reset();
    server.double.expireCookies();
  });
  test.afterAll(async () => server.close());

  async function walkToSessions(page: Page, audit = false): Promise<void> {
    await page.goto(server.app.url);
    await openServerBrowser(page);
    if (audit) await auditBothThemes(page, 'sign-in form');
    await signIn(page);
    await page.getByTestId('project-option').filter({ hasText: 'default_project' }).click();
    await page.getByTestId('agent-option').filter({ hasText: 'General Agent' }).click();
    await expect(page.getByTestId('server-session').first()).toBeVisible();
  }

  test('the server browser, the abort dialog and a live session with an approval waiting', async ({
    page,
  }) => {
    // The stream holds right after the first approval_request (its 31st event).
    server.double.fault.setFaults({ holdAfter: 31 });
    server.double.setStatus(CAPTURE_PARENT, 'running');
    await walkToSessions(page, true);
    await auditBothThemes(page, 'server browser');
    const session = page.locator(
      `[data-testid=server-session][data-session-id="${CAPTURE_PARENT}"]`,
    );
    await session.getByTestId('abort-session').click();
    await expect(page.getByTestId('abort-dialog')).toBeVisible();
    await auditBothThemes(page, 'abort dialog');
    await expectFocusKeptIn(page, 'abort-dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('abort-dialog')).toBeHidden();
    await expect(session.getByTestId('abort-session')).toBeFocused();

    await session.getByTestId('open-live').click();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('approve-allow').first()).toBeVisible({ timeout: 15_000 });
    await auditBothThemes(page, 'live session with an approval waiting');
  });

  test('a streaming reply is announced once, politely, without its words', async ({ page }) => {
    // The stream holds in the middle of the first answer's text (its 18th event).
    server.double.fault.setFaults({ holdAfter: 18 });
    await walkToSessions(page);
    await page
      .locator(`[data-testid=server-session][data-session-id="${CAPTURE_PARENT}"]`)
      .getByTestId('open-live')
      .click();
    await expect(page.getByTestId('streaming-caret').first()).toBeAttached({ timeout: 15_000 });
    const status = page.getByTestId('writing-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const chinese = (await page.evaluate(() => document.documentElement.lang)) === 'zh-CN';
    await expect(status).toHaveText((chinese ? zh : en).list.agentWriting);
    // Outside the feed: the rows are read when visited, not as they grow.
    await expect(page.getByTestId('conversation').getByTestId('writing-status')).toHaveCount(0);
  });
});

test('dialogs keep the focus and give it back: paste, connect, redaction', async ({ page }) => {
  await gotoApp(page);
  for (const [opener, dialog] of [
    ['paste-open', 'paste-dialog'],
    ['connect-button', 'connect-panel'],
  ] as const) {
    await page.getByTestId(opener).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(dialog)).toBeVisible();
    await expectFocusKeptIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(dialog)).toBeHidden();
    await expect(page.getByTestId(opener)).toBeFocused();
  }

  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('redact-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('redact-pane')).toBeFocused();
  await expect(page.getByTestId('redact-finding').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('redact-pane')).toBeHidden();
  await expect(page.getByTestId('redact-toggle')).toBeFocused();
});

test('the server confirmation takes the focus, and Escape declines', async ({ page }) => {
  await page.goto(`/?server=${encodeURIComponent('http://127.0.0.1:9')}&session=s1`);
  const bar = page.getByTestId('server-confirm');
  await expect(bar).toBeFocused();
  await auditBothThemes(page, 'server confirmation');
  await page.keyboard.press('Tab');
  await expect(bar.getByTestId('server-confirm-cancel')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
});

test('with reduced motion asked for, nothing on the page moves', async ({ page }) => {
  await gotoApp(page);
  // The pulse a loading tab or a streaming caret wears.
  await page.evaluate(() => {
    const dot = document.createElement('span');
    dot.className = 'animate-pulse';
    document.body.append(dot);
  });
  const moving = () =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  await expect.poll(moving).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(moving).toBe(0);
});
