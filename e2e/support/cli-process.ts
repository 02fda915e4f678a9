// A long-running CLI command (`serve`, `open`) as a user runs it: started, read, stopped by Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface Running {
  child: ChildProcess;
  output: () => string;
  /** Sends SIGINT (Ctrl+C) and resolves with the exit code. */
  interrupt: () => Promise<number | null>;
}

export function start(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Running {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    output: () => out,
    interrupt: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

/** A stand-in for the reader's browser: `$BROWSER` pointing at it records each URL it is given. */
export function fakeBrowser(): { env: Record<string, string>; urls: () => Promise<string[]> } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-browser-'));
  const log = join(dir, 'urls');
  const script = join(dir, 'browser.sh');
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${log}'\n`);
  chmodSync(script, 0o755);
  const read = () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
  return {
    env: { BROWSER: script },
    urls: async () => {
      await expect.poll(() => read().length, { timeout: 30_000 }).toBeGreaterThan(0);
      return read();
    },
  };
}
