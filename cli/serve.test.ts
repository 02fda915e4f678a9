import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startServer, type ServeOptions } from '../server/index';
import type { ServeDeps } from './serve-command';
import { run } from './run';
import { parseServeArgs } from './serve-options';
import { PARENT_1, runCli } from '../test/support/cli-harness';

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Omniscope</title>');
  return dir;
}

/** Deps whose stop signal the test fires with `signals.emit('SIGINT')`. */
function fakeDeps(start: ServeDeps['start'], staticDir = builtApp()) {
  const signals = new EventEmitter();
  const deps: ServeDeps = {
    start,
    staticDir,
    onStopSignal: (stop) => {
      signals.once('SIGINT', stop);
      signals.once('SIGTERM', stop);
      return () => {
        signals.off('SIGINT', stop);
        signals.off('SIGTERM', stop);
      };
    },
  };
  return { deps, signals };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('parseServeArgs', () => {
  it('defaults: 127.0.0.1:4317, demo', () => {
    expect(parseServeArgs([])).toEqual({ host: '127.0.0.1', port: 4317, demo: true });
  });

  it('tail and proxy turn the demo off; demo speed and host pass through', () => {
    expect(parseServeArgs(['--tail', 'a.jsonl'])).toEqual({
      host: '127.0.0.1',
      port: 4317,
      demo: false,
      tail: 'a.jsonl',
    });
    expect(parseServeArgs(['--proxy=http://localhost:3000', '--port', '0'])).toMatchObject({
      port: 0,
      demo: false,
      proxy: 'http://localhost:3000',
    });
    expect(parseServeArgs(['--demo', '--demo-speed', '2.5', '--host', '0.0.0.0'])).toEqual({
      host: '0.0.0.0',
      port: 4317,
      demo: true,
      demoSpeed: 2.5,
    });
  });

  it('--allow-host may be given more than once', () => {
    expect(
      parseServeArgs(['--allow-host', 'box.lan', '--allow-host=[fd00::1]']).allowHosts,
    ).toEqual(['box.lan', '[fd00::1]']);
    expect(parseServeArgs([]).allowHosts).toBeUndefined();
  });

  it.each([
    [['--allow-host', 'http://box.lan'], /--allow-host needs a host name/],
    [['--allow-host', 'box.lan:80'], /--allow-host needs a host name/],
    [['--port', '70000'], /--port must be 0-65535/],
    [['--port', '1.5'], /--port must be 0-65535/],
    [['--demo', '--tail', 'a.jsonl'], /choose one of .*\(got --demo, --tail\)/],
    [['--library', 'postgres://u@db/x', '--demo'], /\(got --library, --demo\)/],
    [['t', '--library', 'postgres://u@db/x'], /\(got library paths, --library\)/],
    [['--tail', 'a.jsonl', '--proxy', 'http://x'], /choose one of/],
    [['--proxy', 'ftp://x'], /--proxy needs an http\(s\) URL/],
    [['--proxy', 'not a url'], /--proxy needs an http\(s\) URL/],
    [['--demo-speed', '0'], /--demo-speed must be a positive number/],
    [['--demo-speed', 'fast'], /--demo-speed must be a positive number/],
    [['--tail', 'a.jsonl', '--demo-speed', '2'], /--demo-speed only applies to the demo/],
    [
      ['--library', 'https://u:pw@db/x'],
      /^--library needs a postgres:\/\/user@host\/database URL$/,
    ],
    [['--library', 'postgres://u:pw@db'], /^--library: the URL names no database/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseServeArgs(argv)).toThrow(message);
  });

  it('usage errors exit 2 through the command', async () => {
    expect((await runCli(['serve', '--demo', '--proxy', 'http://x'])).code).toBe(2);
  });
});

describe('serve', () => {
  it('starts the server with the built app, prints the address and mode, stops on SIGINT with 0', async () => {
    const calls: ServeOptions[] = [];
    let closed = 0;
    const { deps, signals } = fakeDeps(async (o) => {
      calls.push(o);
      return {
        url: 'http://127.0.0.1:4317',
        urls: ['http://127.0.0.1:4317'],
        exposed: false,
        close: async () => void closed++,
      };
    });
    const done = runCli(['serve'], { deps: { serve: deps } });
    await tick();
    expect(calls).toEqual([
      { host: '127.0.0.1', port: 4317, demo: true, staticDir: deps.staticDir },
    ]);
    expect(closed).toBe(0);
    signals.emit('SIGINT');
    const { code, stdout } = await done;
    expect(code).toBe(0);
    expect(closed).toBe(1);
    expect(stdout).toMatch(
      /^Omniscope is running at http:\/\/127\.0\.0\.1:4317\/\nServing: demo session\n/,
    );
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });

  it('says what it serves: a tailed file (one not there yet too), a proxy', async () => {
    for (const [argv, line] of [
      [['--tail', PARENT_1], `Serving: tailing ${PARENT_1}\n`],
      [
        ['--tail', 'x.jsonl'],
        'Serving: tailing x.jsonl, which does not exist yet: its records show once it is written',
      ],
      [['--proxy', 'http://h:1'], 'Serving: proxying /api to http://h:1'],
    ] as const) {
      const { deps, signals } = fakeDeps(async () => ({
        url: 'http://127.0.0.1:1',
        urls: ['http://127.0.0.1:1'],
        exposed: false,
        close: async () => undefined,
      }));
      const done = runCli(['serve', ...argv], { deps: { serve: deps } });
      await tick();
      signals.emit('SIGTERM');
      expect((await done).stdout).toContain(line);
    }
  });

  it('bound beyond loopback: prints every reachable URL and a warning', async () => {
    const { deps, signals } = fakeDeps(async () => ({
      url: 'http://127.0.0.1:4317',
      urls: ['http://127.0.0.1:4317', 'http://192.168.1.20:4317'],
      exposed: true,
      close: async () => undefined,
    }));
    const done = runCli(['serve', '--host', '0.0.0.0'], { deps: { serve: deps } });
    await tick();
    signals.emit('SIGINT');
    const { stdout } = await done;
    expect(stdout).toContain('http://127.0.0.1:4317/');
    expect(stdout).toContain('also at http://192.168.1.20:4317/');
    expect(stdout).toMatch(/WARNING: .*anyone/s);
  });

  it('on loopback: no warning', async () => {
    const { deps, signals } = fakeDeps(async () => ({
      url: 'http://127.0.0.1:4317',
      urls: ['http://127.0.0.1:4317'],
      exposed: false,
      close: async () => undefined,
    }));
    const done = runCli(['serve'], { deps: { serve: deps } });
    await tick();
    signals.emit('SIGINT');
    expect((await done).stdout).not.toContain('WARNING');
  });

  it('a server that cannot start: the reason on stderr, exit 1', async () => {
    const { deps } = fakeDeps(async () => {
      throw new Error('listen EADDRINUSE: address already in use 127.0.0.1:4317');
    });
    const { code, stderr } = await runCli(['serve'], { deps: { serve: deps } });
    expect(code).toBe(1);
    expect(stderr).toContain('cannot start the server: listen EADDRINUSE');
  });

  it('an app that is not built: exit 1 with a hint', async () => {
    const { deps } = fakeDeps(
      async () => {
        throw new Error('not reached');
      },
      mkdtempSync(join(tmpdir(), 'omniscope-empty-')),
    );
    const { code, stderr } = await runCli(['serve'], { deps: { serve: deps } });
    expect(code).toBe(1);
    expect(stderr).toMatch(/web app is not built .*npm run build/);
  });

  it('with the real server: the demo config is served until SIGTERM, then the port is closed', async () => {
    const { deps, signals } = fakeDeps(startServer);
    let printed = '';
    let announced: (url: string) => void = () => undefined;
    const running = new Promise<string>((resolve) => (announced = resolve));
    const io = {
      stdout: {
        write: (s: string) => {
          printed += s;
          const url = /running at (\S+)\n/.exec(printed)?.[1];
          if (url) announced(url);
        },
      },
      stderr: { write: (s: string) => void (printed += s) },
      env: {},
    };
    const done = run(['serve', '--port', '0', '--demo-speed', '50'], io, { serve: deps });
    const url = await running;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const config = (await (await fetch(`${url}api/omniscope/config`)).json()) as { mode: string };
    expect(config.mode).toBe('demo');
    expect(await (await fetch(url)).text()).toContain('<title>Omniscope</title>');
    signals.emit('SIGTERM');
    expect(await done).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });
});
