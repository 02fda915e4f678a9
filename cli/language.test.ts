import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { en } from '../src/i18n/en';
import { zh } from '../src/i18n/zh';
import { CHILD_1, PARENT_1, PARENT_2, runCli, writeTemp } from '../test/support/cli-harness';

const ZH = { LANG: 'zh_CN.UTF-8' };

// A Trace with a bad line and a broken rule: a diagnostic and a violation to say.
const BROKEN = [
  readFileSync(PARENT_1, 'utf8').split('\n')[0],
  'not json',
  '{"timestamp":"2026-01-01T00:00:01Z","type":"event_msg","payload":{"type":"request_end","status":"completed"}}',
  '',
].join('\n');

describe('the command line speaks the locale', () => {
  it('LANG=zh_CN.UTF-8 gives Chinese help', async () => {
    expect((await runCli(['help'], { env: ZH })).stdout).toBe(zh.cli.usage.main);
    expect((await runCli(['validate', '--help'], { env: ZH })).stdout).toBe(zh.cli.usage.validate);
  });

  it('C, POSIX, an unset locale or LC_ALL=C over LANG=zh give English', async () => {
    for (const env of [
      {},
      { LANG: 'C' },
      { LC_ALL: 'POSIX' },
      { LC_ALL: 'C', LANG: 'zh_CN.UTF-8' },
    ])
      expect((await runCli(['help'], { env })).stdout).toBe(en.cli.usage.main);
    expect((await runCli(['help'], { env: { LC_MESSAGES: 'zh_TW.UTF-8' } })).stdout).toBe(
      zh.cli.usage.main,
    );
  });

  it('--lang overrides the locale, anywhere before --', async () => {
    expect((await runCli(['--lang', 'en', 'help'], { env: ZH })).stdout).toBe(en.cli.usage.main);
    expect((await runCli(['help', '--lang=zh'])).stdout).toBe(zh.cli.usage.main);
    const bad = await runCli(['--lang', 'fr', 'help']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^omniscope: --lang needs zh or en \(got "fr"\)\n\nUsage: /);
    // Asking for help does not make the mistake in --lang any less one.
    for (const argv of [
      ['--lang', 'fr', '--help'],
      ['query', '-h', '--lang=fr'],
    ])
      expect((await runCli(argv)).code).toBe(2);
  });

  it("says a session's status and its requests' statuses in Chinese words", async () => {
    const { stdout } = await runCli(['validate', '--lang', 'zh', PARENT_1, PARENT_2, CHILD_1]);
    expect(stdout).toContain('  状态       已完成\n');
    expect(stdout).toContain('  请求       10（已完成 7，失败 1，超时 1，格式错误 1）\n');
    // The English report says the app's words too; only --json keeps the codes.
    const english = await runCli(['validate', '--lang', 'en', PARENT_1, PARENT_2, CHILD_1]);
    expect(english.stdout).toContain('  status       completed\n');
  });

  it('says usage errors in Chinese', async () => {
    const { code, stderr } = await runCli(['validate', '--jsn'], { env: ZH });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^omniscope: 未知选项 --jsn\n\n用法：omniscope /);
  });

  it('reports validate in Chinese: diagnostics, violations and totals', async () => {
    const { t } = writeTemp({ t: BROKEN });
    const { stdout } = await runCli(['validate', t ?? ''], { env: ZH });
    expect(stdout).toContain(`${t}:2: 错误: JSON 无效：`);
    expect(stdout).toContain('request_end 之前没有未结束的 request_begin');
    expect(stdout).toContain('1 个文件中共 2 条记录');
    expect(stdout).toMatch(/失败\n$/);
    expect(stdout).not.toContain('invalid JSON');
  });

  it('--json is the same in both languages: codes and English reasons, no Chinese', async () => {
    const { t } = writeTemp({ t: BROKEN });
    const english = await runCli(['validate', '--json', t ?? '']);
    const chinese = await runCli(['validate', '--json', '--lang', 'zh', t ?? ''], { env: ZH });
    expect(chinese.stdout).toBe(english.stdout);
    const report = JSON.parse(english.stdout) as {
      diagnostics: { code: string }[];
      violations: { rule: string }[];
    };
    expect(report.diagnostics.map((d) => d.code)).toContain('invalid-json');
    expect(report.violations.map((v) => v.rule)).toContain('request-end-without-begin');
  });
});
