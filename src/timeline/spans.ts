// The spans of one session's items, from their timestamps: model requests (with the wait before
// the first streamed content), retry waits, approval waits, tool executions, spawned subagents.
import { isRetriable } from '../store/rules/requests';
import type {
  ItemId,
  RequestInfo,
  SessionInfo,
  SessionKey,
  ToolItem,
  TraceState,
} from '../store/model';
import type { Span } from './types';

export type SpanDraft = Omit<Span, 'lane' | 'critical'>;

/** A timestamp's epoch milliseconds, when it has one. */
export const time = (ts: string | undefined): number | undefined => {
  const t = ts === undefined ? NaN : Date.parse(ts);
  return Number.isFinite(t) ? t : undefined;
};

const minTime = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

interface KeptRequest {
  spans: SpanDraft[];
  streamFrom: number | undefined;
  parent: string | undefined;
  ended: boolean;
  /** The request after it, whose start ends a retry's wait. */
  next: RequestInfo | undefined;
  /** The moment an open span ended at; a request with none open does not depend on it. */
  now: number | undefined;
}

const requestsKept = new WeakMap<RequestInfo, KeptRequest>();

/** The request a retry's wait runs up to, when `req` failed and said when it would retry. */
function nextAfterRetry(
  trace: TraceState,
  session: SessionInfo,
  req: RequestInfo,
): RequestInfo | undefined {
  if (req.endedAt === undefined || req.endItem === undefined || req.retryInMs === undefined)
    return undefined;
  if (!isRetriable(req.status)) return undefined;
  return trace.requests.get(session.requests.get(session.requests.indexOfSorted(req.id) + 1) ?? -1);
}

/** A request's spans, kept per request while what else they read holds (as toolSpansOf). */
export function requestSpansOf(
  trace: TraceState,
  session: SessionInfo,
  req: RequestInfo,
  streamFrom: number | undefined,
  now: number,
  parent: string | undefined,
): SpanDraft[] {
  const next = nextAfterRetry(trace, session, req);
  const kept = requestsKept.get(req);
  if (
    kept &&
    kept.streamFrom === streamFrom &&
    kept.parent === parent &&
    kept.ended === trace.ended &&
    kept.next === next &&
    (kept.now ?? now) === now
  )
    return kept.spans;
  const spans = requestSpans(trace, session, req, streamFrom, next, now, parent);
  requestsKept.set(req, {
    spans,
    streamFrom,
    parent,
    ended: trace.ended,
    next,
    now: spans.some((s) => s.open) ? now : undefined,
  });
  return spans;
}

function requestSpans(
  trace: TraceState,
  session: SessionInfo,
  req: RequestInfo,
  streamFrom: number | undefined,
  next: RequestInfo | undefined,
  now: number,
  parent: string | undefined,
): SpanDraft[] {
  const { began: start, ended } = requestTimes(req);
  if (start === undefined || req.beginItem === undefined) return [];
  const open = ended === undefined && !req.superseded && !trace.ended;
  const end = ended ?? (open ? now : start);
  const spans: SpanDraft[] = [
    {
      id: `r${req.id}`,
      kind: 'request',
      itemId: req.beginItem,
      session: session.key,
      start,
      end: Math.max(start, end),
      open,
      label: {
        kind: 'request',
        status: req.status,
        attempt: req.attempt !== undefined && req.attempt > 1 ? req.attempt : undefined,
      },
      ...(streamFrom !== undefined ? { streamFrom } : {}),
      ...(parent !== undefined ? { parent } : {}),
    },
  ];
  if (ended === undefined || req.endItem === undefined || !isRetriable(req.status)) return spans;
  if (req.retryInMs === undefined) return spans;
  const nextBegan = next ? time(next.beganAt) : undefined;
  const waitOpen = nextBegan === undefined && !trace.ended;
  spans.push({
    id: `w${req.id}`,
    kind: 'retry-wait',
    itemId: req.endItem,
    session: session.key,
    start: ended,
    end: nextBegan ?? (waitOpen ? Math.min(now, ended + req.retryInMs) : ended + req.retryInMs),
    open: waitOpen,
    label: { kind: 'retry-wait', inMs: req.retryInMs },
    ...(parent !== undefined ? { parent } : {}),
  });
  return spans;
}

