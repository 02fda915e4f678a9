import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { version } from '../package.json';
import { endOnClosedPipe } from './io';
import { PARENT_1, runCli, STREAM } from '../test/support/cli-harness';
import { en } from '../src/i18n/en';

const USAGE = en.cli.usage.main;

describe('run: usage', () => {
  it.each([
    [[], 'missing command'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['validate'], 'validate needs at least one file'],
    [['validate', '--json'], 'validate needs at least one file'],
    [['validate', '--jsn', PARENT_1], 'unknown option --jsn'],
    [['serve', '--port', 'abc'], '--port must be 0-65535, got "abc"'],
    [['serve', 'no-such-folder'], 'no such folder or file: no-such-folder'],
  ])('%j: message and usage on stderr, exit 2', async (argv, message) => {
    const { code, stdout, stderr } = await runCli(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      new RegExp(
        `^omniscope: ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\nUsage: omniscope `,
      ),
    );
  });

  it('help, --help and -h print the usage on stdout, exit 0', async () => {
    for (const argv of [['help'], ['--help'], ['-h']]) {
      expect(await runCli(argv)).toEqual({ code: 0, stdout: USAGE, stderr: '' });
    }
  });

  it('command help: `help validate` and `validate --help`', async () => {
    const a = await runCli(['help', 'validate']);
    const b = await runCli(['validate', '--help']);
    expect(a.stdout).toMatch(/^Usage: omniscope validate/);
    expect(b).toEqual(a);
    expect((await runCli(['serve', '-h'])).stdout).toMatch(/^Usage: omniscope serve/);
  });

  it("every command's help describes each option its usage line names", async () => {
    for (const command of [
      'validate',
      'serve',
      'redact',
      'index',
      'query',
      'ingest',
      'bundle',
      'open',
    ]) {
      const { stdout } = await runCli(['help', command]);
      const [usage = '', body = ''] = stdout.split('\n\n');
      const named = [...usage.matchAll(/--[a-z-]+/g)].map((m) => m[0]);
      for (const option of named)
        expect(stdout.slice(usage.length + body.length), `${command} ${option}`).toContain(option);
    }
  });

  it('help of an unknown command says so and exits 2', async () => {
    const { code, stdout, stderr } = await runCli(['help', 'serv']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^omniscope: unknown command "serv"\n\nUsage: omniscope <command>/);
    expect((await runCli(['help', 'help'])).stdout).toBe(USAGE);
  });

  it('--version prints the package version', async () => {
    expect(await runCli(['--version'])).toEqual({
      code: 0,
      stdout: `omniscope ${version}\n`,
      stderr: '',
    });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('run: validate output', () => {
  it('--json prints exactly one JSON object, after or before the files', async () => {
    for (const argv of [
      ['validate', '--json', PARENT_1],
      ['validate', PARENT_1, '--json'],
    ]) {
      const { code, stdout, stderr } = await runCli(argv);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      const parsed = JSON.parse(stdout) as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual(
        expect.arrayContaining([
          'records',
          'counts',
          'sessions',
          'diagnostics',
          'violations',
          'ok',
        ]),
      );
    }
  });

  it('colours only on a terminal, and not with NO_COLOR', async () => {
    const tty = await runCli(['validate', STREAM], { isTTY: true });
    expect(tty.stdout).toContain('\x1b[33mwarning\x1b[0m');
    expect(tty.stdout.endsWith('\x1b[32mok\x1b[0m\n')).toBe(true);
    const noColour = await runCli(['validate', STREAM], { isTTY: true, env: { NO_COLOR: '1' } });
    expect(noColour.stdout).not.toContain('\x1b[');
    expect((await runCli(['validate', STREAM])).stdout).not.toContain('\x1b[');
  });

  it('--json output has no colour even on a terminal', async () => {
    const { stdout } = await runCli(['validate', '--json', STREAM], { isTTY: true });
    expect(stdout).not.toContain('\x1b[');
  });
});

describe('endOnClosedPipe', () => {
  it('ends the run quietly when the reader closed stdout, and rethrows any other error', () => {
    const stdout = new EventEmitter();
    const exit = vi.fn();
    endOnClosedPipe(stdout, exit);
    stdout.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(() => stdout.emit('error', Object.assign(new Error('no'), { code: 'EIO' }))).toThrow(
      'no',
    );
  });
});
