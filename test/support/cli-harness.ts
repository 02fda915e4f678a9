// Test support for the CLI tests: runs the real command function in-process, and writes inputs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHILD_ID, PARENT_ID, fixturePath, SESSION_A } from './fixtures';
import type { Report } from '../../cli/report';
import { run, type RunDeps } from '../../cli/run';

export const FIXTURES = fixturePath(SESSION_A);
export const PARENT = PARENT_ID;
export const CHILD = CHILD_ID;
export const PARENT_1 = `${FIXTURES}${PARENT}_001.jsonl`;
export const PARENT_2 = `${FIXTURES}${PARENT}_002.jsonl`;
export const CHILD_1 = `${FIXTURES}${CHILD}_001.jsonl`;
export const STREAM = `${FIXTURES}stream.sse`;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(
  argv: readonly string[],
  {
    env = {},
    isTTY = false,
    deps = {},
  }: { env?: Record<string, string>; isTTY?: boolean; deps?: RunDeps } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (s: string) => (stdout += s), isTTY },
    stderr: { write: (s: string) => (stderr += s) },
    env,
  };
  const code = await run(argv, io, deps);
  return { code, stdout, stderr };
}

export async function validateJson(...files: string[]): Promise<Report & { code: number }> {
  const { code, stdout } = await runCli(['validate', '--json', ...files]);
  return { ...(JSON.parse(stdout) as Report), code };
}

/** Writes files into a fresh temp directory; returns their paths by name. */
export function writeTemp(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-cli-'));
  return Object.fromEntries(
    Object.entries(files).map(([name, text]) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return [name, path];
    }),
  );
}

export const lines = (records: readonly unknown[]) =>
  records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';

export const sse = (events: readonly { data: unknown; id?: string; event?: string }[]) =>
  events
    .map(
      (e) =>
        `${e.event ? `event: ${e.event}\n` : ''}data: ${JSON.stringify(e.data)}\n${e.id ? `id: ${e.id}\n` : ''}\n`,
    )
    .join('');

export const tempFile = (name: string, text: string): string =>
  writeTemp({ [name]: text })[name] ?? '';
