// Two runs side by side: a generated run and its re-run that diverges at a known turn, and a
// parent against its child on the reference data.
import { expect, test } from '@playwright/test';
import { DIVERGED_PATH, divergingRuns } from '../test/cases/diverging-runs';
import { writeCase } from '../test/cases/write-cases';
import { TRACE_FILES } from './support/fixtures';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';

const DIVERGE_AT = 4;

test('a run and its re-run: the first divergence is the known turn, its arguments marked', async ({
  page,
}) => {
  const { original, rerun } = divergingRuns(6, DIVERGE_AT);
  await pickFiles(page, [writeCase('run-original', original)]);
  await waitForLoaded(page);
  await pickFiles(page, [writeCase('run-rerun', rerun)]);
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-tab')).toHaveCount(2);

  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  await expect(view).toBeVisible();
  const first = view.getByTestId('first-divergence');
  await expect(first).toHaveAttribute('data-task', '1');
  await expect(first).toHaveAttribute('data-turn', String(DIVERGE_AT));
  await expect(first).toBeInViewport();
  const args = first.locator('[data-side=right] [data-field=args]');
  await expect(args).toContainText(DIVERGED_PATH);
  await expect(args).toHaveAttribute('data-differs', 'true');
  await expect(first.locator('[data-side=left] [data-field=name]')).not.toHaveAttribute(
    'data-differs',
  );
  // The turns before it are the same on both sides: nothing marked.
  await expect(view.locator(`[data-turn="${DIVERGE_AT - 1}"] [data-differs]`)).toHaveCount(0);

  // A click on the re-run's side shows that turn in the re-run's document.
  const side = first.locator('[data-side=right]');
  const id = await side.getAttribute('data-item-id');
  await side.click();
  await expect(view).toBeHidden();
  await expect(page.getByTestId('doc-tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByTestId('conversation').locator(`[data-item-id="${id}"]`).first(),
  ).toBeInViewport();
});

test('a parent against its child on the reference data opens and says where they part', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openFixtures(page, TRACE_FILES);
  await page.getByTestId('runs-compare-toggle').click();
  const view = page.getByTestId('runs-compare');
  const right = view.getByTestId('runs-compare-pick-right').getByTestId('runs-compare-session');
  const child = await right.locator('option').nth(1).getAttribute('value');
  await right.selectOption(child ?? '');
  await expect(view.getByTestId('first-divergence')).toHaveAttribute('data-turn', '1');
  await expect(view.getByTestId('runs-compare-summary')).toContainText('First divergence');
  expect(errors).toEqual([]);
});
