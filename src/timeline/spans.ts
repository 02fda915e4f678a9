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

/** A request's spans: the request, and the wait before its retry. */
export function requestSpans(
  trace: TraceState,
  session: SessionInfo,
  req: RequestInfo,
  streamFrom: number | undefined,
  now: number,
  parent: string | undefined,
): SpanDraft[] {
  const start = time(req.beganAt);
  const ended = time(req.endedAt);
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
  // The wait runs up to the session's next request.
  const next = trace.requests.get(
    session.requests.get(session.requests.indexOfSorted(req.id) + 1) ?? -1,
  );
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

/** A call's spans: its approval wait and its run. */
export function toolSpans(
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
    // Without an output it runs until `now`: the latest moment, or a finished trace's task end.
    end: Math.max(start, output ?? now),
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
