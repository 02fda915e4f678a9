// A synthetic but protocol-true Trace file of any length: turns of thinking, text, tool calls
// with approvals and outputs, token usage and request ends, with an occasional retried request.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORDS =
  'agent tool file read write build test patch config server client stream token model request retry output error cache index query schema deploy'.split(
    ' ',
  );

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface GeneratedTrace {
  sessionId: string;
  lines: string[];
  /** The text of the last assistant message, to look for at the end of the list. */
  lastText: string;
}

/** Exactly `n` records (n ≥ 2), deterministic for a given seed. */
export function generateTrace(n: number, seed = 7): GeneratedTrace {
  const rand = rng(seed);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)] ?? 'x';
  const sentence = (words: number) => Array.from({ length: words }, pick).join(' ');
  const sessionId = 'session-2026-01-02-03-04-05-0badc0de';
  let clock = Date.parse('2026-01-02T03:04:05Z');
  const lines: string[] = [];
  const push = (type: string, payload: object) => {
    clock += 1 + Math.floor(rand() * 400);
    lines.push(JSON.stringify({ timestamp: new Date(clock).toISOString(), type, payload }));
  };
  push('session_meta', {
    session_id: sessionId,
    provider: 'synthetic',
    model_id: 'gen-large',
    model_context_window: 200000,
    system_prompt: 'You are a generated agent.',
    agent_state: '/tmp/agent',
    workspace: '/tmp/ws',
  });
  let call = 0;
  let total = 0;
  let lastText = '';
  const text = (role: 'user' | 'assistant', body: string) => {
    push('model_msg', { type: 'text', role, text: body, stop_reason: 'completed' });
    if (role === 'assistant') lastText = body;
  };
  text('user', `Generated task: ${sentence(12)}`);
  // Each step appends a few records; the loop stops at n and the end is cut to exactly n.
  while (lines.length < n) {
    push('event_msg', { type: 'request_begin' });
    if (rand() < 0.05) {
      push('event_msg', {
        type: 'request_end',
        status: 'timeout',
        error_message: 'upstream 503',
        attempt: 1,
        retry_in_ms: 2000,
      });
      continue;
    }
    push('model_msg', {
      type: 'thinking',
      role: 'assistant',
      thinking: sentence(4 + Math.floor(rand() * 16)),
      stop_reason: 'completed',
    });
    text('assistant', `Step ${lines.length}: ${sentence(4 + Math.floor(rand() * 24))}`);
    const id = `call_${++call}`;
    push('model_msg', {
      type: 'tool_call',
      role: 'assistant',
      name: 'exec_command',
      arguments: JSON.stringify({ cmd: `grep -rn ${pick()} src/` }),
      tool_call_id: id,
      stop_reason: 'completed',
    });
    push('event_msg', { type: 'approval_decision', decision: 'allow', tool_call_id: id });
    push('model_msg', {
      type: 'tool_call_output',
      role: 'user',
      output: Array.from(
        { length: 1 + Math.floor(rand() * 4) },
        () => `src/${pick()}.ts:${Math.floor(rand() * 900)}: ${sentence(4)}`,
      ).join('\n'),
      tool_call_id: id,
      stop_reason: 'completed',
    });
    const request = { cache_read: 1000, cache_write: 200, output: 300, total: 1500 };
    total += request.total;
    push('event_msg', { type: 'token_usage', session: { ...request, total }, request });
    push('event_msg', { type: 'request_end', status: 'completed' });
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
  const orphan = JSON.stringify({
    timestamp: '2026-01-02T03:08:00Z',
    type: 'model_msg',
    payload: {
      type: 'tool_call_output',
      role: 'user',
      output: 'late',
      tool_call_id: 'call_orphan',
    },
  });
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
