// Generated Trace files for e2e/rendering.spec.ts: every record kind the rendering part draws,
// hostile content included, written to a temp dir as `<sessionId>_001.jsonl`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noisePng } from '../test/support/noise-png';

export const HOSTILE_SCRIPT = '<script>window.__pwned=1</script>';
export const HOSTILE_IMG = '<img src=x onerror="window.__pwned=1">';

class Lines {
  private clock = Date.parse('2026-12-02T10:00:00.000Z');
  readonly lines: string[] = [];
  put(type: string, payload: object): this {
    this.clock += 250;
    this.lines.push(
      JSON.stringify({ timestamp: new Date(this.clock).toISOString(), type, payload }),
    );
    return this;
  }
  model(payload: object): this {
    return this.put('model_msg', { stop_reason: 'completed', ...payload });
  }
  event(payload: object): this {
    return this.put('event_msg', payload);
  }
  call(
    id: string,
    name: string,
    args: object,
    decision: string,
    output: string,
    stop = 'completed',
  ): this {
    this.model({
      type: 'tool_call',
      role: 'assistant',
      name,
      arguments: JSON.stringify(args),
      tool_call_id: id,
    });
    this.event({ type: 'approval_decision', decision, tool_call_id: id });
    return this.model({
      type: 'tool_call_output',
      role: 'user',
      output,
      tool_call_id: id,
      stop_reason: stop,
    });
  }
}

function meta(l: Lines, sessionId: string): Lines {
  return l.put('session_meta', {
    session_id: sessionId,
    provider: 'anthropic',
    model_id: 'claude-case',
    model_context_window: 200000,
    system_prompt: '# Role\nYou are a rendering test agent.\n\nAnswer briefly.',
    agent_state: '/home/dev/agent_state',
    workspace: '/home/dev/workspace',
    thinking_level: 'high',
    tools: [
      {
        name: 'exec_command',
        description: 'Run a shell command.\nReturns stdout and stderr.',
        parameters: { type: 'object', properties: { cmd: { type: 'string' } }, required: ['cmd'] },
      },
    ],
  });
}

const MARKDOWN = [
  'Here is the **plan**:',
  '',
  '| step | status |',
  '| ---- | ------ |',
  '| build | done |',
  '| test | ~~todo~~ running |',
  '',
  '- [x] read the file',
  '- [ ] patch it',
  '',
  '```ts',
  'export function add(a: number, b: number): number {',
  '  return a + b;',
  '}',
  '```',
  '',
  'See [the docs](https://example.com/docs) and ![chart](https://example.com/chart.png).',
  '',
  'Sign in at [https://github.com/login](https://evil.example/login), the repo is [github.com](https://github.com/omniscope).',
].join('\n');

