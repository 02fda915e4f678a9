// A synthetic but protocol-true Trace file of any length: turns of thinking, text, tool calls
// with approvals and outputs, token usage and request ends, with an occasional retried request.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRng } from '../../server/demo/random';
import type { AnyEnvelope } from '../../src/protocol/types';
import { createTraceBuilder, tokens } from './trace-builder';

const WORDS =
  'agent tool file read write build test patch config server client stream token model request retry output error cache index query schema deploy'.split(
    ' ',
  );

export interface GeneratedTrace {
  sessionId: string;
  lines: string[];
  /** The text of the last assistant message, to look for at the end of the list. */
  lastText: string;
}

/** Exactly `n` records (n ≥ 2), deterministic for a given seed. */
export function generateTrace(n: number, seed = 7): GeneratedTrace {
  const rand = seededRng(seed);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)] ?? 'x';
  const sentence = (words: number) => Array.from({ length: words }, pick).join(' ');
  const sessionId = 'session-2026-01-02-03-04-05-0badc0de';
  // Records come 1 to 400 ms apart, drawn before each one.
  const b = createTraceBuilder({ start: '2026-01-02T03:04:05Z', step: 0 });
  const lines: string[] = [];
  /** `make` runs after the wait is drawn, so draw the record's content before calling this. */
  const push = (make: () => AnyEnvelope) => {
    b.wait(1 + Math.floor(rand() * 400));
    lines.push(JSON.stringify(make()));
  };
  push(() =>
    b.makeMeta({
      session_id: sessionId,
      provider: 'synthetic',
      model_id: 'gen-large',
      model_context_window: 200000,
      system_prompt: 'You are a generated agent.',
      agent_state: '/tmp/agent',
      workspace: '/tmp/ws',
    }),
  );
  let call = 0;
  let total = 0;
  let lastText = '';
  const text = (role: 'user' | 'assistant', body: string) => {
    push(() => b.makeText({ role, text: body }));
    if (role === 'assistant') lastText = body;
  };
  text('user', `Generated task: ${sentence(12)}`);
  // Each step appends a few records; the loop stops at n and the end is cut to exactly n.
  while (lines.length < n) {
    push(() => b.makeRequestBegin());
    if (rand() < 0.05) {
      push(() =>
        b.makeRequestEnd({
          status: 'timeout',
          error_message: 'upstream 503',
          attempt: 1,
          retry_in_ms: 2000,
        }),
      );
      continue;
    }
    const thinking = sentence(4 + Math.floor(rand() * 16));
    push(() => b.makeThinking({ thinking }));
    text('assistant', `Step ${lines.length}: ${sentence(4 + Math.floor(rand() * 24))}`);
    const id = `call_${++call}`;
    const args = JSON.stringify({ cmd: `grep -rn ${pick()} src/` });
    push(() =>
      b.makeToolCall({
        arguments: args,
        tool_call_id: id,
        stop_reason: 'completed',
      }),
    );
    push(() => b.makeApprovalDecision({ tool_call_id: id }));
    const output = Array.from(
      { length: 1 + Math.floor(rand() * 4) },
      () => `src/${pick()}.ts:${Math.floor(rand() * 900)}: ${sentence(4)}`,
    ).join('\n');
    push(() => b.makeToolOutput({ output, tool_call_id: id }));
    const request = tokens(1000, 200, 300);
    total += request.total;
    push(() => b.makeTokenUsage({ session: { ...request, total }, request }));
    push(() => b.makeRequestEnd());
  }
  lines.length = n - 1;
  text('assistant', `Final answer ${sessionId.slice(-8)}: all ${n} records generated.`);
  return { sessionId, lines, lastText };
}

/** Writes a generated trace to a fresh temporary directory; returns its path. */
export function writeGeneratedTrace(n: number, seed = 7): GeneratedTrace & { path: string } {
  const trace = generateTrace(n, seed);
  const path = join(mkdtempSync(join(tmpdir(), 'omniscope-')), `${trace.sessionId}_001.jsonl`);
  writeFileSync(path, trace.lines.join('\n') + '\n');
  return { ...trace, path };
}

export interface DamagedTrace {
  path: string;
  validRecords: number;
  /** 1-based numbers of the lines that are not records. */
  badLines: number[];
  tornLine: number;
  /** A valid record that breaks the protocol (an output whose call never came). */
  orphanLine: number;
}

/** A Trace file with broken lines in the middle, an orphan tool output and a torn last line. */
export function writeDamagedTrace(): DamagedTrace {
  const { lines } = generateTrace(40, 3);
  const orphan = JSON.stringify(
    createTraceBuilder({ start: '2026-01-02T03:08:00Z' }).makeToolOutput({
      output: 'late',
      tool_call_id: 'call_orphan',
    }),
  );
  const out = [...lines, orphan];
  out.splice(
    10,
    0,
    '{"timestamp":"2026-01-02T03:04:05Z","type":"model_msg","payload":{"type":"text"',
  );
  out.splice(20, 0, 'this is not json at all');
  out.splice(30, 0, '{"timestamp":"2026-01-02T03:04:05Z","type":"model_msg"}');
  const torn = '{"timestamp":"2026-01-02T03:09:00Z","type":"model_msg","payload":{"type":"te';
  const path = join(mkdtempSync(join(tmpdir(), 'omniscope-')), 'damaged.jsonl');
  writeFileSync(path, out.join('\n') + '\n' + torn);
  return {
    path,
    validRecords: lines.length + 1,
    badLines: [11, 21, 31],
    tornLine: out.length + 1,
    orphanLine: out.length,
  };
}
