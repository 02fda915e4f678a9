// One session's spans in a task, kept from one trace state to the next: a node per span that
// stays the same object while its span does, so a new state costs what it changed (new items,
// requests that moved, spans still running), not the session's length.
import type { ItemId, SessionInfo, ToolItem, TraceState } from '../store/model';
import { newKeptPrefix, type KeptPrefix, type Packed } from './lane-pack';
import { newSpanList, relist, replaceEntry, type SpanList } from './span-list';
import { firstIndex } from './first-index';
import { nodeFor, type SpanNode } from './span-node';
import { scanSession, type Refold, type SessionScan } from './session-scan';
import { requestSpans, toolSpans, type SpanDraft } from './spans';

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
  /** Their spans, in layout order, and the first lane each list was last drawn from. */
  model: SpanList;
  tools: SpanList;
  /** What the requests and calls before each list's change leave on its lanes. */
  keptModel: KeptPrefix;
  keptTools: KeptPrefix;
  drawnFrom: { model: number; tools: number };
  /** Entries with a span still running: they end at the trace's latest moment, which moves. */
  open: { requests: Set<number>; calls: Set<number> };
  /** Calls with no output: they run until `now`, which moves in a finished trace too (its task's end). */
  unanswered: Set<number>;
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
    model: newSpanList(),
    tools: newSpanList(),
    keptModel: newKeptPrefix(),
    keptTools: newKeptPrefix(),
    drawnFrom: { model: -1, tools: -1 },
    open: { requests: new Set(), calls: new Set() },
    unanswered: new Set(),
    changedModel: Infinity,
    changedTools: Infinity,
    changedSpans: Infinity,
  };
}

const emptyEntry = (): Entry => ({ drafts: [], nodes: [], start: Infinity, end: 0, lane: 0 });

/** Brings `entry` to `drafts`; returns the earliest start of a span made or gone, or Infinity. */
function refresh(entry: Entry, drafts: readonly SpanDraft[], shared: boolean): number {
  if (entry.drafts === drafts) return Infinity;
  let changed = Infinity;
  const nodes = drafts.map((d, j) => {
    const before = entry.nodes[j];
    const node = nodeFor(d, before, shared ? entry : undefined);
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
  const at = firstIndex(scan.requests.length, (i) => (scan.requests[i] as number) >= id);
  return scan.requests[at] === id ? at : scan.requests.indexOf(id);
}

export interface Changes {
  /** The trace the changes are from: a session last brought to another is folded afresh. */
  since: TraceState | undefined;
  items: readonly ItemId[];
  requests: readonly number[];
  now: number;
}

/**
 * The entries to build again: those still running, those the refold listed anew, requests whose
 * object or first content changed, and the request before each (a retry's wait runs up to it).
 */
function dirtyEntries(
  state: SessionLayout,
  session: SessionInfo,
  { scan, from, touched }: Refold,
  changedRequests: readonly number[],
): { requests: Set<number>; calls: Set<number> } {
  const requests = new Set<number>(state.open.requests);
  const calls = new Set<number>([...state.open.calls, ...state.unanswered]);
  const firstNew = (at: number[]) => {
    let k = at.length;
    while (k > 0 && (at[k - 1] as number) >= from) k--;
    return k;
  };
  const byId = (id: number) => {
    const k = requestIndex(scan, id);
    if (k >= 0) requests.add(k);
  };
  const withBefore = (id: number) => {
    byId(id);
    const before = session.requests.get(session.requests.indexOfSorted(id) - 1);
    if (before !== undefined) byId(before);
  };
  for (let k = firstNew(scan.callAt); k < scan.calls.length; k++) calls.add(k);
  for (let k = firstNew(scan.requestAt); k < scan.requests.length; k++)
    withBefore(scan.requests[k] as number);
  for (const id of touched) byId(id);
  for (const id of changedRequests) withBefore(id);
  return { requests, calls };
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
  const refold = scanSession(known, trace, session, from, to, changes.items);
  const { scan } = refold;
  const all = scan !== state.scan || state.parent !== parent || state.ended !== trace.ended;
  state.scan = scan;
  state.parent = parent;
  state.ended = trace.ended;
  const dirty = dirtyEntries(state, session, refold, changes.requests);
  // Entries past the fold's lists are gone: where their groups and spans began changed.
  const dropFrom = (
    entries: Entry[],
    list: SpanList,
    n: number,
  ): [groups: number, spans: number] => {
    if (n < entries.length) list.from = Math.min(list.from, n);
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
  let [, changedModel] = dropFrom(state.requests, state.model, scan.requests.length);
  let [changedTools, changedSpans] = dropFrom(state.calls, state.tools, scan.calls.length);
  state.open.requests.clear();
  state.open.calls.clear();
  state.unanswered.clear();
  for (const k of all ? scan.requests.keys() : dirty.requests) {
    if (k >= scan.requests.length) continue;
    const req = trace.requests.get(scan.requests[k] as number);
    const entry = (state.requests[k] ??= emptyEntry());
    const drafts = req
      ? requestSpans(trace, session, req, scan.firstContent.get(req.id), changes.now, parent)
      : [];
    const before = entry.nodes;
    changedModel = Math.min(changedModel, refresh(entry, drafts, false));
    if (entry.nodes !== before) replaceEntry(state.model, k, before, entry.nodes);
    if (isOpen(drafts)) state.open.requests.add(k);
  }
  for (const k of all ? scan.calls.keys() : dirty.calls) {
    if (k >= scan.calls.length) continue;
    const entry = (state.calls[k] ??= emptyEntry());
    const drafts = toolSpans(scan.calls[k] as ToolItem, changes.now, trace.ended, parent);
    const was = entry.start;
    const before = entry.nodes;
    const changed = refresh(entry, drafts, true);
    if (entry.nodes !== before) replaceEntry(state.tools, k, before, entry.nodes);
    if (changed < Infinity) changedTools = Math.min(changedTools, was, entry.start);
    changedSpans = Math.min(changedSpans, changed);
    if (isOpen(drafts)) state.open.calls.add(k);
    if ((scan.calls[k] as ToolItem).outputTimestamp === undefined) state.unanswered.add(k);
  }
  relist(state.model, state.requests);
  relist(state.tools, state.calls);
  state.changedSpans = Math.min(changedSpans, changedModel);
  state.changedModel = changedModel;
  state.changedTools = changedTools;
}
