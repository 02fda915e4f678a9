// One session's spans in a task, kept from one trace state to the next: a node per span that
// stays the same object while its span does, so a new state costs what it changed (new items,
// requests that moved, spans still running), not the session's length.
import type { ItemId, SessionInfo, ToolItem, TraceState } from '../store/model';
import type { Packed } from './lane-pack';
import { scanSession, type SessionScan } from './session-scan';
import { requestSpansOf, toolSpansOf, type SpanDraft } from './spans';
import type { Span, SpanLabel } from './types';

/** A span as the layout keeps it: its draft, its lane, the span drawn and its critical copy. */
export interface SpanNode extends Packed {
  draft: SpanDraft;
  id: string;
  parent: string | undefined;
  /** The lane in the whole layout the span was placed on, and the span placed there. */
  at: number;
  placed: Span | undefined;
  critical: Span | undefined;
  open: boolean;
  onPath: boolean;
}

/** A request's spans or a call's, which share a lane (the call's group). */
export interface Entry extends Packed {
  drafts: readonly SpanDraft[];
  nodes: SpanNode[];
}

export interface SessionLayout {
  scan: SessionScan | undefined;
  parent: string | undefined;
  ended: boolean;
  requests: Entry[];
  calls: Entry[];
  /** Entries with a span still running: they end at the trace's latest moment, which moves. */
  open: { requests: Set<number>; calls: Set<number> };
  /** Where the first span that differs from the last state begins, per kind of lane. */
  changedModel: number;
  changedTools: number;
  /** The same for any span: a call's spans need not begin in order (its group begins with the first). */
  changedSpans: number;
}

export function newSessionLayout(): SessionLayout {
  return {
    scan: undefined,
    parent: undefined,
    ended: false,
    requests: [],
    calls: [],
    open: { requests: new Set(), calls: new Set() },
    changedModel: Infinity,
    changedTools: Infinity,
    changedSpans: Infinity,
  };
}

function sameLabel(a: SpanLabel, b: SpanLabel): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'request':
      return b.kind === a.kind && a.status === b.status && a.attempt === b.attempt;
    case 'retry-wait':
      return b.kind === a.kind && a.inMs === b.inMs;
    case 'approval-wait':
      return b.kind === a.kind && a.decision === b.decision;
    case 'tool':
      return b.kind === a.kind && a.name === b.name;
    case 'subagent':
      return b.kind === a.kind && a.session === b.session;
  }
}

type Field = Exclude<keyof SpanDraft, 'label'>;
/**
 * Every field of a draft but its label, which sameLabel compares: a record, so a field added to
 * Span and not here fails to compile rather than leave a stale bar.
 */
const FIELDS = Object.keys({
  id: true,
  kind: true,
  itemId: true,
  session: true,
  start: true,
  end: true,
  open: true,
  streamFrom: true,
  parent: true,
} satisfies Record<Field, true>) as Field[];

export function sameDraft(a: SpanDraft, b: SpanDraft): boolean {
  if (a === b) return true;
  for (const k of FIELDS) if (!Object.is(a[k], b[k])) return false;
  return sameLabel(a.label, b.label);
}

/** A node for `draft`: `before` when its span is the same, else a new one. */
export function nodeFor(draft: SpanDraft, before: SpanNode | undefined): SpanNode {
  if (before && sameDraft(before.draft, draft)) return before;
  const { id, parent, start, end, open } = draft;
  return {
    draft,
    id,
    parent,
    start,
    end,
    lane: 0,
    at: -1,
    placed: undefined,
    critical: undefined,
    open,
    onPath: false,
  };
}

const emptyEntry = (): Entry => ({ drafts: [], nodes: [], start: Infinity, end: 0, lane: 0 });

/** Brings `entry` to `drafts`; returns the earliest start of a span made or gone, or Infinity. */
function refresh(entry: Entry, drafts: readonly SpanDraft[]): number {
  if (entry.drafts === drafts) return Infinity;
  let changed = Infinity;
  const nodes = drafts.map((d, j) => {
    const before = entry.nodes[j];
    const node = nodeFor(d, before);
    if (node !== before) {
      changed = Math.min(changed, d.start, before?.start ?? Infinity);
    }
    return node;
  });
  for (let j = drafts.length; j < entry.nodes.length; j++)
    changed = Math.min(changed, (entry.nodes[j] as SpanNode).start);
  entry.drafts = drafts;
  entry.nodes = nodes;
  entry.start = drafts[0]?.start ?? Infinity;
  entry.end = drafts.at(-1)?.end ?? 0;
  return changed;
}

