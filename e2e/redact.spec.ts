import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { PLANTED, plantedTraceLines } from '../test/support/planted-secrets';
import { pickFiles, waitForLoaded } from './support/open';

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
  writeFileSync(input, `${plantedTraceLines().join('\n')}\n`);
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
  for (const p of PLANTED.filter((x) => x.kind !== 'home-path' && x.kind !== 'email'))
    expect(text).not.toContain(p.text);
  expect(text).toContain('alice.doe@example.org');
  expect(text).not.toContain('/home/alice');
  expect(omniscope('validate', saved).code).toBe(0);
});
