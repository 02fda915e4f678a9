// Subagents, retries, approvals, compaction and aborts on the reference capture (PROTOCOL.md §12).
import { expect, test } from '@playwright/test';
import { CHILD_ID, fixturePath, SESSION_A, TRACE_FILES } from '../test/support/fixtures';
import { filterChip } from './support/filter-chip';
import { findRow, openFiles, rowIndex } from './sessions-helpers';

const CARD = (key: string) => `[data-testid=child-card][data-child-session="${key}"]`;

test.describe('reference session', () => {
  test.beforeEach(async ({ page }) => {
    await openFiles(
      page,
      TRACE_FILES.map((f) => fixturePath(SESSION_A + f)),
    );
  });

  test('summary and problems badge agree: retried failures are retries, not errors', async ({
    page,
  }) => {
    const summary = page.getByTestId('session-summary');
    await expect(summary).toHaveAttribute('data-retries', '3');
    await expect(summary).toHaveAttribute('data-errors', '0');
    // "failed" counts requests, so it follows them: after the tool calls it read as none of
    // those had failed, though one was denied.
    await expect(summary).toHaveText(/^10 requests0 failed3 retries5 tool calls/);
    await expect(page.getByTestId('diagnostic-count')).toHaveAttribute('data-errors', '0');
  });

  test('the child card sits under run_subagent, nested, with its own messages', async ({
    page,
  }) => {
    const card = await findRow(page, CARD(CHILD_ID));
    await expect(card).toHaveAttribute('data-status', 'done');
    // In the word the header, the library and `validate` use for a session that completed.
    await expect(card.getByTestId('child-status')).toHaveText('completed');
    await expect(page.getByTestId('session-status')).toHaveText(/^completed$/i);
    await expect(card).toContainText('f7775cf5');
    await expect(card).toContainText('5 messages');
    await expect(card).toContainText('1 tool call');
    await expect(card).toContainText('fake-model');
    const at = await rowIndex(card);
    await expect(page.locator(`[data-index="${at}"] [data-depth="1"]`)).toHaveCount(1);
    await expect(page.locator(`[data-index="${at - 1}"] [data-kind=tool_call]`)).toContainText(
      'run_subagent',
    );

    const answer = await findRow(
      page,
      `[data-session="${CHILD_ID}"][data-kind=text]`,
      'notes.txt says',
    );
    const answerAt = await rowIndex(answer);
    expect(answerAt).toBeGreaterThan(at);
    await expect(page.locator(`[data-index="${answerAt}"] [data-depth="1"]`)).toHaveCount(1);

    const again = await findRow(page, CARD(CHILD_ID));
    await again.getByTestId('child-toggle').click();
    await expect(again).toHaveAttribute('data-collapsed', 'true');
    await expect(page.locator(`[data-session="${CHILD_ID}"][data-item-id]`)).toHaveCount(0);
    await again.getByTestId('child-toggle').click();
    await expect(page.locator(`[data-session="${CHILD_ID}"][data-item-id]`).first()).toBeAttached();
  });

  test('focus opens the child full-width, the breadcrumb leads back', async ({ page }) => {
    const card = await findRow(page, CARD(CHILD_ID));
    await card.getByTestId('child-focus').click();
    const crumb = page.getByTestId('focus-breadcrumb');
    await expect(crumb).toContainText('Main session');
    await expect(crumb).toContainText('f7775cf5');
    await expect(page.locator('[data-item-id][data-session=""]')).toHaveCount(0);
    await expect(
      page.locator(`[data-depth="0"] [data-session="${CHILD_ID}"]`).first(),
    ).toBeVisible();
    await crumb.getByRole('button', { name: 'Main session' }).click();
    await expect(crumb).toBeHidden();
    await expect(page.locator('[data-item-id][data-session=""]').first()).toBeVisible();
  });

  test('Esc after f goes back to the child card in the parent, with the focus on it', async ({
    page,
  }) => {
    const at = await rowIndex(await findRow(page, CARD(CHILD_ID)));
    const row = page.locator(`[data-testid=conversation] [data-index="${at}"]`);
    await row.focus();
    await page.keyboard.press('f');
    await expect(page.getByTestId('focus-breadcrumb')).toBeVisible();
    await expect(page.locator('[data-item-id][data-session=""]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('focus-breadcrumb')).toBeHidden();
    await expect(row.locator(CARD(CHILD_ID))).toHaveCount(1);
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
  });

  test('failed requests are retry rows: cause, attempt, full error, what followed', async ({
    page,
  }) => {
    const timeout = await findRow(
      page,
      '[data-testid=retry-row][data-status=timeout]',
      '500 arctic',
    );
    await expect(timeout).toContainText('500 arctic injected upstream failure (internal_error)');
    await expect(timeout).toContainText('attempt 1');
    await expect(timeout).toContainText('planned wait 2.0 s');
    await expect(timeout).toContainText('retried after 2.0 s');

    const malformed = await findRow(page, '[data-testid=retry-row][data-status=malformed]');
    await expect(malformed).toContainText('attempt 2');
    await expect(malformed).toContainText('Last event must carry usage_metadata, got: {');
    await expect(malformed).toContainText('"finish_reason":null}');
    await expect(malformed).toContainText('retried after 4.0 s');
    const third = await findRow(page, '[data-testid=request-begin][data-attempt="3"]');
    await expect(third).toContainText('Turn 3 · attempt 3');

    const failed = await findRow(page, '[data-testid=retry-row][data-status=failed]');
    await expect(failed).toContainText('400 arctic injected bad request (invalid_request)');
    await expect(failed).toContainText('attempt 1');
    await expect(failed).toHaveAttribute('data-outcome', 'retried');

    const ok = await findRow(page, '[data-testid=request-end]');
    await expect(ok).toContainText('completed');
    await expect(ok.getByTestId('usage-chips')).toContainText('Σ 6.2k');
  });

  test('the malformed attempt’s thinking is marked as not committed', async ({ page }) => {
    const failed = await findRow(page, '[data-kind=thinking]:has([data-testid=failed-attempt])');
    await expect(failed.getByTestId('failed-attempt')).toHaveText(
      /from failed attempt 2 \(malformed\)/,
    );
    const committed = await findRow(
      page,
      '[data-kind=thinking]',
      'delegate reading the notes to a subagent',
    );
    await expect(committed.getByTestId('failed-attempt')).toHaveCount(0);
  });

  test('the denied call shows its decision; the audit lists every decision', async ({ page }) => {
    const denied = await findRow(page, '[data-kind=tool_call]:has([data-decision=deny])');
    await expect(denied).toContainText(/denied/i);
    await page.getByTestId('diagnostic-count').click();
    await page.getByTestId('tab-approvals').click();
    const audit = page.getByTestId('approvals-audit');
    await expect(audit.getByTestId('approval-entry')).toHaveCount(6);
    await expect(audit.locator('[data-testid=approval-entry][data-decision=deny]')).toContainText(
      'exec_command',
    );
    await expect(
      audit.getByTestId('approval-entry').filter({ hasText: 'subagent f7775cf5' }),
    ).toContainText('read_file');
  });

  test('the compaction is one span: summary shown, internals behind a toggle', async ({ page }) => {
    const begin = await findRow(page, '[data-testid=compaction-row][data-phase=begin]');
    await expect(begin).toHaveAttribute('data-status', 'completed');
    await expect(begin).toContainText('manual · summarize');
    await expect(begin).toContainText('at 6.8k tokens · 5 turns');
    const at = await rowIndex(begin);
    const toggle = page.locator(`[data-index="${at + 1}"] [data-testid=compaction-internals]`);
    await expect(toggle).toHaveText(/Show 5 internal messages of the compaction request/);
    const summary = page.locator(`[data-index="${at + 2}"] [data-kind=text]`);
    await expect(summary).toContainText('The user asked for an arctic scenario');
    await expect(
      page.locator(`[data-index="${at + 3}"] [data-testid=compaction-row][data-phase=end]`),
    ).toContainText('compaction completed · attempt 1');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[data-index="${at + 5}"] [data-kind=text]`)).toContainText(
      'The user asked for an arctic scenario',
    );
    await expect(
      page.locator(`[data-index="${at + 8}"] [data-testid=compaction-row][data-phase=end]`),
    ).toBeAttached();
  });

  test('under a filter, the compaction toggle counts the internal messages it shows', async ({
    page,
  }) => {
    await filterChip(page, 'thinking').click();
    const toggle = page.getByTestId('compaction-internals');
    await expect(toggle).toHaveText(/Show 1 internal message of the compaction request/);
    await toggle.click();
    await expect(toggle).toHaveText(/Hide 1 internal message of the compaction request/);
    // The one it counts is the one it shows, below it, between markers of those hidden.
    const thinking = page.locator('[data-kind=thinking]', { hasText: 'compress the transcript' });
    await expect(thinking).toBeVisible();
    expect(await rowIndex(thinking)).toBeGreaterThan(await rowIndex(toggle));
  });

  test('the main session has two model contexts', async ({ page }) => {
    const first = await rowIndex(await findRow(page, '[data-kind=session_meta][data-session=""]'));
    expect(first).toBe(0);
    const end = await rowIndex(await findRow(page, '[data-testid=compaction-row][data-phase=end]'));
    await expect(
      page.locator(`[data-index="${end + 1}"] [data-kind=session_meta][data-session=""]`),
    ).toBeAttached();
  });
});
