// Per-session figures shared by the CLI's --json and the UI's card headers and summary bar.
import type { TokenCounts } from '../protocol/types';
import type { ItemId, RequestInfo, SessionInfo, SessionKey, TraceState } from './model';
import { sessionStatus, type SessionStatus } from './session-status';

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

/** A tool call made since `last` began has no output: read back from the session's end. */
function toolsWait(t: TraceState, s: SessionInfo, last: RequestInfo): boolean {
  const from = last.beginItem ?? last.endItem;
  if (from === undefined) return false;
  for (let i = s.items.size - 1; i >= 0; i--) {
    const id = s.items.get(i) as ItemId;
    if (id < from) return false;
    const it = t.items.get(id);
    if (it?.kind === 'tool' && it.outputStatus !== 'complete') return true;
  }
  return false;
}

function computeSummary(t: TraceState, key: SessionKey): SessionSummary | undefined {
  const s = t.sessions.get(key);
  if (!s) return undefined;
  const n = s.tally;
  const toolCalls = {
    total: n.tools,
    allowed: n.allowed,
    denied: n.denied,
    forbidden: n.forbidden,
    withoutOutput: n.withoutOutput,
    pending: n.pending,
  };
  const requests = { total: s.requests.size, ...n.statuses };
  const lastId = s.requests.last();
  const lastRequest = lastId === undefined ? undefined : t.requests.get(lastId);
  const open = lastRequest !== undefined && lastRequest.endItem === undefined;
  const first = s.firstTimestamp ? Date.parse(s.firstTimestamp) : NaN;
  const lastTs = s.lastTimestamp ? Date.parse(s.lastTimestamp) : NaN;
  // A child has no task_state of its own: it works while the call that spawned it waits for its
  // output (between its requests too), as long as more may be read.
  const spawn = s.spawnItem === undefined ? undefined : t.items.get(s.spawnItem);
  const spawnWaits =
    !t.ended &&
    spawn?.kind === 'tool' &&
    (spawn.outputStatus === 'none' || spawn.outputStatus === 'streaming');
  const status = sessionStatus({
    aborted: s.aborted,
    last: lastRequest?.status,
    open,
    toolsWait: n.withoutOutput > 0 && lastRequest !== undefined && toolsWait(t, s, lastRequest),
    busy: s.taskState === 'running' || s.taskState === 'compacting' || spawnWaits,
    ended: t.ended,
  });
  return {
    key,
    ...(s.sessionId !== undefined ? { id: s.sessionId } : {}),
    ...(s.parent !== undefined ? { parent: t.sessions.get(s.parent)?.sessionId ?? s.parent } : {}),
    messages: n.messages,
    toolCalls,
    requests,
    retries: n.retries,
    compactions: s.compactions.length,
    aborts: n.aborts,
    ...(s.tokens ? { tokens: s.tokens } : {}),
    status,
    ...(s.firstTimestamp ? { firstTimestamp: s.firstTimestamp } : {}),
    ...(s.lastTimestamp ? { lastTimestamp: s.lastTimestamp } : {}),
    ...(Number.isFinite(first) && Number.isFinite(lastTs) ? { durationMs: lastTs - first } : {}),
  };
}
