// A loop of identical calls: an agent reading the same file again and again in one task is
// marked on each repeat, and r / R step from one repeat to the next.
import { expect, test } from '@playwright/test';
import { CaseBuilder } from '../test/cases/case-builder';
import { caseId } from '../test/cases/ids';
import { writeCase } from '../test/cases/write-cases';
import { gotoApp, pickFiles, waitForLoaded } from './support/open';

test.use({ viewport: { width: 1280, height: 1600 } });

function loopCase(): string {
  const p = CaseBuilder.start();
  p.meta(caseId('e0000101')).user('Why does the build fail?');
  const reads = ['a.ts', 'b.ts', 'a.ts', 'a.ts'];
  reads.forEach((path, i) => {
    p.begin().call(`call_${i}`, 'read_file', { path }).end('completed');
    p.output(`call_${i}`, `contents of ${path}`);
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
  await expect(cards).toHaveCount(4);
  const badges = list.getByTestId('repeat-badge');
  await expect(badges).toHaveCount(2);
  await expect(cards.nth(0).getByTestId('repeat-badge')).toHaveCount(0);
  await expect(cards.nth(1).getByTestId('repeat-badge')).toHaveCount(0);
  const third = cards.nth(3).getByTestId('repeat-badge');
  await expect(cards.nth(2).getByTestId('repeat-badge')).toHaveText('Repeated ×2');
  await expect(third).toHaveText('Repeated ×3');
  await expect(third).toHaveAttribute('title', /as 2 earlier calls of this task, at .+ and .+\./);

  // r goes from the top to the first repeat, then the next; R back.
  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const focused = list.locator('[role=article]:focus');
  await expect(focused.locator('[data-tool-call-id=call_2]')).toHaveCount(1);
  await page.keyboard.press('r');
  await expect(focused.locator('[data-tool-call-id=call_3]')).toHaveCount(1);
  await page.keyboard.press('R');
  await expect(focused.locator('[data-tool-call-id=call_2]')).toHaveCount(1);

  // Clicking the badge goes to the identical call before it.
  await third.click();
  await expect(cards.nth(2)).toBeInViewport();

  await page.getByTestId('language-switch').click();
  await expect(third).toHaveText('重复 ×3');
});
