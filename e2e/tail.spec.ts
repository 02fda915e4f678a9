// `omniscope serve --tail <file>`: the file is followed live; an appended record shows at once.
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../server/index';
import { CHILD_001, fixturePath } from './support/fixtures';

let app: RunningServer;
let file: string;

test.beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'omniscope-tail-')), CHILD_001);
  writeFileSync(
    file,
    readFileSync(fixturePath(CHILD_001), 'utf8').split('\n').slice(0, 6).join('\n') + '\n',
  );
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    demo: false,
    tail: file,
  });
});
test.afterAll(async () => app.close());

test('a record appended to the tailed file shows within a second', async ({ page }) => {
  await page.goto(app.url);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('doc-title')).toContainText('CHILD_TASK');
  // The file so far comes once: from history, its replay on the stream de-duplicated.
  await expect(page.locator('[data-kind=text]')).toHaveCount(1);

  const text = `TAILED_LINE ${Date.now()}`;
  appendFileSync(
    file,
    JSON.stringify({
      timestamp: new Date().toISOString(),
      type: 'model_msg',
      payload: { type: 'text', role: 'assistant', text, stop_reason: 'completed' },
    }) + '\n',
  );
  // The tailer polls every 250 ms (fs.watch usually sooner); the rest is SSE and one frame. The
  // budget leaves room for a loaded CI machine: a stalled tail would miss it by far.
  await expect(page.locator('[data-kind=text]', { hasText: text })).toBeVisible({ timeout: 3000 });
  await expect(page.locator('[data-kind=text]')).toHaveCount(2);
});
