import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test/support/cli-harness';
import {
  PLANTED,
  plantedHistory,
  plantedSse,
  plantedSurvivors,
  plantedTraceLines,
} from '../test/support/planted-secrets';
import { createTraceBuilder } from '../test/support/trace-builder';
import { manyFindingsText } from '../test/support/many-findings';

function corpus() {
  const dir = mkdtempSync(join(tmpdir(), 'redact-'));
  const input = join(dir, 'planted.jsonl');
  const text = `${plantedTraceLines().join('\n')}\n`;
  writeFileSync(input, text);
  return { dir, input, text };
}

interface JsonReport {
  ok: boolean;
  total: number;
  files: { file: string; findings: { kind: string; path: string }[] }[];
  failures: { file: string; error: string }[];
}

describe('omniscope redact', () => {
  it('writes a copy without the planted secrets that validates, and reports each replacement', async () => {
    const { dir, input, text } = corpus();
    const out = join(dir, 'out');
    const { code, stdout } = await runCli(['redact', input, '--out', out, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.total).toBe(PLANTED.length);
    expect(report.files[0]?.findings.map((f) => f.kind).sort()).toEqual(
      PLANTED.map((p) => p.kind).sort(),
    );
    for (const p of PLANTED) expect(stdout).not.toContain(p.gone ?? p.text);
    const written = readFileSync(join(out, 'planted.jsonl'), 'utf8');
    expect(plantedSurvivors(text, written)).toEqual({ missed: [], altered: [] });
    expect(readFileSync(input, 'utf8')).toBe(text);
    expect(await runCli(['validate', join(out, 'planted.jsonl')])).toMatchObject({ code: 0 });
  });

  it('scans SSE captures and .json responses too', async () => {
    const { dir } = corpus();
    const sse = join(dir, 'stream.sse');
    const json = join(dir, 'messages.json');
    writeFileSync(sse, plantedSse());
    writeFileSync(json, plantedHistory());
    const out = join(dir, 'out');
    const { code, stdout } = await runCli(['redact', sse, json, '--out', out, '--json']);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as JsonReport).total).toBe(2 * PLANTED.length);
    expect(plantedSurvivors(plantedSse(), readFileSync(join(out, 'stream.sse'), 'utf8'))).toEqual({
      missed: [],
      altered: [],
    });
    const redacted = readFileSync(join(out, 'messages.json'), 'utf8');
    expect(plantedSurvivors(plantedHistory(), redacted)).toEqual({ missed: [], altered: [] });
    expect(JSON.parse(redacted)).toHaveProperty('messages');
  });

  it('reports a secret cut across streaming fragments once, naming the lines of its pieces', async () => {
    const { dir } = corpus();
    const b = createTraceBuilder();
    const key = PLANTED[2]?.text ?? '';
    const said = b.text('assistant', `the key is ${key} as asked`);
    const sse = join(dir, 'cut.sse');
    const records = [...b.fragmentsOf(said, [14, 20, 26, 32]), said];
    writeFileSync(sse, records.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''));
    const out = join(dir, 'out');
    const json = await runCli(['redact', sse, '--out', out, '--json']);
    expect((JSON.parse(json.stdout) as JsonReport).total).toBe(2);
    const { stdout } = await runCli(['redact', sse, '--out', join(dir, 'again')]);
    expect(stdout).toContain('cut.sse: 2 replaced');
    expect(stdout).toContain('also on lines 5, 7, 9, 11');
    expect(readFileSync(join(out, 'cut.sse'), 'utf8')).not.toContain(key.slice(-6));
  });

  it('writes a line of invalid UTF-8 with nothing to redact byte for byte, and says so', async () => {
    const { dir } = corpus();
    const line = (text: string) =>
      Buffer.from(`${JSON.stringify({ type: 'model_msg', payload: { type: 'text', text } })}\n`);
    const [before, after] = line('caf\u00e9 @ here').toString('latin1').split('@');
    // Latin-1 bytes where UTF-8 was due (0xE9), and a lone continuation byte (0x80).
    const bad = Buffer.concat([
      Buffer.from(before ?? '', 'latin1'),
      Buffer.from([0xe9, 0x80]),
      Buffer.from(after ?? '', 'latin1'),
    ]);
    const secret = Buffer.concat([
      bad.subarray(0, bad.length - 3),
      Buffer.from(' DB_PASSWORD=dbpass99'),
      bad.subarray(bad.length - 3),
    ]);
    const original = Buffer.concat([Buffer.from('\uFEFF'), line('hello'), bad, secret, bad]);
    const input = join(dir, 'latin.jsonl');
    writeFileSync(input, original);
    const out = join(dir, 'out');
    const { code, stdout } = await runCli(['redact', input, '--out', out]);
    expect(code).toBe(0);
    const written = readFileSync(join(out, 'latin.jsonl'));
    const lines = (b: Buffer) => b.toString('latin1').split('\n');
    const [one, two, three, four] = lines(written);
    expect([one, two, four]).toEqual([lines(original)[0], lines(original)[1], lines(original)[3]]);
    expect(three).toContain('[REDACTED:password]');
    expect(stdout).toContain('line 2: not valid UTF-8; written byte for byte');
    expect(stdout).toContain(
      'line 3: not valid UTF-8; written as UTF-8, its invalid bytes as U+FFFD',
    );
    const zh = await runCli(['redact', input, '--out', join(dir, 'zh')], {
      env: { LANG: 'zh_CN.UTF-8' },
    });
    expect(zh.stdout).toContain('第 2 行：不是有效的 UTF-8，按原字节写出');
    const json = await runCli(['redact', input, '--out', join(dir, 'j'), '--json']);
    expect((JSON.parse(json.stdout) as { notUtf8: unknown }).notUtf8).toEqual([
      { file: input, line: 2, rewritten: false },
      { file: input, line: 3, rewritten: true },
      { file: input, line: 4, rewritten: false },
    ]);
  });

  it('reports a file it cannot scan as not scanned, with exit 1, and refuses a FIFO', async () => {
    const { dir, input } = corpus();
    const fifo = join(dir, 'pipe.jsonl');
    execFileSync('mkfifo', [fifo]);
    const folder = join(dir, 'folder.jsonl');
    mkdirSync(folder);
    const odd = join(dir, 'notes.txt');
    writeFileSync(odd, 'hello 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\n');
    const out = join(dir, 'out');
    const { code, stdout } = await runCli([
      'redact',
      input,
      fifo,
      folder,
      odd,
      '--out',
      out,
      '--json',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.ok).toBe(false);
    expect(report.failures.map((f) => [f.file, f.error])).toEqual([
      [fifo, 'not scanned: cannot read: not a regular file'],
      [folder, 'not scanned: cannot read: not a regular file'],
      [odd, 'not scanned: unknown format: neither JSON Lines nor SSE'],
    ]);
    expect(report.total).toBe(PLANTED.length);
  });

  it('prints a human report with counts by kind, control characters in field paths escaped', async () => {
    const { dir, input } = corpus();
    const osc52 = '\u001b]52;c;ZXZpbA==\u0007';
    const hostile = join(dir, 'hostile.jsonl');
    writeFileSync(
      hostile,
      `${JSON.stringify({ type: 'model_msg', payload: { [osc52]: 'DB_PASSWORD=dbpass99' } })}\n`,
    );
    const { code, stdout } = await runCli(['redact', input, hostile, '--out', join(dir, 'o')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /line 5 \.payload\.arguments \[\d+, \d+\) password \(password-in-command\)/,
    );
    expect(stdout).toMatch(/^36 replaced \(.*10 password.*\); written to /m);
    expect(stdout).not.toContain('\u001b');
    expect(stdout).toContain('.payload.\\x1b]52;c;ZXZpbA==\\x07 [12, 20) password');
  });

  it('reports in Chinese on a Chinese locale, the JSON unchanged', async () => {
    const { dir, input } = corpus();
    const env = { LANG: 'zh_CN.UTF-8' };
    const { code, stdout } = await runCli(['redact', input, '--out', join(dir, 'o')], { env });
    expect(code).toBe(0);
    expect(stdout).toMatch(/planted\.jsonl：替换了 35 处$/m);
    expect(stdout).toMatch(/^已替换 35 处（.*密码 9 处.*）；已写入 /m);
    const json = (lang: Record<string, string>) =>
      runCli(['redact', input, '--out', join(dir, `j${Object.keys(lang).length}`), '--json'], {
        env: lang,
      }).then((r) => JSON.parse(r.stdout.replaceAll(/j\d/g, 'j')) as JsonReport);
    expect(await json(env)).toEqual(await json({}));
  });

  it('never overwrites an input, and needs --out', async () => {
    const { dir, input, text } = corpus();
    const refused = await runCli(['redact', input, '--out', dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not scanned: would overwrite an input');
    expect(refused.stdout).toBe(`nothing written to ${dir}\n`);
    expect(readFileSync(input, 'utf8')).toBe(text);
    expect((await runCli(['redact', input])).code).toBe(2);
  });

  it('reports a file with 300,000 findings: gathering them does not overflow the stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redact-many-'));
    const input = join(dir, 'many.jsonl');
    writeFileSync(input, manyFindingsText(300_000));
    const { code, stdout, stderr } = await runCli(['redact', input, '--out', join(dir, 'out')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(
      stdout.endsWith('300,000 replaced (300,000 email); written to ' + join(dir, 'out') + '\n'),
    ).toBe(true);
  }, 120_000);
});