export function renderingCase(): { id: string; lines: string[] } {
  const id = 'session-2026-12-02-10-00-00-5ca1ab1e';
  const l = meta(new Lines(), id);
  l.model({
    type: 'text',
    role: 'user',
    text: `Render this: ${HOSTILE_SCRIPT} and ${HOSTILE_IMG}`,
  });
  l.event({ type: 'mcp_connect_begin', servers: ['github', 'search'] });
  l.event({
    type: 'mcp_connect_end',
    status: 'failed',
    results: [
      {
        server: 'github',
        transport: 'stdio',
        status: 'completed',
        duration_ms: 420,
        tools: ['a', 'b'],
      },
      {
        server: 'search',
        transport: 'http',
        status: 'failed',
        duration_ms: 3000,
        error: 'ECONNREFUSED 127.0.0.1:9',
      },
    ],
  });
  l.event({ type: 'request_begin' });
  l.model({
    type: 'thinking',
    role: 'assistant',
    thinking: 'SECRET_PLAN first line of reasoning\nsecond line HIDDEN_UNTIL_OPEN',
    fidelity: { signature: 'sig-abc' },
  });
  l.model({
    type: 'thinking',
    role: 'assistant',
    thinking: '',
    fidelity: { id: 'rs_1', encrypted_content: 'E'.repeat(2048) },
  });
  l.model({ type: 'text', role: 'assistant', text: MARKDOWN });
  l.call(
    'call_ansi',
    'exec_command',
    { description: 'Run the tests', cmd: `echo '${HOSTILE_SCRIPT}'` },
    'allow',
    `\u001b[32mPASS\u001b[0m suite a\n\u001b[1;31mFAIL\u001b[0m suite b ${HOSTILE_IMG}\n`,
  );
  l.call(
    'call_deny',
    'exec_command',
    { description: 'Remove everything', cmd: 'rm -rf /' },
    'deny',
    'Tool call denied by user.',
    'aborted',
  );
  l.call(
    'call_forbid',
    'exec_command',
    { cmd: 'shutdown now' },
    'forbidden',
    'Tool call denied by policy.',
    'aborted',
  );
  l.call(
    'call_notes',
    'read_file',
    { file_path: 'big.log' },
    'allow',
    'line one\nline two\n[output truncated: exceeded 30000 chars]\n[output archived: /tmp/archive/big.log]',
  );
  const big = Array.from(
    { length: 4000 },
    (_, i) => `row ${String(i).padStart(5, '0')} ${'x'.repeat(40)}`,
  ).join('\n');
  l.call(
    'call_big',
    'exec_command',
    { description: 'Dump a big log', cmd: 'cat big.log' },
    'allow',
    big,
  );
  l.call(
    'call_fail',
    'exec_command',
    { cmd: 'false' },
    'allow',
    'command exited with status 1',
    'failed',
  );
  l.event({
    type: 'token_usage',
    session: { cache_read: 1000, cache_write: 2000, output: 345, total: 3345 },
    request: { cache_read: 1000, cache_write: 2000, output: 345, total: 3345 },
  });
  l.event({ type: 'request_end', status: 'completed' });
  l.model({
    type: 'text',
    role: 'user',
    sender: 'harness',
    text: '[background_task_done]\nThe nightly job finished.\n[attached file: /home/dev/report.txt]',
  });
  l.model({ type: 'image_url', role: 'user', image_url: 'https://example.com/cat.png' });
  l.model({
    type: 'inline_data',
    role: 'user',
    data: Buffer.from('%PDF-1.4 test').toString('base64'),
    mime_type: 'application/pdf',
  });
  l.event({ type: 'quantum_flux', flux: 42, note: 'from the future' });
  l.event({ type: 'goal_finished', outcome: 'budget_limited', rounds: 7, tokens_used: 120000 });
  // A stream that never finished (a crashed writer): the file ends inside the fragment.
  l.event({ type: 'request_begin' });
  l.model({ type: 'partial_text', role: 'assistant', event_type: 'start', text: '' });
  l.model({
    type: 'partial_text',
    role: 'assistant',
    event_type: 'delta',
    text: 'PARTIAL_ANSWER half of a sent',
  });
  return { id, lines: l.lines };
}

export function bigImageCase(): { id: string; lines: string[] } {
  const id = 'session-2026-12-02-10-00-00-b16b16b1';
  const l = meta(new Lines(), id);
  for (let i = 0; i < 30; i += 1)
    l.model({ type: 'text', role: i % 2 ? 'assistant' : 'user', text: `before image ${i}` });
  const png = noisePng(4_000_000).toString('base64');
  l.model({ type: 'inline_data', role: 'user', data: png, mime_type: 'image/png' });
  l.call('call_img', 'screenshot', { description: 'Take a screenshot' }, 'allow', 'captured');
  for (let i = 0; i < 30; i += 1)
    l.model({ type: 'text', role: i % 2 ? 'assistant' : 'user', text: `after image ${i}` });
  return { id, lines: l.lines };
}

/** 90 KB of bytes as a user's PDF attachment: kept in the file, read again on download. */
export const KEPT_PDF = noisePng(90_000).toString('base64');

/** Screenshots large enough to stay in the file (issue 26), beside a small one that does not. */
export function keptImagesCase(): { id: string; lines: string[] } {
  const id = 'session-2026-12-02-10-00-00-4e97ed00';
  const l = meta(new Lines(), id);
  const png = (bytes: number) => `data:image/png;base64,${noisePng(bytes).toString('base64')}`;
  l.model({ type: 'text', role: 'user', text: 'Take two screenshots — é 😀' });
  l.model({
    type: 'tool_call',
    role: 'assistant',
    name: 'screenshot',
    arguments: '{}',
    tool_call_id: 'call_shots',
  });
  l.model({
    type: 'tool_call_output',
    role: 'user',
    output: 'saved — ✓',
    tool_call_id: 'call_shots',
    images: [png(150_000), png(1_000)],
  });
  l.model({ type: 'image_url', role: 'user', image_url: png(120_000) });
  l.model({ type: 'inline_data', role: 'user', data: KEPT_PDF, mime_type: 'application/pdf' });
  for (let i = 0; i < 40; i += 1)
    l.model({ type: 'text', role: i % 2 ? 'assistant' : 'user', text: `after shots ${i}` });
  return { id, lines: l.lines };
}

/** The end of KEPT_OUTPUT, found only once the whole output is read from its file. */
export const KEPT_NEEDLE = 'needle-past-the-preview';

