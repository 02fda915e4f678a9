// `omniscope serve <folder>` with a file none of whose lines is a record: its bad lines are
// listed, and so is that it holds no session, in the words `omniscope validate` has for it; the
// summary counts it as one file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../server/index';
import {
  familyLines,
  fileText,
  PARENT,
  tempRoot,
  tracesFolder,
} from '../test/support/library-tree';
import { serveLibrary } from './support/library-tree';

const BAD = 'session-2026-12-02-10-00-00-0000dddd_001.jsonl';
let app: RunningServer;

test.beforeAll(async () => {
  const root = tempRoot();
  const dir = tracesFolder(root, 'acme', 'coder', '2026-01-02');
  writeFileSync(join(dir, `${PARENT}_001.jsonl`), fileText(familyLines().parent));
  writeFileSync(join(dir, BAD), 'not a record\n{"type":\n');
  app = await serveLibrary([root]);
});
test.afterAll(async () => {
  await app.close();
});

for (const { lang, summary, kind, reason, badLines } of [
  {
    lang: 'en',
    summary: '1 file with problems',
    kind: 'no session',
    reason: 'no records',
    badLines: '2 bad lines',
  },
  {
    lang: 'zh',
    summary: '1 个文件有问题',
    kind: '无 Session',
    reason: '没有记录',
    badLines: '2 个坏行',
  },
]) {
  test(`a file of bad lines only is listed as holding no session, one file (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${app.url}/?library&lang=${lang}`);
    await expect(page.getByTestId('library-row')).toHaveCount(2);
    const problems = page.getByTestId('library-problems');
    await expect(problems.locator('summary')).toHaveText(summary);
    await problems.locator('summary').click();
    const none = problems.locator('[data-testid=library-problem][data-problem=no-session]');
    await expect(none).toHaveCount(1);
    await expect(none).toContainText(BAD);
    await expect(none).toContainText(kind);
    await expect(none).toContainText(reason);
    const bad = problems.locator('[data-testid=library-problem][data-problem=bad-lines]');
    await expect(bad).toContainText(BAD);
    await expect(bad).toContainText(badLines);
  });
}
