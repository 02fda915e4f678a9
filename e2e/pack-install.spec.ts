// Omniscope as a user installs it: `npm pack`, then `npm install -g <tarball> --omit=dev` into an
// empty prefix (no devDependencies, no build step), and every command run from that install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { packAndInstall } from '../scripts/pack-install.mjs';
import { plantedTraceLines } from '../test/support/planted-secrets';
import { fakeBrowser, start } from './support/cli-process';
import { fixturePath, TRACE_FILES } from './support/fixtures';
import { waitForLoaded } from './support/open';

test('the packed tarball installs without dev dependencies and every command works', async ({
  page,
}) => {
  // Packing and installing take a while on a loaded machine; npm may also fetch DuckDB.
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'pack-e2e-'));
  const p = packAndInstall(dir);
  // Only what the CLI needs at run time: the browser's packages are in the built files.
  expect(p.dependencies.filter((d) => !d.startsWith('@duckdb/') && d !== 'detect-libc')).toEqual(
    [],
  );
  expect(existsSync(join(p.installed, 'src'))).toBe(false);
  const omniscope = (...args: string[]) => spawnSync(p.bin, args, { encoding: 'utf8', cwd: dir });
  const traces = TRACE_FILES.map(fixturePath);

  expect(omniscope('--version').stdout).toMatch(/^omniscope \d/);
  const validated = omniscope('validate', ...traces, '--junit', join(dir, 'junit.xml'));
  expect(validated.status).toBe(0);
  expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toContain('<testsuite');

  const planted = join(dir, 'planted.jsonl');
  writeFileSync(planted, `${plantedTraceLines().join('\n')}\n`);
  const redacted = omniscope('redact', planted, '--out', join(dir, 'redacted'));
  expect(redacted.status).toBe(0);
  expect(redacted.stdout).toMatch(/[1-9]\d* replaced/);

  const bundled = omniscope('bundle', ...traces, '-o', join(dir, 'session.html'));
  expect(bundled.status).toBe(0);
  expect(readFileSync(join(dir, 'session.html'), 'utf8')).toContain('id="omniscope-session"');

  const serve = start(p.bin, ['serve', '--port', '0']);
  await expect.poll(serve.output, { timeout: 30_000 }).toMatch(/running at http:\/\/\S+/);
  const served = /http:\/\/[^\s/]+/.exec(serve.output())?.[0] ?? '';
  expect((await fetch(`${served}/`)).status).toBe(200);
  expect(await serve.interrupt()).toBe(0);

  const browser = fakeBrowser();
  const open = start(p.bin, ['open', ...traces], browser.env);
  const [url] = await browser.urls();
  await page.goto(url ?? '');
  await waitForLoaded(page);
  await expect(page.getByTestId('doc-title')).toContainText('ARCTIC_TASK');
  expect(await open.interrupt()).toBe(0);
});
