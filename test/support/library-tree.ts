// PenguinHarness-layout folders of Trace files for the library index tests:
// <root>/<project>/agents/<agent>/traces/<yyyy-mm-dd>/<sessionId>_<NNN>.jsonl
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateTrace } from './generate-trace';
import { createTraceBuilder, tokens } from './trace-builder';

export const PARENT = 'session-2026-01-02-03-04-05-0000aaaa';
export const CHILD = 'session-2026-01-02-03-04-09-0000bbbb';

export function tracesFolder(root: string, project: string, agent: string, date: string): string {
  const dir = join(root, project, 'agents', agent, 'traces', date);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const linesOf = (records: readonly object[]) => records.map((r) => JSON.stringify(r));
export const fileText = (lines: readonly string[]) => lines.map((l) => `${l}\n`).join('');

/**
 * A parent that asks, calls a tool the user denies, retries a timed-out request and starts a
 * subagent; the child answers. Lines, so a test can write a file in parts.
 */
export function familyLines(): { parent: string[]; child: string[] } {
  const b = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z', step: 100 });
  const parent = linesOf([
    b.makeMeta({ session_id: PARENT, model_id: 'claude-sonnet-4-5' }),
    b.text('user', 'Find the flaky test\nand fix it'),
    b.begin(),
    b.end('timeout', { error_message: 'upstream 503', attempt: 1, retry_in_ms: 10 }),
    b.begin(),
    b.thinking('look at the tests'),
    b.call('call_1', 'exec_command', '{"cmd":"rm -rf /"}'),
    b.decide('call_1', 'deny'),
    b.output('call_1', 'denied by user'),
    b.makeTokenUsage({ request: tokens(100, 20, 30), session: tokens(100, 20, 30) }),
    b.end('completed'),
    b.makeSubagent({ session_id: CHILD }),
    b.begin(),
    b.text('assistant', 'Fixed: the clock was not mocked.'),
    b.makeTokenUsage({ request: tokens(200, 0, 10), session: tokens(300, 20, 40) }),
    b.end('completed'),
  ]);
  const child = linesOf([
    b.makeMeta({ session_id: CHILD, model_id: 'claude-sonnet-4-5', source: 'subagent' }),
    b.text('user', 'Read test/clock.test.ts'),
    b.begin(),
    b.call('c_1', 'read_file', '{"path":"test/clock.test.ts"}'),
    b.output('c_1', 'it("ticks", …)'),
    b.end('completed'),
  ]);
  return { parent, child };
}

/** A second parent, later than PARENT (so after it by id), whose subagent pointers name `children`. */
export const SECOND_PARENT = 'session-2026-01-02-05-00-00-0000cccc';

export function secondParentLines(children: readonly string[]): string[] {
  const b = createTraceBuilder({ start: '2026-01-02T05:00:00.000Z', step: 100 });
  return linesOf([
    b.makeMeta({ session_id: SECOND_PARENT, model_id: 'claude-sonnet-4-5' }),
    b.text('user', 'Run the checks again'),
    b.begin(),
    ...children.map((id) => b.makeSubagent({ session_id: id })),
    b.text('assistant', 'Done.'),
    b.end('completed'),
  ]);
}

export function tempRoot(): string {
  return mkdtempSync(join(tmpdir(), 'omniscope-library-'));
}

/** A generated session of `n` records written under its PenguinHarness folder; returns its path. */
export function writeGenerated(dir: string, n: number, seed: number): string {
  const trace = generateTrace(n, seed);
  const id = trace.sessionId.replace(/[0-9a-f]{8}$/, seed.toString(16).padStart(8, '0'));
  const path = join(dir, `${id}_001.jsonl`);
  writeFileSync(path, fileText(trace.lines.map((l) => l.replaceAll(trace.sessionId, id))));
  return path;
}