// A layout runs per applied batch and reads every request's and call's times again; parsing them
// was a fifth of it on a long live task. A request or item that changes is a new object, so
// what is kept per object holds until then.
const requestTimesKept = new WeakMap<RequestInfo, { began?: number; ended?: number }>();

function requestTimes(req: RequestInfo): { began?: number; ended?: number } {
  let kept = requestTimesKept.get(req);
  if (!kept) {
    const began = time(req.beganAt);
    const ended = time(req.endedAt);
    kept = {
      ...(began !== undefined ? { began } : {}),
      ...(ended !== undefined ? { ended } : {}),
    };
    requestTimesKept.set(req, kept);
  }
  return kept;
}

interface KeptCall {
  spans: SpanDraft[];
  ended: boolean;
  parent: string | undefined;
  /** The moment an open span ended at; a call with none open does not depend on it. */
  now: number | undefined;
}

const callsKept = new WeakMap<ToolItem, KeptCall>();

/** A call's spans, kept per item while the trace's end, the parent and any open span's end hold. */
export function toolSpansOf(
  item: ToolItem,
  now: number,
  ended: boolean,
  parent: string | undefined,
): SpanDraft[] {
  const kept = callsKept.get(item);
  if (kept && kept.ended === ended && kept.parent === parent && (kept.now ?? now) === now)
    return kept.spans;
  const spans = toolSpans(item, now, ended, parent);
  callsKept.set(item, { spans, ended, parent, now: spans.some((s) => s.open) ? now : undefined });
  return spans;
}

function toolSpans(
  item: ToolItem,
  now: number,
  ended: boolean,
  parent: string | undefined,
): SpanDraft[] {
  const called = time(item.callTimestamp) ?? time(item.timestamp);
  if (called === undefined) return [];
  const base = {
    itemId: item.id,
    session: item.session,
    ...(parent !== undefined ? { parent } : {}),
  };
  const spans: SpanDraft[] = [];
  const asked = time(item.approvalRequestedAt) ?? called;
  const decided = time(item.decisionTimestamp);
  if (decided !== undefined || item.approvalPending) {
    const open = decided === undefined && !ended;
    spans.push({
      ...base,
      id: `a${item.id}`,
      kind: 'approval-wait',
      start: asked,
      end: decided ?? (open ? now : asked),
      open,
      label: { kind: 'approval-wait', decision: item.decision },
    });
  }
  // A refused call never runs; one still waiting for a human has not started.
  if ((item.decision !== undefined && item.decision !== 'allow') || item.approvalPending)
    return spans;
  const start = decided ?? called;
  const output = time(item.outputTimestamp);
  const open = output === undefined && !ended;
  spans.push({
    ...base,
    id: `t${item.id}`,
    kind: 'tool',
    start,
    end: Math.max(start, output ?? (open ? now : start)),
    open,
    label: { kind: 'tool', name: item.name },
  });
  return spans;
}

/** The span of a child session spawned at `itemId`, before what runs inside it extends it. */
export function childSpan(
  trace: TraceState,
  key: SessionKey,
  itemId: ItemId,
  parent: string | undefined,
  now: number,
): SpanDraft | undefined {
  const child = trace.sessions.get(key);
  if (!child) return undefined;
  // Placed by the parent's pointer, a child may be known before its own first record's time.
  const first = trace.items.get(child.items.get(0) ?? -1);
  const start = minTime(time(child.firstTimestamp), time(first?.timestamp));
  if (start === undefined) return undefined;
  const last = time(child.lastTimestamp) ?? start;
  const open = child.taskState === 'running' && !trace.ended;
  return {
    id: `s${key}`,
    kind: 'subagent',
    itemId,
    session: key,
    start,
    end: open ? Math.max(last, now) : last,
    open,
    label: { kind: 'subagent', session: child.sessionId ?? key },
    ...(parent !== undefined ? { parent } : {}),
  };
}
