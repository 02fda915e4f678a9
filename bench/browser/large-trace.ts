// Issue 11's "large records" input: a parent Trace file of long thinking, text, tool calls with
// 1–50 KB outputs and a 1 MB base64 image now and then, plus a child session's own file that the
// parent's `subagent` pointer names. Deterministic for a seed; written straight to disk.
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEnvelope } from '../../src/protocol/types';
import { between, seededRng, type Rng } from '../../server/demo/random';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { noisePng } from '../../test/support/noise-png';

const WORDS = 'agent tool file read write build test patch config server stream token model'.split(
  ' ',
);
const PARENT = 'session-2026-01-02-03-04-05-1a2e0bad';
const CHILD = 'session-2026-01-02-03-05-00-c41d0bad';

type Builder = ReturnType<typeof createTraceBuilder>;

/** Records from the test toolkit's builder (one clock per file), written as they are made. */
class TraceWriter {
  private readonly fd: number;
  readonly b: Builder = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z' });
  bytes = 0;
  records = 0;

  constructor(
    path: string,
    private readonly rng: Rng,
  ) {
    this.fd = openSync(path, 'w');
  }

  write(record: AnyEnvelope): void {
    this.b.wait(between(this.rng, 1, 400));
    this.bytes += writeSync(this.fd, JSON.stringify(record) + '\n');
    this.records++;
  }

  close(): void {
    closeSync(this.fd);
  }
}

function words(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += (i ? ' ' : '') + (WORDS[between(rng, 0, WORDS.length - 1)] ?? '');
  return out;
}

const meta = (w: TraceWriter, sessionId: string) =>
  w.b.makeMeta({
    session_id: sessionId,
    provider: 'synthetic',
    model_id: 'gen-large',
    model_context_window: 200000,
    system_prompt: `You are a generated agent. ${'Follow the rules. '.repeat(400)}`,
  });

/** One turn: thinking, text, a tool call with its approval and a 1–50 KB output, usage, end. */
function turn(w: TraceWriter, rng: Rng, n: number, image: string | null): void {
  const { b } = w;
  const tool_call_id = `call_${n}`;
  const size = between(rng, 1024, 50 * 1024);
  let output = '';
  while (output.length < size)
    output += `src/${words(rng, 1)}.ts:${between(rng, 1, 900)}: ${words(rng, 8)}\n`;
  w.write(b.makeRequestBegin());
  w.write(b.makeThinking({ thinking: words(rng, between(rng, 50, 400)) }));
  w.write(
    b.makeText({ role: 'assistant', text: `Step ${n}: ${words(rng, between(rng, 20, 300))}` }),
  );
  w.write(
    b.makeToolCall({
      name: 'exec_command',
      arguments: JSON.stringify({ cmd: `grep -rn ${words(rng, 1)} src/` }),
      tool_call_id,
    }),
  );
  w.write(b.makeApprovalDecision({ decision: 'allow', tool_call_id }));
  w.write(b.makeToolOutput({ output, tool_call_id, ...(image ? { images: [image] } : {}) }));
  w.write(b.makeTokenUsage());
  w.write(b.makeRequestEnd({ status: 'completed' }));
}

export interface LargeTrace {
  paths: string[];
  bytes: number;
  records: number;
}

/** About `mb` megabytes in two files (parent ≈ 95 %, child ≈ 5 %) under `dir`. */
export function writeLargeTrace(dir: string, mb: number, seed = 5): LargeTrace {
  const rng = seededRng(seed);
  // A real PNG of ~1 MB as base64, shared by every image record (its bytes count in each line).
  const image = `data:image/png;base64,${noisePng(750_000).toString('base64')}`;
  const parentPath = join(dir, `${PARENT}_001.jsonl`);
  const childPath = join(dir, `${CHILD}_001.jsonl`);
  const parent = new TraceWriter(parentPath, rng);
  const child = new TraceWriter(childPath, rng);
  parent.write(meta(parent, PARENT));
  parent.write(parent.b.makeText({ role: 'user', text: 'Generated task with large records.' }));
  child.write(meta(child, CHILD));
  child.write(child.b.makeText({ role: 'user', text: 'Child task.' }));
  const limit = mb * 2 ** 20;
  let n = 0;
  while (parent.bytes + child.bytes < limit) {
    n++;
    if (n === 3) parent.write(parent.b.makeSubagent({ session_id: CHILD }));
    if (child.bytes < limit * 0.05 && n % 10 === 0) turn(child, rng, n, null);
    else turn(parent, rng, n, n % 40 === 0 ? image : null);
  }
  parent.close();
  child.close();
  return {
    paths: [parentPath, childPath],
    bytes: parent.bytes + child.bytes,
    records: parent.records + child.records,
  };
}
