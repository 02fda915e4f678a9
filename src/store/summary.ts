// Per-session figures shared by the CLI's --json and the UI's card headers and summary bar.
import type { TokenCounts } from '../protocol/types';
import type { SessionKey, TraceState } from './model';
import { isRetriable } from './rules/requests';

export type SessionStatus = 'running' | 'done' | 'failed' | 'aborted';

export interface SessionSummary {
  key: SessionKey;
  id?: string;
  parent?: string;
  messages: number;
  toolCalls: {
    total: number;
    allowed: number;
    denied: number;
    forbidden: number;
    withoutOutput: number;
    pending: number;
  };
  requests: {
    total: number;
    completed: number;
    failed: number;
    timeout: number;
    malformed: number;
    auth: number;
    aborted: number;
  };
  retries: number;
  compactions: number;
  aborts: number;
  tokens?: TokenCounts;
  status: SessionStatus;
  firstTimestamp?: string;
  lastTimestamp?: string;
  durationMs?: number;
}

const REQUEST_STATUSES = [
  'completed',
  'failed',
  'timeout',
  'malformed',
  'auth',
  'aborted',
] as const;

// Header, summary bar and every child card summarize on each store change: one scan per
// session per trace version, shared by all of them.
const summaries = new WeakMap<TraceState, Map<SessionKey, SessionSummary | undefined>>();

export function summarizeSession(t: TraceState, key: SessionKey): SessionSummary | undefined {
  let byKey = summaries.get(t);
  if (!byKey) {
    byKey = new Map();
    summaries.set(t, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, computeSummary(t, key));
  return byKey.get(key);
}

function computeSummary(t: TraceState, key: SessionKey): SessionSummary | undefined {
  const s = t.sessions.get(key);
  if (!s) return undefined;
  const toolCalls = { total: 0, allowed: 0, denied: 0, forbidden: 0, withoutOutput: 0, pending: 0 };
  let messages = 0;
  let aborts = 0;
  for (const id of s.items) {
    const it = t.items.get(id);
    if (it?.kind === 'message') messages += 1;
    else if (it?.kind === 'event' && it.type === 'abort') aborts += 1;
    else if (it?.kind === 'tool') {
      toolCalls.total += 1;
      if (it.decision === 'allow') toolCalls.allowed += 1;
      else if (it.decision === 'deny') toolCalls.denied += 1;
      else if (it.decision === 'forbidden') toolCalls.forbidden += 1;
      if (it.outputStatus !== 'complete') toolCalls.withoutOutput += 1;
      if (it.approvalPending) toolCalls.pending += 1;
    }
  }
  const requests = {
    total: 0,
    completed: 0,
    failed: 0,
    timeout: 0,
    malformed: 0,
    auth: 0,
    aborted: 0,
  };
  let retries = 0;
  let prevTurn: number | undefined;
  let last: string | undefined;
  let open = false;
  for (const rid of s.requests) {
    const r = t.requests.get(rid);
    if (!r) continue;
    requests.total += 1;
    const status = REQUEST_STATUSES.find((x) => x === r.status);
    if (status) requests[status] += 1;
    if (r.turn === prevTurn) retries += 1;
    prevTurn = r.turn;
    last = r.status;
    open = r.endItem === undefined;
  }
  const first = s.firstTimestamp ? Date.parse(s.firstTimestamp) : NaN;
  const lastTs = s.lastTimestamp ? Date.parse(s.lastTimestamp) : NaN;
  const running =
    s.taskState === 'running' ||
    s.taskState === 'compacting' ||
    (!t.ended && (open || isRetriable(last)));
  const status: SessionStatus =
    s.aborted && last !== 'completed'
      ? last === 'auth'
        ? 'failed'
        : 'aborted'
      : running
        ? 'running'
        : last === 'auth' || isRetriable(last)
          ? 'failed'
          : 'done';
  return {
    key,
    ...(s.sessionId !== undefined ? { id: s.sessionId } : {}),
    ...(s.parent !== undefined ? { parent: t.sessions.get(s.parent)?.sessionId ?? s.parent } : {}),
    messages,
    toolCalls,
    requests,
    retries,
    compactions: s.compactions.length,
    aborts,
    ...(s.tokens ? { tokens: s.tokens } : {}),
    status,
    ...(s.firstTimestamp ? { firstTimestamp: s.firstTimestamp } : {}),
    ...(s.lastTimestamp ? { lastTimestamp: s.lastTimestamp } : {}),
    ...(Number.isFinite(first) && Number.isFinite(lastTs) ? { durationMs: lastTs - first } : {}),
  };
}
