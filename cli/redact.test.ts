import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test/support/cli-harness';
import { PLANTED, plantedTraceLines } from '../test/support/planted-secrets';

function corpus() {
  const dir = mkdtempSync(join(tmpdir(), 'redact-'));
  const input = join(dir, 'planted.jsonl');
  const text = `${plantedTraceLines().join('\n')}\n`;
  writeFileSync(input, text);
  return { dir, input, text };
}

describe('omniscope redact', () => {
  it('writes a copy without the planted secrets that validates, and reports each replacement', async () => {
    const { dir, input, text } = corpus();
    const out = join(dir, 'out');
    const { code, stdout } = await runCli(['redact', input, '--out', out, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as {
      total: number;
      files: { findings: { kind: string }[] }[];
    };
    expect(report.total).toBe(PLANTED.length);
    expect(report.files[0]?.findings.map((f) => f.kind).sort()).toEqual(
      PLANTED.map((p) => p.kind).sort(),
    );
    expect(stdout).not.toContain(PLANTED[0]?.text);
    const written = readFileSync(join(out, 'planted.jsonl'), 'utf8');
    expect(written.split('\n')).toHaveLength(text.split('\n').length);
    for (const p of PLANTED.filter((x) => x.kind !== 'home-path'))
      expect(written).not.toContain(p.text);
    expect(readFileSync(input, 'utf8')).toBe(text);
    expect(await runCli(['validate', join(out, 'planted.jsonl')])).toMatchObject({ code: 0 });
  });

  it('prints a human report with counts by kind', async () => {
    const { dir, input } = corpus();
    const { code, stdout } = await runCli(['redact', input, '--out', join(dir, 'o')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /line 5 \.payload\.arguments \[\d+, \d+\) password \(password-in-command\)/,
    );
    expect(stdout).toMatch(/^10 replaced \(.*3 password.*\); written to /m);
  });

  it('never overwrites an input, and needs --out', async () => {
    const { dir, input, text } = corpus();
    expect((await runCli(['redact', input, '--out', dir])).code).toBe(1);
    expect(readFileSync(input, 'utf8')).toBe(text);
    expect((await runCli(['redact', input])).code).toBe(2);
  });
});
