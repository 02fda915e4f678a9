// `omniscope serve --tail <file>`: the file is followed live; an appended record shows at once.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../server/index';
import { CHILD_001, fixturePath } from './support/fixtures';

let app: RunningServer;
let file: string;

/** The first lines of the child's Trace: its session_meta and task, one text record. */
const HEAD = readFileSync(fixturePath(CHILD_001), 'utf8').split('\n').slice(0, 6).join('\n') + '\n';

async function serveTail(path: string): Promise<RunningServer> {
  return startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    demo: false,
    tail: path,
  });
}

const newTailedFile = () => join(mkdtempSync(join(tmpdir(), 'omniscope-tail-')), CHILD_001);

test.beforeAll(async () => {
  file = newTailedFile();
  writeFileSync(file, HEAD);
  app = await serveTail(file);
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

test('a deleted file is not live; a viewer who comes once it is back hears nothing stale', async ({
  page,
  browser,
}) => {
  // Two viewers, each waiting for its first history on a loaded machine.
  test.setTimeout(90_000);
  const path = newTailedFile();
  writeFileSync(path, HEAD);
  const server = await serveTail(path);
  try {
    const pill = page.getByTestId('connection-state');
    await page.goto(server.url);
    await expect(pill).toHaveAttribute('data-state', 'live', { timeout: 15_000 });

    rmSync(path);
    await expect(pill).toHaveAttribute('data-state', 'gone', { timeout: 5000 });
    await expect(pill).not.toContainText('Live');
    await expect(pill).toContainText('file gone');

    writeFileSync(path, HEAD);
    await expect(pill).toHaveAttribute('data-state', 'live', { timeout: 5000 });

    const late = await browser.newPage();
    await late.goto(server.url);
    await expect(late.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
      timeout: 15_000,
    });
    await expect(late.locator('[data-kind=text]')).toHaveCount(1);
    await late.getByTestId('diagnostic-count').click();
    await expect(late.getByTestId('diagnostics-panel')).toBeVisible();
    await expect(
      late.getByTestId('diagnostic').filter({ hasText: /deleted|rewritten|replaced/ }),
    ).toHaveCount(0);
    // The first viewer was told, and keeps it among its problems.
    await page.getByTestId('diagnostic-count').click();
    await expect(page.getByTestId('diagnostic').filter({ hasText: 'was deleted' })).toHaveCount(1);
    await late.close();
  } finally {
    await server.close();
  }
});
