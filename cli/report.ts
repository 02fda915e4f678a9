import { sessionTokens, tokensUnopened } from '../src/cost/session-tokens';
import type { TokenBreakdown } from '../src/cost/usage-cost';
import type { Diagnostic, Severity } from '../src/ingest/types';
import { toolPhase } from '../src/store/derive/tool-phase';
import type { RuleBreach } from '../src/problems/rule-breach';
import type { TokenCounts } from '../src/protocol/types';
import type { SessionKey, TraceState, Violation } from '../src/store/model';
import { summarizeSession, type SessionSummary } from '../src/store/summary';
import type { TraceFeed } from './feed';
import type { ValidationRun } from './validate-files';

export interface SessionReport {
  id: string | null;
  parent: string | null;
  /** session_meta `source` (`subagent`, `schedule`); absent for a user's session. */
  source?: string;
  files: string[];
  records: number;
  /** `failed`: the tool ran and failed, as the app's row says (toolPhase); refusals are apart. */
  toolCalls: SessionSummary['toolCalls'] & { failed: number };
  requests: SessionSummary['requests'];
  retries: number;
  compactions: number;
  aborts: number;
  /** Summed over the requests read, as the app and the library count them; null when none. */
  tokens: TokenCounts | null;
  /**
   * The session's own running total by its last token_usage, when it counts more than the
   * requests read: its earlier files were not given (a rotation's `_002` alone).
   */
  tokensInLastUsage?: TokenCounts;
  status: SessionSummary['status'];
}

/** `rule` is the violation's code; `params` what its message says (problem-text.ts). */
export type ViolationReport = {
  section: string;
  severity: Severity;
  message: string;
  session: string;
  file: string;
  line?: number;
  eventId?: string;
} & RuleBreach;

export interface Report {
  files: string[];
  records: number;
  counts: Record<string, number>;
  sessions: SessionReport[];
  diagnostics: Diagnostic[];
  violations: ViolationReport[];
  errors: number;
  warnings: number;
  ok: boolean;
}

/**
 * The main session of a live stream has no session_meta (PROTOCOL.md §9); its `session_title`
 * events still name it: the one titled id that is not a child's.
 */
function streamSessionId(t: TraceState): string | undefined {
  const known = new Set([...t.sessions.values()].flatMap((s) => [s.key, s.sessionId ?? '']));
  const rest = [...t.titles.keys()].filter((id) => !known.has(id));
  return rest.length === 1 ? rest[0] : undefined;
}

/** A session's id: its session_meta's, else its origin key (a child), else its stream's title. */
function idOf(t: TraceState, key: SessionKey): string | null {
  return t.sessions.get(key)?.sessionId ?? (key === '' ? streamSessionId(t) : key) ?? null;
}

/** The protocol's four counts, as the report named them before it summed the requests. */
const countsOf = ({ cache_read, cache_write, output, total }: TokenBreakdown): TokenCounts => ({
  cache_read,
  cache_write,
  output,
  total,
});

function failedToolCalls(t: TraceState, key: SessionKey): number {
  let n = 0;
  for (const id of t.sessions.get(key)?.items ?? []) {
    const item = t.items.get(id);
    if (item?.kind === 'tool' && toolPhase(item, t.ended) === 'failed') n += 1;
  }
  return n;
}

function sessionReport(feed: TraceFeed, key: SessionKey): SessionReport | undefined {
  const t = feed.state;
  const s = summarizeSession(t, key);
  const info = t.sessions.get(key);
  if (!s || !info) return undefined;
  const source = info.meta?.source;
  const read = sessionTokens(t).get(key);
  const whole = tokensUnopened(t, key);
  return {
    id: idOf(t, key),
    parent: info.parent !== undefined ? idOf(t, info.parent) : null,
    ...(typeof source === 'string' ? { source } : {}),
    files: [...(feed.sessionFiles.get(key) ?? [])],
    records: feed.sessionRecords.get(key) ?? 0,
    toolCalls: { ...s.toolCalls, failed: failedToolCalls(t, key) },
    requests: s.requests,
    retries: s.retries,
    compactions: s.compactions,
    aborts: s.aborts,
    tokens: read ? countsOf(read) : null,
    ...(whole ? { tokensInLastUsage: whole } : {}),
    status: s.status,
  };
}

const breachOf = (v: Violation): RuleBreach =>
  ('params' in v ? { rule: v.rule, params: v.params } : { rule: v.rule }) as RuleBreach;

function violationReport(v: Violation, feed: TraceFeed): ViolationReport {
  const session = idOf(feed.state, v.session) ?? v.session;
  const { section, severity, message } = v;
  return {
    ...breachOf(v),
    section,
    severity,
    message,
    session,
    file: v.at?.file ?? feed.files[feed.files.length - 1] ?? '',
    ...(v.at?.line !== undefined ? { line: v.at.line } : {}),
    ...(v.at?.eventId !== undefined ? { eventId: v.at.eventId } : {}),
  };
}

export function buildReport(run: ValidationRun): Report {
  const sessions = run.feeds.flatMap((feed) =>
    [...feed.state.sessions.keys()].flatMap((key) => sessionReport(feed, key) ?? []),
  );
  const violations = run.feeds.flatMap((feed) =>
    [...feed.state.violations].map((v) => violationReport(v, feed)),
  );
  const all = [...run.diagnostics, ...violations];
  const errors = all.filter((x) => x.severity === 'error').length;
  const counts = Object.fromEntries([...run.tally.counts].sort(([a], [b]) => a.localeCompare(b)));
  return {
    files: run.files,
    records: run.tally.records,
    counts,
    sessions,
    diagnostics: run.diagnostics,
    violations,
    errors,
    warnings: all.length - errors,
    ok: errors === 0,
  };
}
