// Flat, primitive-only figures for a session's card header and summary bar, so a component can
// select them with useShallow and re-render only when one of them changes.
import { sessionTokens } from '../../cost/session-tokens';
import type { SessionStatus } from '../session-status';
import type { SessionSummary } from '../summary';
import { summarizeSession } from '../summary';
import type { SessionKey, TraceState } from '../model';
import { hungUntil } from './hung-child';
import { retryOutcome } from './requests';
import { contextOccupancy } from './usage';

export interface SessionFigures {
  sessionId: string | undefined;
  title: string | undefined;
  model: string | undefined;
  status: SessionStatus;
  /**
   * The session has records of its own. A child known only from its parent's `subagent` pointer
   * (its Trace file not opened) has none, and no status to tell.
   */
  loaded: boolean;
  messages: number;
  toolCalls: number;
  pendingApprovals: number;
  requests: number;
  /**
   * Requests that failed for good: a failed attempt the engine retried, or is waiting to retry,
   * counts as a retry, not as an error (the retry is its resolution); a user abort is no error.
   */
  errors: number;
  retries: number;
  compactions: number;
  /** Summed over the session's own requests (sessionTokens); undefined when none reported any. */
  tokens: number | undefined;
  durationMs: number | undefined;
  contextUsed: number | undefined;
  contextWindow: number | undefined;
}

export function sessionFigures(t: TraceState, key: SessionKey): SessionFigures | undefined {
  const sum = summarizeSession(t, key);
  const s = t.sessions.get(key);
  if (!sum || !s) return undefined;
  const occ = contextOccupancy(t, key);
  const retries = sum.retries + (retryPending(t, key) ? 1 : 0);
  return {
    sessionId: s.sessionId,
    title: s.sessionId === undefined ? undefined : t.titles.get(s.sessionId),
    model: s.meta?.model_id,
    status: sum.status,
    loaded: s.items.size > 0,
    messages: sum.messages,
    toolCalls: sum.toolCalls.total,
    pendingApprovals: pendingInTree(t, key),
    requests: sum.requests.total,
    errors: finalFailures(sum, retries),
    retries,
    compactions: sum.compactions,
    // Its requests' usage summed, as the header's total, the cost and the library count them:
    // the producer's running total also counts requests in files not open (a rotated `_001`
    // deleted), so the bar said 7.5k where the library said 4.5k.
    tokens: sessionTokens(t).get(key)?.total,
    durationMs: durationOf(t, key, sum),
    contextUsed: occ?.used,
    contextWindow: occ?.window,
  };
}

/** First record to last; a hung child's to the end of its task, as its timeline bar runs. */
function durationOf(t: TraceState, key: SessionKey, sum: SessionSummary): number | undefined {
  const hung = hungUntil(t, key);
  const first = Date.parse(sum.firstTimestamp ?? '');
  if (hung === undefined || !Number.isFinite(first)) return sum.durationMs;
  return Math.max(sum.durationMs ?? 0, hung - first);
}

/** Pending approvals in the session or any descendant (a card shows what waits inside it). */
export function pendingInTree(t: TraceState, key: SessionKey): number {
  const s = t.sessions.get(key);
  if (!s) return 0;
  let n = s.tally.pending;
  for (const c of s.children) n += pendingInTree(t, c);
  return n;
}

/** The session's last request failed and the engine waits to retry it (the countdown runs). */
function retryPending(t: TraceState, key: SessionKey): boolean {
  const last = t.sessions.get(key)?.requests.last();
  const kind = last === undefined ? undefined : retryOutcome(t, last)?.kind;
  return kind === 'waiting' || kind === 'planned';
}

/** Each retry in a turn follows exactly one failed attempt, so what is left failed for good. */
function finalFailures(sum: SessionSummary, retries: number): number {
  const { failed, timeout, malformed, auth } = sum.requests;
  return Math.max(0, failed + timeout + malformed + auth - retries);
}
