// LLM requests (attempts): request_begin … request_end, retries grouped into turns.
import type { EventEnvelope, RequestEndPayload, TokenUsagePayload } from '../../protocol/types';
import type { Draft, DraftSession } from '../draft';
import type { Loc, RequestInfo } from '../model';
import { closeSessionFragments } from './fragments';
import { addEvent, recordSession } from './sessions';

/** A failure the engine retries within the same turn (PROTOCOL.md §6). */
export const isRetriable = (status: string | undefined): boolean =>
  status === 'timeout' || status === 'malformed' || status === 'failed';

/**
 * The request after `prev` retries it: `prev` failed retriably and no abort came since; the
 * engine planned the retry (`retry_in_ms`, absent when it will not retry: §5), or, from a producer
 * that says neither (no `attempt`), no new prompt came in between.
 */
function retries(prev: RequestInfo | undefined, since: 'abort' | 'prompt' | undefined): boolean {
  if (!prev || since === 'abort' || !isRetriable(prev.status)) return false;
  if (prev.retryInMs !== undefined) return true;
  return prev.attempt === undefined && since === undefined;
}

function lastRequest(d: Draft, s: DraftSession): RequestInfo | undefined {
  const id = s.requests.last();
  return id === undefined ? undefined : d.request(id);
}

/**
 * The turn of a request after `prev`, inside `compaction` or not (turns.ts); `retrying` when it
 * retries `prev`, which a compaction's request never is for a conversation request.
 */
function turnAfter(
  prev: RequestInfo | undefined,
  compaction: number | undefined,
  retrying: boolean,
): number {
  const last = prev?.turn ?? 0;
  if (compaction !== undefined) return last;
  return retrying && prev?.compaction === undefined ? last : last + 1;
}

/**
 * The session's next request, inside its open compaction if any, made current. It is created with
 * every field its begin, end and usage set (undefined until then): V8 keeps the fields a literal
 * names inside the object, and ones added later grow a separate array the collector copies too.
 */
function newRequest(
  d: Draft,
  s: DraftSession,
  turn: number,
  beganAt: string | undefined,
): RequestInfo {
  const r: RequestInfo = {
    id: d.requestCount,
    session: s.key,
    turn,
    beginItem: undefined,
    endItem: undefined,
    beganAt,
    endedAt: undefined,
    status: undefined,
    usage: undefined,
    model: s.meta?.model_id || undefined,
    superseded: false,
  };
  // Set, not made present as undefined: a compaction's own request is rare.
  if (s.currentCompaction !== undefined) r.compaction = s.currentCompaction;
  d.pushRequest(r);
  s.currentRequest = r.id;
  return r;
}

export function applyRequestBegin(d: Draft, env: EventEnvelope, at: Loc | undefined): void {
  const s = recordSession(d, env);
  const prev = lastRequest(d, s);
  if (prev) {
    if (prev.endItem === undefined)
      d.violate(
        { rule: 'request-begin-while-open', params: { request: prev.id } },
        '§9',
        'warning',
        s.key,
        at,
      );
    d.editRequest(prev.id).superseded = true;
  }
  const turn = turnAfter(prev, s.currentCompaction, retries(prev, s.newTurn));
  const { id } = newRequest(d, s, turn, env.timestamp);
  if (s.newTurn !== undefined) s.newTurn = undefined;
  // A new run: an earlier abort no longer says how the session ended.
  if (s.aborted) s.aborted = false;
  const item = addEvent(d, s.key, env, at);
  d.editRequest(id).beginItem = item.id;
}

export function applyRequestEnd(
  d: Draft,
  env: EventEnvelope<RequestEndPayload>,
  at: Loc | undefined,
  receivedAt: number | undefined,
): void {
  const s = recordSession(d, env);
  const p = env.payload;
  let req = s.currentRequest === undefined ? undefined : d.request(s.currentRequest);
  if (!req || req.endItem !== undefined) {
    d.violate({ rule: 'request-end-without-begin' }, '§9', 'error', s.key, at);
    const prev = lastRequest(d, s);
    // Not taken for a retry: nothing says what this request followed.
    req = newRequest(d, s, turnAfter(prev, s.currentCompaction, false), undefined);
  }
  // The request is the session's current one and still open, so the row is tagged with it.
  const item = addEvent(d, s.key, env, at);
  // Fields are set on the request's own copy, not spread into a patch: once per request.
  const r = d.editRequest(req.id);
  r.endItem = item.id;
  r.endedAt = env.timestamp;
  d.setRequestStatus(req.id, p.status);
  if (receivedAt !== undefined) r.endReceivedAt = receivedAt;
  if (p.attempt !== undefined) r.attempt = p.attempt;
  if (p.retry_in_ms !== undefined) r.retryInMs = p.retry_in_ms;
  if (p.error_message !== undefined) r.errorMessage = p.error_message;
  // Tool outputs outlive their request (§9); only the LLM stream's fragments end with it.
  closeSessionFragments(d, s.key, 'request-ended', at, { llmOnly: true, report: true });
}

export function applyTokenUsage(
  d: Draft,
  env: EventEnvelope<TokenUsagePayload>,
  at: Loc | undefined,
): void {
  const s = recordSession(d, env);
  s.tokens = env.payload.session;
  const req = s.currentRequest === undefined ? undefined : d.request(s.currentRequest);
  if (req) {
    d.editRequest(req.id).usage = env.payload.request;
    s.usageRequest = req.id;
  }
  addEvent(d, s.key, env, at);
}
