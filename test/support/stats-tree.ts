// A PenguinHarness-layout tree for the library's stats: sessions on several days, projects,
// agents and models, with tool calls of known durations and outcomes, approvals and retries, so
// a test knows every figure the stats view should show.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApprovalDecision, StopReason } from '../../src/protocol/types';
import { fileText, linesOf, tracesFolder } from './library-tree';
import { createTraceBuilder, tokens } from './trace-builder';

export interface StatsToolSpec {
  name: string;
  /** From the call to its output. */
  ms: number;
  decision?: ApprovalDecision;
  outcome?: StopReason;
}

export interface StatsSessionSpec {
  /** Eight hex digits: the end of the session id. */
  tag: string;
  project: string;
  agent: string;
  model: string;
  /** YYYY-MM-DD; the session starts at 10:00 UTC. */
  day: string;
  /** Statuses of failed attempts retried before the one that completes. */
  retried?: StopReason[];
  tools?: StatsToolSpec[];
  /** Cache read, cache write and output tokens of the completed request. */
  usage: [number, number, number];
  /** Milliseconds from the first record to the last. */
  lastsMs?: number;
  /** A compaction after the completed request: its own request keeps that request's turn. */
  compacts?: boolean;
}

export const statsSessionId = (s: StatsSessionSpec): string => `session-${s.day}-10-00-00-${s.tag}`;

export function writeStatsSession(root: string, s: StatsSessionSpec): string {
  const b = createTraceBuilder({ start: `${s.day}T10:00:00.000Z`, step: 0 });
  const records = [
    b.makeMeta({ session_id: statsSessionId(s), model_id: s.model }),
    b.text('user', `Task ${s.tag}`),
  ];
  (s.retried ?? []).forEach((status, i) => {
    records.push(b.begin());
    // Retried: the engine planned a wait (PROTOCOL.md §5: absent when it will not retry).
    records.push(
      b.end(status, { error_message: `${status} ${i}`, attempt: i + 1, retry_in_ms: 2000 }),
    );
  });
  records.push(b.begin());
  (s.tools ?? []).forEach((t, i) => {
    const id = `call_${i}`;
    records.push(b.call(id, t.name, '{}'));
    if (t.decision) records.push(b.decide(id, t.decision));
    b.wait(t.ms);
    records.push(b.output(id, 'ok', undefined, t.outcome ?? 'completed'));
  });
  const [read, write, output] = s.usage;
  records.push(
    b.makeTokenUsage({
      request: tokens(read, write, output),
      session: tokens(read, write, output),
    }),
  );
  b.wait(Math.max(0, Date.parse(`${s.day}T10:00:00.000Z`) + (s.lastsMs ?? 0) - b.now()));
  records.push(b.end('completed'));
  if (s.compacts)
    records.push(b.makeCompactionBegin(), b.begin(), b.end('completed'), b.makeCompactionEnd());
  const path = join(
    tracesFolder(root, s.project, s.agent, s.day),
    `${statsSessionId(s)}_001.jsonl`,
  );
  writeFileSync(path, fileText(linesOf(records)));
  return path;
}

/** Five sessions over two ISO weeks, two projects, two agents, two priced models. */
export const STATS_SESSIONS: readonly StatsSessionSpec[] = [
  {
    tag: '0000a001',
    project: 'acme',
    agent: 'coder',
    model: 'claude-sonnet-4-5',
    day: '2026-03-02',
    retried: ['timeout'],
    tools: [
      { name: 'exec_command', ms: 1000 },
      { name: 'exec_command', ms: 3000, decision: 'deny' },
      { name: 'read_file', ms: 100 },
    ],
    usage: [1000, 0, 1000],
    lastsMs: 60_000,
  },
  {
    tag: '0000a002',
    project: 'acme',
    agent: 'reviewer',
    model: 'gpt-4o',
    day: '2026-03-02',
    tools: [{ name: 'exec_command', ms: 2000, decision: 'allow', outcome: 'failed' }],
    usage: [0, 0, 2000],
    lastsMs: 5_000,
  },
  {
    tag: '0000a003',
    project: 'zeta',
    agent: 'coder',
    model: 'claude-sonnet-4-5',
    day: '2026-03-04',
    retried: ['timeout', 'malformed'],
    tools: [{ name: 'read_file', ms: 300 }],
    usage: [0, 0, 4000],
    lastsMs: 600_000,
  },
  {
    tag: '0000a004',
    project: 'zeta',
    agent: 'coder',
    model: 'gpt-4o',
    day: '2026-03-10',
    tools: [{ name: 'exec_command', ms: 4000, decision: 'forbidden' }],
    usage: [500, 500, 500],
    lastsMs: 30_000,
  },
  {
    tag: '0000a005',
    project: 'acme',
    agent: 'coder',
    model: 'claude-sonnet-4-5',
    day: '2026-03-11',
    usage: [0, 0, 100],
    lastsMs: 1_000,
    compacts: true,
  },
];

export function writeStatsTree(root: string): string[] {
  return STATS_SESSIONS.map((s) => writeStatsSession(root, s));
}
