// The items of one session's part of a task, folded left to right into what its spans come
// from: the requests begun, when each first streamed content, the tool calls, the children. A
// live stream appends items, and an item that changes is a new object at its place; so the fold
// keeps where each thing it found sits and, for a later trace, folds again only from the first
// place that differs, not from the task's first item.
import type { ItemId, SessionInfo, SessionKey, ToolItem, TraceState } from '../store/model';
import { time } from './spans';

/** A child session found among the items: spawned by a tool call (`call`) or a subagent item. */
export interface ChildRef {
  item: ItemId;
  key: SessionKey;
  /** The index in `calls` of the call that spawned it. */
  call: number | undefined;
}

export interface SessionScan {
  from: number;
  to: number;
  /** The ids of the requests begun, in item order. */
  requests: number[];
  /** When each request's first message or call arrived. */
  firstContent: Map<number, number>;
  calls: ToolItem[];
  children: ChildRef[];
  /** The trace it was folded from. */
  trace: TraceState;
  positions: SessionInfo['items'];
  /** Where each entry of the lists above was found, to drop the ones a refold replaces. */
  requestAt: number[];
  callAt: number[];
  childAt: number[];
  contentOrder: number[];
  contentAt: number[];
  /** Item ids rise along the session, so an id's place is a binary search. */
  ascending: boolean;
}

/** What a refold changed: requests whose entry or first content it wrote, and where it began. */
export interface Refold {
  scan: SessionScan;
  /** The first position folded again; `to` when nothing was. */
  from: number;
  /** Requests whose first content the refold set or dropped. */
  touched: Set<number>;
}

function emptyScan(trace: TraceState, session: SessionInfo, from: number): SessionScan {
  return {
    from,
    to: from,
    requests: [],
    firstContent: new Map(),
    calls: [],
    children: [],
    trace,
    positions: session.items,
    requestAt: [],
    callAt: [],
    childAt: [],
    contentOrder: [],
    contentAt: [],
    ascending: true,
  };
}

/** The first position in `from`…`to` whose item differs from what `last` folded. */
function firstChange(
  last: SessionScan,
  session: SessionInfo,
  changedIds: readonly ItemId[],
  to: number,
): number {
  let at = Math.min(last.to, to);
  if (last.positions !== session.items)
    session.items.changedSince(last.positions, (i) => {
      if (i < at) at = i;
    });
  if (!last.ascending) return last.from;
  for (const id of changedIds) {
    const i = session.items.lowerBound(id);
    if (i >= last.from && i < at && session.items.get(i) === id) at = i;
  }
  return at;
}

/** Drops what the fold found at `at` and after. */
function truncate(scan: SessionScan, at: number, touched: Set<number>): void {
  const keep = (where: number[]) => {
    let n = where.length;
    while (n > 0 && (where[n - 1] as number) >= at) n--;
    return n;
  };
  const requests = keep(scan.requestAt);
  scan.requests.length = scan.requestAt.length = requests;
  const calls = keep(scan.callAt);
  scan.calls.length = scan.callAt.length = calls;
  const children = keep(scan.childAt);
  scan.children.length = scan.childAt.length = children;
  const contents = keep(scan.contentAt);
  for (let k = contents; k < scan.contentOrder.length; k++) {
    const id = scan.contentOrder[k] as number;
    scan.firstContent.delete(id);
    touched.add(id);
  }
  scan.contentOrder.length = scan.contentAt.length = contents;
  scan.to = at;
}

function fold(
  scan: SessionScan,
  trace: TraceState,
  session: SessionInfo,
  to: number,
  touched: Set<number>,
) {
  let lastId = scan.to > scan.from ? (session.items.get(scan.to - 1) as ItemId) : -Infinity;
  for (let i = scan.to; i < to; i++) {
    const id = session.items.get(i) as ItemId;
    if (!(id > lastId)) scan.ascending = false;
    lastId = id;
    const item = trace.items.get(id);
    if (!item) continue;
    if (
      item.requestId !== undefined &&
      (item.kind === 'message' || item.kind === 'tool') &&
      !scan.firstContent.has(item.requestId)
    ) {
      const t = time(item.timestamp);
      if (t !== undefined) {
        scan.firstContent.set(item.requestId, t);
        scan.contentOrder.push(item.requestId);
        scan.contentAt.push(i);
        touched.add(item.requestId);
      }
    }
    if (item.kind === 'event' && item.type === 'request_begin' && item.requestId !== undefined) {
      scan.requests.push(item.requestId);
      scan.requestAt.push(i);
    } else if (item.kind === 'tool') {
      const call = scan.calls.push(item) - 1;
      scan.callAt.push(i);
      if (item.childKey !== undefined) {
        scan.children.push({ item: item.id, key: item.childKey, call });
        scan.childAt.push(i);
      }
    } else if (item.kind === 'subagent') {
      scan.children.push({ item: item.id, key: item.childKey, call: undefined });
      scan.childAt.push(i);
    }
  }
  scan.to = to;
}

/**
 * The fold of the session's items `from`…`to` in `trace`, continuing `last` (the same session's
 * fold for an earlier trace of the same lineage, mutated in place) where it still holds.
 * `changedIds` are the items whose objects differ between `last.trace` and `trace`.
 */
export function scanSession(
  last: SessionScan | undefined,
  trace: TraceState,
  session: SessionInfo,
  from: number,
  to: number,
  changedIds: readonly ItemId[],
): Refold {
  const touched = new Set<number>();
  const fresh = !last || last.from !== from || last.trace.lineage !== trace.lineage;
  const scan = fresh ? emptyScan(trace, session, from) : last;
  const at = fresh ? from : firstChange(scan, session, changedIds, to);
  if (at < scan.to) truncate(scan, at, touched);
  fold(scan, trace, session, to, touched);
  scan.trace = trace;
  scan.positions = session.items;
  return { scan, from: at, touched };
}