const isOpen = (drafts: readonly SpanDraft[]) => drafts.some((d) => d.open);

/** The index of request `id` in the scan's list (ids rise along it, as a session's do). */
function requestIndex(scan: SessionScan, id: number): number {
  let lo = 0;
  let hi = scan.requests.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((scan.requests[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return scan.requests[lo] === id ? lo : scan.requests.indexOf(id);
}

export interface Changes {
  /** The trace the changes are from: a session last brought to another is folded afresh. */
  since: TraceState | undefined;
  items: readonly ItemId[];
  requests: readonly number[];
  now: number;
}

/**
 * Brings the session's layout to `trace`: refolds its items where they changed, and builds
 * again the spans of requests and calls that are new, changed or still running.
 */
export function updateSession(
  state: SessionLayout,
  trace: TraceState,
  session: SessionInfo,
  from: number,
  to: number,
  parent: string | undefined,
  changes: Changes,
): void {
  const known = state.scan?.trace === changes.since ? state.scan : undefined;
  const {
    scan,
    from: refoldedFrom,
    touched,
  } = scanSession(known, trace, session, from, to, changes.items);
  const all = scan !== state.scan || state.parent !== parent || state.ended !== trace.ended;
  state.scan = scan;
  state.parent = parent;
  state.ended = trace.ended;
  const dirtyRequests = new Set<number>(state.open.requests);
  const dirtyCalls = new Set<number>(state.open.calls);
  const firstNew = (at: number[]) => {
    let k = at.length;
    while (k > 0 && (at[k - 1] as number) >= refoldedFrom) k--;
    return k;
  };
  const requestsFrom = all ? 0 : firstNew(scan.requestAt);
  const callsFrom = all ? 0 : firstNew(scan.callAt);
  for (let k = requestsFrom; k < scan.requests.length; k++) dirtyRequests.add(k);
  for (let k = callsFrom; k < scan.calls.length; k++) dirtyCalls.add(k);
  const byId = (id: number) => {
    const k = requestIndex(scan, id);
    if (k >= 0) dirtyRequests.add(k);
  };
  for (const id of touched) byId(id);
  for (const id of changes.requests) {
    byId(id);
    // A retry's wait runs up to the request after it.
    const before = session.requests.get(session.requests.indexOfSorted(id) - 1);
    if (before !== undefined) byId(before);
  }
  for (let k = requestsFrom; k < scan.requests.length; k++) {
    const before = session.requests.get(
      session.requests.indexOfSorted(scan.requests[k] as number) - 1,
    );
    if (before !== undefined) byId(before);
  }

  // Entries past the fold's lists are gone: where their groups and spans began changed.
  const dropFrom = (entries: Entry[], n: number): [groups: number, spans: number] => {
    let groups = Infinity;
    let spans = Infinity;
    for (let k = n; k < entries.length; k++) {
      const entry = entries[k] as Entry;
      groups = Math.min(groups, entry.start);
      for (const node of entry.nodes) spans = Math.min(spans, node.start);
    }
    entries.length = Math.min(entries.length, n);
    return [groups, spans];
  };
  // A model span is a group of its own; a call's spans share one, which begins with its first.
  let [, changedModel] = dropFrom(state.requests, scan.requests.length);
  let [changedTools, changedSpans] = dropFrom(state.calls, scan.calls.length);
  state.open.requests.clear();
  state.open.calls.clear();
  for (const k of all ? scan.requests.keys() : dirtyRequests) {
    if (k >= scan.requests.length) continue;
    const req = trace.requests.get(scan.requests[k] as number);
    const entry = (state.requests[k] ??= emptyEntry());
    const drafts = req
      ? requestSpansOf(trace, session, req, scan.firstContent.get(req.id), changes.now, parent)
      : [];
    changedModel = Math.min(changedModel, refresh(entry, drafts));
    if (isOpen(drafts)) state.open.requests.add(k);
  }
  for (const k of all ? scan.calls.keys() : dirtyCalls) {
    if (k >= scan.calls.length) continue;
    const entry = (state.calls[k] ??= emptyEntry());
    const drafts = toolSpansOf(scan.calls[k] as ToolItem, changes.now, trace.ended, parent);
    const was = entry.start;
    const changed = refresh(entry, drafts);
    if (changed < Infinity) changedTools = Math.min(changedTools, was, entry.start);
    changedSpans = Math.min(changedSpans, changed);
    if (isOpen(drafts)) state.open.calls.add(k);
  }
  state.changedSpans = Math.min(changedSpans, changedModel);
  state.changedModel = changedModel;
  state.changedTools = changedTools;
}
