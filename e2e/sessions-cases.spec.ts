// Subagents, retries, approvals, compaction and aborts on generated cases (e2e/cases).
import { expect, test } from '@playwright/test';
import { approvals, APPROVALS_SESSION } from '../test/cases/approvals';
import { abortMidText, ABORT_SESSION } from '../test/cases/aborts';
import { compactions, COMPACTION_SESSION } from '../test/cases/compactions';
import {
  authFailure,
  AUTH_ERROR,
  AUTH_SESSION,
  FAILED_CHILD,
  gaveUp,
  GAVE_UP_SESSION,
  HUNG_CHILD,
  HUNG_PARENT,
  hungSubagent,
} from '../test/cases/failures';
import {
  CHILD_A,
  CHILD_B,
  GRANDCHILD,
  nestedChildren,
  PARENT,
  SLASHED,
  slashedChild,
  TEAM,
  WORKER,
} from '../test/cases/nested-children';
import { childSessionKey, sessionKeyOf } from '../src/store/session-key';
import { writeCase } from '../test/cases/write-cases';
import { findRow, openFiles, rowIndex } from './sessions-helpers';

/** A session key as a CSS string: an escaped "/" in a session id is a backslash in the key. */
const CARD = (key: string) =>
  `[data-testid=child-card][data-child-session="${key.replace(/\\/g, '\\\\')}"]`;

