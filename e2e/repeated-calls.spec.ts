// A loop of identical calls: an agent reading the same file again and again in one task is
// marked on each repeat, strongly when it got the same answer again, lightly when the answer
// changed (the tests run again after an edit); r / R step from one repeat to the next, and the
// problems panel lists the wasted ones.
import { expect, test } from '@playwright/test';
import { CaseBuilder } from '../test/cases/case-builder';
import { caseId } from '../test/cases/ids';
import { writeCase } from '../test/cases/write-cases';
import { auditBothThemes } from './support/axe';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

test.use({ viewport: { width: 1280, height: 1600 } });

/** Reads of a.ts, b.ts, a.ts, a.ts (one text), then the tests run twice, failing then passing. */
function loopCase(): string {
  const p = CaseBuilder.start();
  p.meta(caseId('e0000101')).user('Why does the build fail?');
  const reads = ['a.ts', 'b.ts', 'a.ts', 'a.ts'];
  reads.forEach((path, i) => {
    p.begin().call(`call_${i}`, 'read_file', { path }).end('completed');
    p.output(`call_${i}`, `contents of ${path}`);
  });
  ['1 failed', '12 passed'].forEach((answer, i) => {
    p.begin().call(`test_${i}`, 'exec_command', { cmd: 'npm test' }).end('completed');
    p.output(`test_${i}`, answer);
  });
  p.begin().text('Still looking.').end('completed');
  return writeCase(caseId('e0000101'), p);
}

test('a call repeated with the same arguments in a task says so, and leads to the one before', async ({
  page,
}) => {
  await gotoApp(page);
  await pickFiles(page, [loopCase()]);
  await waitForLoaded(page);
  const list = page.getByTestId('conversation');
  const cards = list.locator('[data-tool-call-id]');
  await expect(cards).toHaveCount(6);
  const badges = list.getByTestId('repeat-badge');
  await expect(badges).toHaveCount(3);
  await expect(cards.nth(0).getByTestId('repeat-badge')).toHaveCount(0);
  await expect(cards.nth(1).getByTestId('repeat-badge')).toHaveCount(0);
  const third = cards.nth(3).getByTestId('repeat-badge');
  await expect(cards.nth(2).getByTestId('repeat-badge')).toHaveText('Repeated ×2 · same answer');
  await expect(third).toHaveText('Repeated ×3 · same answer');
  await expect(third).toHaveAttribute('title', /as 2 earlier calls of this task, at .+ and .+\./);
  await expect(third).toHaveAttribute('title', /the same answer as the one before/);
  // The tests run again after a failure answer otherwise: a repeat, but a new answer.
  const rerun = cards.nth(5).getByTestId('repeat-badge');
  await expect(rerun).toHaveText('Repeated ×2 · new answer');
  await expect(rerun).toHaveAttribute('data-answer', 'new');

  // A screen reader moving row by row hears it too.
  const row = (id: string) =>
    list.locator('[role=article]', { has: page.locator(`[data-tool-call-id=${id}]`) });
  await expect(row('call_3')).toHaveAccessibleName(
    'Tool call read_file: completed, repeated ×3, same answer',
  );
  await expect(row('test_1')).toHaveAccessibleName(
    'Tool call exec_command: completed, repeated ×2, new answer',
  );

  // r goes from the top to the first repeat, then the next; R back.
  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const focused = list.locator('[role=article]:focus');
  await expect(focused.locator('[data-tool-call-id=call_2]')).toHaveCount(1);
  await page.keyboard.press('r');
  await expect(focused.locator('[data-tool-call-id=call_3]')).toHaveCount(1);
  await page.keyboard.press('r');
  await expect(focused.locator('[data-tool-call-id=test_1]')).toHaveCount(1);
  await page.keyboard.press('R');
  await expect(focused.locator('[data-tool-call-id=call_3]')).toHaveCount(1);

  // Clicking the badge goes to the identical call before it.
  await third.click();
  await expect(cards.nth(2)).toBeInViewport();

  // The problems panel lists the two reads that learned nothing, not the tests run again.
  await page.getByTestId('diagnostic-count').click();
  const tab = page.getByTestId('tab-repeats');
  await expect(tab).toHaveText('Repeats2');
  await tab.click();
  const problems = page.getByTestId('repeat-problem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(1)).toContainText(
    'Call ×3 of this tool with these arguments in its task, with the same status and output as the one before:',
  );
  // Badges of both kinds and the list read in both themes (contrast, names).
  await rerun.scrollIntoViewIfNeeded();
  await auditBothThemes(page, 'repeat badges and the Repeats tab');

  // Its link leads to the row, off screen in a short window.
  await page.setViewportSize({ width: 1280, height: 420 });
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(row('call_2')).not.toBeInViewport();
  await problems.nth(0).getByTestId('repeat-problem-row').click();
  await expect(row('call_2')).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 1600 });

  await page.getByTestId('language-switch').click();
  await expect(third).toHaveText('重复 ×3 · 结果相同');
  await expect(rerun).toHaveText('重复 ×2 · 结果不同');
  await expect(tab).toHaveText('重复调用2');
  await expect(row('call_3')).toHaveAccessibleName('工具调用 read_file：已完成，重复 ×3，结果相同');
});
