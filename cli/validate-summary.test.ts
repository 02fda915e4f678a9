// The per-session summary of validate counts what the app's session view counts, in its words.
import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../test/support/trace-builder';
import { lines, runCli, tempFile, validateJson } from '../test/support/cli-harness';

const { begin, call, decide, end, meta, output, text } = createTraceBuilder();

const ID = 'session-2026-12-02-10-00-00-0123abcd';

describe('validate: the session summary', () => {
  it('counts a tool call that ran and failed, apart from the denied one', async () => {
    const f = tempFile(
      'failed-tool.jsonl',
      lines([
        meta(ID),
        text('user', 'go'),
        begin(),
        call('c1', 'exec_command', '{"cmd":"false"}'),
        call('c2', 'exec_command', '{"cmd":"rm -rf /"}'),
        decide('c1', 'allow'),
        decide('c2', 'deny'),
        output('c1', 'exit status 1', undefined, 'failed'),
        output('c2', 'denied by the user', undefined, 'aborted'),
        end('completed'),
        begin(),
        text('assistant', 'the command failed'),
        end('completed'),
      ]),
    );
    const r = await validateJson(f);
    expect(r.sessions[0]?.toolCalls).toMatchObject({
      total: 2,
      allowed: 1,
      denied: 1,
      failed: 1,
    });
    const human = await runCli(['validate', f]);
    expect(human.stdout).toContain(
      '  tool calls   2 (1 allowed, 1 denied, 0 forbidden, 1 failed, 0 without output)',
    );
    const zh = await runCli(['validate', '--lang', 'zh', f]);
    expect(zh.stdout).toContain('  工具调用   2（已批准 1，已拒绝 1，禁止 0，失败 1，无输出 0）');
  });

  it("says the statuses in the app's words, in English and Chinese; --json keeps the codes", async () => {
    const f = tempFile(
      'cut.jsonl',
      lines([
        meta(ID),
        text('user', 'go'),
        begin(),
        end('auth', { error_message: 'invalid api key' }),
        begin(),
        text('assistant', 'half an ans'),
      ]),
    );
    const r = await validateJson(f);
    expect(r.sessions[0]).toMatchObject({ status: 'cut', requests: { total: 2, auth: 1 } });
    const human = await runCli(['validate', f]);
    expect(human.stdout).toContain('  status       cut off\n');
    expect(human.stdout).toContain('  requests     2 (1 auth refused)\n');
    const zh = await runCli(['validate', '--lang', 'zh', f]);
    expect(zh.stdout).toContain('  状态       已截断\n');
    expect(zh.stdout).toContain('  请求       2（认证被拒 1）\n');
  });

  it('a session that ended well is "completed"', async () => {
    const f = tempFile(
      'done.jsonl',
      lines([meta(ID), text('user', 'go'), begin(), text('assistant', 'hi'), end('completed')]),
    );
    const human = await runCli(['validate', f]);
    expect(human.stdout).toContain('  status       completed\n');
    expect(human.stdout).toContain('  requests     1 (1 completed)\n');
  });
});