test.describe('generated cases', () => {
  test('children whose records interleave get one card each; a grandchild nests inside', async ({
    page,
  }) => {
    await openFiles(page, [writeCase(PARENT, nestedChildren())]);
    const a = await findRow(page, CARD(CHILD_A));
    const aAt = await rowIndex(a);
    const alpha = await rowIndex(
      await findRow(page, '[data-kind=text]', 'Alpha child: first line.'),
    );
    const deep = await findRow(page, CARD(`${CHILD_A}/${GRANDCHILD}`));
    const deepAt = await rowIndex(deep);
    await expect(page.locator(`[data-index="${deepAt}"] [data-depth="2"]`)).toHaveCount(1);
    const deepText = await findRow(
      page,
      '[data-kind=text]',
      'Grandchild reporting from depth two.',
    );
    await expect(
      page.locator(`[data-index="${await rowIndex(deepText)}"] [data-depth="2"]`),
    ).toHaveCount(1);
    const bAt = await rowIndex(await findRow(page, CARD(CHILD_B)));
    const beta2 = await rowIndex(
      await findRow(page, '[data-kind=text]', 'Beta child: second line.'),
    );
    expect(aAt).toBeLessThan(alpha);
    expect(alpha).toBeLessThan(deepAt);
    expect(deepAt).toBeLessThan(bAt);
    expect(bAt).toBeLessThan(beta2);
  });

  test('a child whose id holds "/" is its own card, apart from the grandchild its id reads like', async ({
    page,
  }) => {
    await openFiles(page, [writeCase(PARENT, slashedChild())]);
    // The row holding `css`, found again on each retry: rows remount as the list scrolls.
    const depthOf = async (css: string, text: string | undefined, depth: number) => {
      await findRow(page, css, text);
      const inner = page.locator(css).filter(text ? { hasText: text } : {});
      const row = page.locator('[data-index]').filter({ has: inner });
      await expect(row.locator(`[data-depth="${depth}"]`)).toHaveCount(1);
    };
    await expect(await findRow(page, CARD(sessionKeyOf([SLASHED])))).toContainText(SLASHED);
    await depthOf(CARD(childSessionKey(TEAM, WORKER)), undefined, 2);
    await depthOf('[data-kind=text]', 'Slashed child speaking.', 1);
    await depthOf('[data-kind=text]', 'Worker under team speaking.', 2);
  });

  test('an auth refusal is terminal and ends with the abort reason', async ({ page }) => {
    await openFiles(page, [writeCase(AUTH_SESSION, authFailure())]);
    const row = await findRow(page, '[data-testid=retry-row][data-status=auth]');
    await expect(row).toContainText(AUTH_ERROR);
    await expect(row).toContainText('authentication refused — no retry');
    await expect(row).not.toContainText('retried');
    const abort = await findRow(page, '[data-testid=abort-row]');
    await expect(abort).toContainText(`llm request error: ${AUTH_ERROR}`);
  });

  test('a retry that never came reads "gave up"', async ({ page }) => {
    await openFiles(page, [writeCase(GAVE_UP_SESSION, gaveUp())]);
    const row = await findRow(page, '[data-testid=retry-row][data-status=timeout]');
    await expect(row).toHaveAttribute('data-outcome', 'gave-up');
    await expect(row).toContainText('gave up');
  });

  test('a subagent that hung in its tool reads "cut off", not completed; one that failed, failed', async ({
    page,
  }) => {
    await openFiles(page, [writeCase(HUNG_PARENT, hungSubagent())]);
    const hung = await findRow(page, CARD(HUNG_CHILD));
    await expect(hung).toHaveAttribute('data-status', 'cut');
    await expect(hung.getByTestId('child-status')).toHaveText('cut off');
    // It worked until the user's abort ten minutes on, as its timeline bar shows, not for 80 ms.
    await expect(hung.getByTestId('child-figures')).toContainText('10m 00s');
    const failed = await findRow(page, CARD(FAILED_CHILD));
    await expect(failed).toHaveAttribute('data-status', 'failed');
  });

  test('allowed, denied and forbidden calls, audited with their waits', async ({ page }) => {
    await openFiles(page, [writeCase(APPROVALS_SESSION, approvals())]);
    await findRow(page, '[data-kind=tool_call]:has([data-decision=forbidden])');
    await expect(page.locator('[data-kind=tool_call]:has([data-decision=deny])')).toBeAttached();
    await page.getByTestId('diagnostic-count').click();
    await page.getByTestId('tab-approvals').click();
    const entries = page.getByTestId('approvals-audit').getByTestId('approval-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toHaveAttribute('data-decision', 'allow');
    await expect(entries.nth(0)).toContainText('1.5 s');
    await expect(entries.nth(1)).toHaveAttribute('data-decision', 'deny');
    await expect(entries.nth(1)).toContainText('4.2 s');
    await expect(entries.nth(2)).toHaveAttribute('data-decision', 'forbidden');
    const allowed = page.locator('[data-kind=tool_call]:has([data-decision=allow])');
    await page.getByTestId('conversation').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(allowed).not.toBeInViewport();
    await entries.nth(0).click();
    await expect(allowed).toBeInViewport();
  });

  test('a completed compaction and one that never ended', async ({ page }) => {
    await openFiles(page, [writeCase(COMPACTION_SESSION, compactions())]);
    const done = await findRow(
      page,
      '[data-testid=compaction-row][data-phase=begin][data-status=completed]',
    );
    await expect(done).toContainText('context · summarize');
    const dead = await findRow(
      page,
      '[data-testid=compaction-row][data-phase=begin][data-status=failed]',
    );
    await expect(dead).toContainText('never finished');
    await expect(dead).toContainText('turns · discard');
  });

  test('an abort mid-text: the prefix stays, the request and the run end aborted', async ({
    page,
  }) => {
    await openFiles(page, [writeCase(ABORT_SESSION, abortMidText())]);
    await findRow(page, '[data-kind=text]', 'Penguins huddle to keep');
    const req = await findRow(page, '[data-testid=retry-row][data-status=aborted]');
    await expect(req).toContainText('aborted — no retry');
    await expect(page.getByTestId('abort-row').first()).toContainText('user interrupted');
    const cut = await findRow(page, '[data-kind=text] [data-status=cut]', 'Emperor penguins breed');
    await expect(cut).toBeVisible();
    await expect(page.getByTestId('abort-row').last()).toContainText('interrupted by the user');
  });
});