/** 30 KB of a tool's output, escapes and all, with a producer's note at its end. */
export const KEPT_OUTPUT = `${Array.from(
  { length: 600 },
  (_, i) => `${String(i + 1).padStart(4, '0')} "quoted" \\ tab\t é — 😀 output line\n`,
).join('')}${KEPT_NEEDLE}\n[output truncated: 120000 bytes kept of 150000]`;

/** A `cat` call answered with `output`. */
function catCall(l: Lines, call: string, output: string): void {
  l.model({
    type: 'tool_call',
    role: 'assistant',
    name: 'cat',
    arguments: '{}',
    tool_call_id: call,
  });
  l.model({ type: 'tool_call_output', role: 'user', output, tool_call_id: call });
}

/**
 * A tool output long enough to stay in the dropped file, and rows after it; `before` rows before
 * it put it out of sight at first.
 */
export function keptOutputCase(before = 0): { id: string; lines: string[] } {
  const id = 'session-2026-12-04-10-00-00-4e97ed01';
  const l = meta(new Lines(), id);
  for (let i = 0; i < before; i += 1) l.model({ type: 'text', role: 'user', text: `before ${i}` });
  l.model({ type: 'text', role: 'user', text: 'Print the whole log' });
  catCall(l, 'call_log', KEPT_OUTPUT);
  for (let i = 0; i < 40; i += 1)
    l.model({ type: 'text', role: i % 2 ? 'assistant' : 'user', text: `after log ${i}` });
  return { id, lines: l.lines };
}

/** `count` tool calls, each printing KEPT_OUTPUT: enough kept outputs to share out. */
export function keptOutputsCase(count: number): { id: string; lines: string[] } {
  const id = 'session-2026-12-06-11-00-00-6e97ed03';
  const l = meta(new Lines(), id);
  l.model({ type: 'text', role: 'user', text: 'Print every log' });
  for (let i = 0; i < count; i += 1) {
    catCall(l, `call_log_${i}`, KEPT_OUTPUT);
  }
  return { id, lines: l.lines };
}

/** The last line of MEDIUM_OUTPUT: past its preview, read only from the file. */
export const MEDIUM_END = 'medium output ends here';
/** 120 lines, 7 KB: under the long-text length, but enough lines to fill its box. */
export const MEDIUM_OUTPUT = `${Array.from(
  { length: 120 },
  (_, i) => `${String(i + 1).padStart(3, '0')} a line of a medium output, short enough\n`,
).join('')}${MEDIUM_END}`;
/** 10 KB in 10 lines: its box could be half empty, so it stays in the record. */
export const WIDE_OUTPUT = Array.from({ length: 10 }, (_, i) => `${i} ${'w'.repeat(1000)}`).join(
  '\n',
);

/** Two outputs shorter than KEPT_OUTPUT: one of many lines, one of a few wide ones. */
export function mediumOutputsCase(): { id: string; lines: string[] } {
  const id = 'session-2026-12-06-10-00-00-5e97ed02';
  const l = meta(new Lines(), id);
  l.model({ type: 'text', role: 'user', text: 'Print both logs' });
  for (const [call, output] of [
    ['call_medium', MEDIUM_OUTPUT],
    ['call_wide', WIDE_OUTPUT],
  ] as const)
    catCall(l, call, output);
  return { id, lines: l.lines };
}

/** Headings of WIDE_TABLE: long words a phone's width cannot hold side by side. */
export const WIDE_TABLE_HEADINGS = [
  'Description',
  'Measurement',
  'Environment',
  'Configuration',
  'Responsibility',
];

/** An answer holding a table wider than a phone. */
export function wideTableCase(): { id: string; lines: string[] } {
  const id = 'session-2026-12-07-09-00-00-7e97ed04';
  const l = meta(new Lines(), id);
  l.model({ type: 'text', role: 'user', text: 'Tabulate the runs' });
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  l.model({
    type: 'text',
    role: 'assistant',
    text: [
      'The runs so far:',
      '',
      row(WIDE_TABLE_HEADINGS),
      row(WIDE_TABLE_HEADINGS.map(() => '---')),
      row(['first run of the suite', '1.2 s', 'staging', 'default', 'build team']),
    ].join('\n'),
  });
  return { id, lines: l.lines };
}

/** Writes a case as a Trace file and returns its path. */
export function writeCase(c: { id: string; lines: string[] }): string {
  const dir = mkdtempSync(join(tmpdir(), 'omniscope-rendering-'));
  const path = join(dir, `${c.id}_001.jsonl`);
  writeFileSync(path, `${c.lines.join('\n')}\n`);
  return path;
}
