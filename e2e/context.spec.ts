// The context view of a request and its diff to the previous request, on the reference session.
import { expect, test, type Page } from '@playwright/test';
import { fixturePath, SESSION_A, TRACE_FILES } from '../test/support/fixtures';
import { findRow, openFiles } from './sessions-helpers';

const MAIN_TURN = (turn: number) =>
  `[data-session=""] [data-testid=request-begin][data-turn="${turn}"]`;

async function openContext(page: Page, rowCss: string, text?: string) {
  const row = await findRow(page, rowCss, text);
  await row.getByTestId('show-context').first().click();
  const view = page.getByTestId('context-view');
  await expect(view).toBeVisible();
  return view;
}

test.describe('context at a request', () => {
  test.beforeEach(async ({ page }) => {
    await openFiles(
      page,
      TRACE_FILES.map((f) => fixturePath(SESSION_A + f)),
    );
  });

  test('after the compaction: the summary plus the new user turn, shown as a replaced context', async ({
    page,
  }) => {
    // Turn 6, as the outline says: the compaction's own request in between is no turn.
    const view = await openContext(page, MAIN_TURN(6));
    await expect(view).toHaveAttribute('data-messages', '2');
    const messages = view.getByTestId('context-messages').getByTestId('context-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText('[context_summary]');
    await expect(messages.nth(1)).toContainText('ARCTIC_FOLLOWUP');
    const diff = view.getByTestId('context-diff');
    await expect(diff).toContainText('Context replaced by summary');
    await expect(diff).toHaveAttribute('data-added', '2');
    await expect(diff).toHaveAttribute('data-removed', '19');
    await expect(view.getByTestId('context-tools')).toHaveAttribute('data-count', '10');
    await expect(view.getByTestId('context-totals')).toHaveAttribute('data-window', '128000');
    await expect(view.getByTestId('context-totals')).toContainText('characters ÷ 4');
  });

  test('the diff after a tool call adds exactly its output, the history folded', async ({
    page,
  }) => {
    const view = await openContext(page, MAIN_TURN(2));
    await expect(view).toHaveAttribute('data-messages', '5');
    const diff = view.getByTestId('context-diff');
    await expect(diff).toHaveAttribute('data-added', '1');
    await expect(diff).toHaveAttribute('data-removed', '0');
    const added = diff.locator('[data-testid=context-message][data-mark=added]');
    await expect(added).toHaveCount(1);
    await expect(added).toHaveAttribute('data-kind', 'tool_call_output');
    await expect(added).toContainText('hello-arctic');
    // The user prompt both requests had is folded; unfolding shows it.
    const fold = diff.getByTestId('context-fold');
    await expect(fold).toContainText('1 unchanged message');
    await expect(diff.getByText('ARCTIC_TASK')).toHaveCount(0);
    await fold.click();
    await expect(diff.getByText(/ARCTIC_TASK/)).toBeVisible();
    // A message leads to its row in the conversation.
    const itemId = await added.getAttribute('data-item-id');
    await added.getByRole('button').click();
    await expect(view).toBeHidden();
    await expect(page.locator(`[data-item-id="${itemId}"][data-kind=tool_call]`)).toBeInViewport();
  });

  test('a failed attempt: the view names it, and its own output is in no later context', async ({
    page,
  }) => {
    const view = await openContext(page, '[data-testid=retry-row][data-status=malformed]');
    await expect(view.getByTestId('context-attempt')).toContainText('attempt 2 of 3');
    await expect(view.getByTestId('context-attempt')).toContainText('did not commit');
    await expect(view).toHaveAttribute('data-messages', '8');
    await view.getByTestId('context-close').click();
    await expect(view).toBeHidden();

    const failed = await findRow(page, '[data-failed-attempt][data-kind=thinking]');
    const failedId = await failed.getAttribute('data-item-id');
    const next = await openContext(page, MAIN_TURN(4));
    await expect(next.getByTestId('context-messages').locator('[data-kind=thinking]')).toHaveCount(
      2,
    );
    await expect(
      next.locator(`[data-testid=context-message][data-item-id="${failedId}"]`),
    ).toHaveCount(0);
  });

  test('the first request diffs against nothing', async ({ page }) => {
    const view = await openContext(page, MAIN_TURN(1));
    const diff = view.getByTestId('context-diff');
    await expect(diff).toContainText('nothing before it');
    await expect(diff).toHaveAttribute('data-added', '1');
    await expect(diff).toHaveAttribute('data-removed', '0');
    // Its tools are in the view, but with nothing before them they did not change.
    await expect(view.getByTestId('context-tools')).toHaveAttribute('data-count', '10');
    await expect(diff.getByTestId('context-tools-changed')).toHaveCount(0);
  });

  test('on a phone a message’s text has a line of its own under its columns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const view = await openContext(page, MAIN_TURN(1));
    const line = view.getByTestId('context-message').first();
    const text = line.getByTestId('context-message-text');
    await expect(text).toContainText('ARCTIC_TASK: run a greeting');
    const [lineBox, textBox] = await Promise.all([line.boundingBox(), text.boundingBox()]);
    // Beside the role, kind and size it had 40 px; on its own line it has the line's width.
    expect(textBox?.width).toBeGreaterThan((lineBox?.width ?? 0) * 0.8);
    expect(await view.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('a message’s role is in Chinese, like its kind', async ({ page }) => {
      const view = await openContext(page, MAIN_TURN(2));
      const messages = view.getByTestId('context-messages').getByTestId('context-message');
      const user = messages.and(page.locator('[data-role=user]')).first();
      const assistant = messages.and(page.locator('[data-role=assistant]')).first();
      await expect(user.getByTestId('context-message-role')).toHaveText('用户');
      await expect(assistant.getByTestId('context-message-role')).toHaveText('模型');
      await expect(user).toContainText('文本');
    });
  });
});
