// A Trace file and its copy under another name, dropped together: the app tells the copy by its
// bytes, as the library and `validate` do, reads the file once and says which copy it left out.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { tempRoot } from '../test/support/library-tree';
import { CHILD_001, fixturePath, RECORDS } from './support/fixtures';
import { dropFiles, gotoApp, waitForLoaded } from './support/open';

const dir = tempRoot();
const original = join(dir, 'a.jsonl');
const copy = join(dir, 'copy-of-a.jsonl');
copyFileSync(fixturePath(CHILD_001), original);
copyFileSync(fixturePath(CHILD_001), copy);

for (const { lang, said } of [
  {
    lang: 'en',
    said: 'the same Trace file twice: a.jsonl is read, its copy copy-of-a.jsonl left out',
  },
  { lang: 'zh', said: '同一个 Trace 文件出现两次：读取 a.jsonl，略过其副本 copy-of-a.jsonl' },
]) {
  test(`a renamed copy dropped with its file counts once and is named (${lang})`, async ({
    page,
  }) => {
    await gotoApp(page, `/?lang=${lang}`);
    await dropFiles(page, [original, copy]);
    const status = await waitForLoaded(page);
    await expect(status).toHaveAttribute('data-records', String(RECORDS[CHILD_001]));
    await expect(page.getByTestId('doc-tab')).toHaveCount(1);
    await page.getByTestId('diagnostic-count').click();
    const told = page
      .getByTestId('diagnostics-panel')
      .locator('[data-testid=diagnostic][data-severity=warning]');
    await expect(told).toHaveCount(1);
    await expect(told).toContainText(said);
  });
}
