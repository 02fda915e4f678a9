import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { writeGeneratedTrace } from '../test/support/generate-trace';
import { PLANTED, plantedSurvivors, plantedTraceLines } from '../test/support/planted-secrets';
import { TRACE_FILES } from './support/fixtures';
import { openFixtures, pickFiles, waitForLoaded } from './support/open';

/** The bundled CLI, as a user runs it (the e2e runner builds it first). */
const omniscope = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['bin/omniscope.js', ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout };
};

test('the redact pane finds every planted secret, saves a file without them, and agrees with the CLI', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'redact-e2e-'));
  const input = join(dir, 'planted.jsonl');
  const original = `${plantedTraceLines().join('\n')}\n`;
  writeFileSync(input, original);
  await pickFiles(page, [input]);
  await waitForLoaded(page);

  await page.getByTestId('redact-toggle').click();
  const findings = page.getByTestId('redact-finding');
  await expect(findings).toHaveCount(PLANTED.length);
  const kinds = await findings.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));

  const { stdout } = omniscope('redact', input, '--out', join(dir, 'out'), '--json');
  const cli = JSON.parse(stdout) as { files: { findings: { kind: string }[] }[] };
  expect(kinds).toEqual(cli.files[0]?.findings.map((f) => f.kind));

  // Keeping the e-mail leaves it in the saved file; everything else is replaced.
  await findings.filter({ hasText: 'alice.doe@example.org' }).getByRole('checkbox').uncheck();
  const download = page.waitForEvent('download');
  await page.getByTestId('redact-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('planted.jsonl');
  const saved = join(dir, 'saved.jsonl');
  await file.saveAs(saved);
  const text = readFileSync(saved, 'utf8');
  const { missed, altered } = plantedSurvivors(original, text);
  expect(missed.map((p) => p.text)).toEqual(['alice.doe@example.org']);
  expect(altered).toEqual([]);
  expect(omniscope('validate', saved).code).toBe(0);
});

test('redacting a large trace runs beside the page, with progress, and cancels', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Large enough that the scan is still running after the steps below on an idle machine.
  const trace = writeGeneratedTrace(400_000);
  await pickFiles(page, [trace.path]);
  await waitForLoaded(page, 120_000);

  await page.getByTestId('redact-toggle').click();
  const pane = page.getByTestId('redact-pane');
  const progress = page.getByTestId('redact-progress');
  await expect(pane).toHaveAttribute('data-phase', 'scanning');
  // Part-way values reach the page while the worker reads.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  // The page keeps drawing frames and answering the reader meanwhile.
  const frames = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let n = 0;
        const frame = () => (++n === 10 ? resolve(n) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
  );
  expect(frames).toBe(10);
  await page.keyboard.press('/');
  await page.getByTestId('search-input').fill('deploy');
  await expect(page.getByTestId('search-input')).toHaveValue('deploy');
  await expect(pane).toHaveAttribute('data-phase', 'scanning');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);

  await page.getByTestId('redact-cancel').click();
  await expect(pane).toHaveAttribute('data-phase', 'cancelled');
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('redact-summary')).toHaveText('Cancelled: nothing was saved.');
  await expect(page.getByTestId('redact-save')).toBeDisabled();
});

test('on a phone each finding shows its kind and value, and where it is on a line below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFixtures(page, TRACE_FILES);
  // On a phone the header's buttons are folded into its menu.
  await page.getByTestId('header-menu').click();
  await page.getByTestId('redact-toggle').click();
  const finding = page.getByTestId('redact-finding').first();
  await expect(finding).toBeVisible();
  const [value, place] = await Promise.all(
    ['redact-finding-value', 'redact-finding-place'].map(async (id) =>
      finding.getByTestId(id).boundingBox(),
    ),
  );
  // Beside a long file name the value had no width left, and the name ran over the kind.
  expect(value?.width).toBeGreaterThan(20);
  expect(place?.y).toBeGreaterThanOrEqual((value?.y ?? 0) + (value?.height ?? 0) - 1);
  const pane = page.getByTestId('redact-pane');
  expect(await pane.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('a line of invalid UTF-8 is named in the pane and saved byte for byte', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'redact-e2e-'));
  const input = join(dir, 'latin.jsonl');
  const [meta = '', ...rest] = plantedTraceLines();
  const text = JSON.stringify({
    timestamp: '2026-01-01T00:00:00.000Z',
    type: 'model_msg',
    payload: { type: 'text', role: 'user', text: 'caf@ ok' },
  });
  const [before = '', after = ''] = text.split('@');
  // Line 2: "café" written in Latin-1, as an old editor saves it.
  const latin = Buffer.concat([Buffer.from(before), Buffer.from([0xe9]), Buffer.from(after)]);
  const original = Buffer.concat([
    Buffer.from(`${meta}\n`),
    latin,
    Buffer.from(`\n${rest.join('\n')}\n`),
  ]);
  writeFileSync(input, original);
  await pickFiles(page, [input]);
  await waitForLoaded(page);
  await page.getByTestId('redact-toggle').click();
  await expect(page.getByTestId('redact-pane')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('redact-not-utf8')).toHaveText(
    'latin.jsonl: line 2 is not valid UTF-8: saved byte for byte unless a secret on it is replaced',
  );
  const download = page.waitForEvent('download');
  await page.getByTestId('redact-save').click();
  const saved = readFileSync(await (await download).path());
  const second = saved.indexOf(0x0a) + 1;
  expect(saved.subarray(second, saved.indexOf(0x0a, second))).toEqual(latin);
});
