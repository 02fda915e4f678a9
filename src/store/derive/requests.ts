// Where a request (LLM attempt) sits in its turn, and what became of a failed one.
import type { ItemId, RequestInfo, SessionInfo, TraceState } from '../model';
import { sameTurn } from '../turns';

export interface AttemptPosition {
  turn: number;
  /** A compaction's own request: no turn of the conversation (turns.ts). */
  compaction: boolean;
  /** 1-based: the producer's `attempt` when it gave one, else the place in the turn. */
  attempt: number;
  /** Attempts of this turn seen so far. */
  ofTurn: number;
}

export function attemptPosition(t: TraceState, requestId: number): AttemptPosition | undefined {
  const r = t.requests.get(requestId);
  const s = r && t.sessions.get(r.session);
  if (!r || !s) return undefined;
  const at = s.requests.indexOfSorted(requestId);
  const inTurn = (i: number) => {
    const other = t.requests.get(s.requests.get(i) as number);
    return other !== undefined && sameTurn(other, r);
  };
  let first = at;
  while (first > 0 && inTurn(first - 1)) first -= 1;
  let last = at;
  while (last + 1 < s.requests.size && inTurn(last + 1)) last += 1;
  return {
    turn: r.turn,
    compaction: r.compaction !== undefined,
    attempt: r.attempt ?? at - first + 1,
    ofTurn: last - first + 1,
  };
}

export type RetryOutcome =
  /**
   * Live: the engine waits; `dueAt` is on the viewer clock (Date.now()), `recordedDueAt` on the
   * recording's (its end's record time plus the wait), for a replay or a moment travelled to.
   */
  | { kind: 'waiting'; dueAt: number; recordedDueAt: number | undefined; retryInMs: number }
  /** The wait is planned but the viewer clock of the end is unknown (not a live arrival). */
  | { kind: 'planned'; retryInMs: number }
  | { kind: 'retried'; afterMs: number | undefined }
  | { kind: 'auth' }
  | { kind: 'aborted' }
  | { kind: 'gave-up' };

const ms = (a: string | undefined, b: string | undefined): number | undefined => {
  const d = (b ? Date.parse(b) : NaN) - (a ? Date.parse(a) : NaN);
  return Number.isFinite(d) ? d : undefined;
};

function abortBetween(
  t: TraceState,
  s: SessionInfo,
  from: ItemId,
  to: ItemId | undefined,
): boolean {
  for (let i = s.items.lowerBound(from); i < s.items.size; i++) {
    const id = s.items.get(i) as number;
    if (to !== undefined && id >= to) return false;
    const it = t.items.get(id);
    if (it?.kind === 'event' && it.type === 'abort') return true;
  }
  return false;
}

function nextRequest(t: TraceState, s: SessionInfo, r: RequestInfo): RequestInfo | undefined {
  const i = s.requests.indexOfSorted(r.id);
  const next = i < 0 ? undefined : s.requests.get(i + 1);
  return next === undefined ? undefined : t.requests.get(next);
}

/** What became of a failed request; undefined while open or when it completed. */
export function retryOutcome(t: TraceState, requestId: number): RetryOutcome | undefined {
  const r = t.requests.get(requestId);
  const s = r && t.sessions.get(r.session);
  if (!r || !s || r.status === undefined || r.status === 'completed') return undefined;
  if (r.status === 'auth') return { kind: 'auth' };
  if (r.status === 'aborted') return { kind: 'aborted' };
  const next = nextRequest(t, s, r);
  const aborted = r.endItem !== undefined && abortBetween(t, s, r.endItem, next?.beginItem);
  if (aborted) return { kind: 'gave-up' };
  // The next request began another turn: this failure was not retried.
  if (next && next.compaction === r.compaction && next.turn !== r.turn) return { kind: 'gave-up' };
  if (r.superseded || next) return { kind: 'retried', afterMs: ms(r.endedAt, next?.beganAt) };
  if (t.ended || r.retryInMs === undefined) return { kind: 'gave-up' };
  if (r.endReceivedAt === undefined) return { kind: 'planned', retryInMs: r.retryInMs };
  const ended = r.endedAt === undefined ? NaN : Date.parse(r.endedAt);
  return {
    kind: 'waiting',
    dueAt: r.endReceivedAt + r.retryInMs,
    recordedDueAt: Number.isFinite(ended) ? ended + r.retryInMs : undefined,
    retryInMs: r.retryInMs,
  };
}

export function requestDurationMs(r: RequestInfo): number | undefined {
  return ms(r.beganAt, r.endedAt);
}
