// The approval audit of a session and all its descendants: every decision and every pending ask.
import type { ApprovalDecision } from '../../protocol/types';
import type { Item, ItemId, SessionKey, ToolItem, TraceState } from '../model';
import type { PVec } from '../pvec';

export interface ApprovalEntry {
  itemId: ItemId;
  session: SessionKey;
  sessionId?: string;
  toolName: string;
  toolCallId: string;
  decision: ApprovalDecision | 'pending';
  /** When the call was made (else first seen): the audit is ordered by it. */
  at: string;
  decidedAt?: string;
  /** Call → decision, in trace time. */
  waitMs?: number;
}

export function approvalWaitMs(tool: ToolItem): number | undefined {
  const from = Date.parse(tool.callTimestamp ?? tool.approvalRequestedAt ?? '');
  const to = Date.parse(tool.decisionTimestamp ?? '');
  return Number.isFinite(from) && Number.isFinite(to) ? Math.max(0, to - from) : undefined;
}

/** Each tool item's entry, so an audit of an unchanged trace lists the same objects. */
const entries = new WeakMap<ToolItem, ApprovalEntry>();

function entryOf(tool: ToolItem, sessionId: string | undefined): ApprovalEntry | undefined {
  const known = entries.get(tool);
  if (known && known.sessionId === sessionId) return known;
  const entry = newEntry(tool, sessionId);
  if (entry) entries.set(tool, entry);
  return entry;
}

function newEntry(tool: ToolItem, sessionId: string | undefined): ApprovalEntry | undefined {
  const decision = tool.decision ?? (tool.approvalPending ? 'pending' : undefined);
  if (decision === undefined) return undefined;
  const wait = approvalWaitMs(tool);
  return {
    itemId: tool.id,
    session: tool.session,
    ...(sessionId !== undefined ? { sessionId } : {}),
    toolName: tool.name,
    toolCallId: tool.toolCallId,
    decision,
    at: tool.callTimestamp ?? tool.approvalRequestedAt ?? tool.timestamp,
    ...(tool.decisionTimestamp !== undefined ? { decidedAt: tool.decisionTimestamp } : {}),
    ...(wait !== undefined ? { waitMs: wait } : {}),
  };
}

export function approvalAudit(t: TraceState, root: SessionKey): ApprovalEntry[] {
  const out: ApprovalEntry[] = [];
  const walk = (key: SessionKey) => {
    const s = t.sessions.get(key);
    if (!s) return;
    // Only the tools the reducer noted as ever decided or asked, not every item of the session.
    for (const id of new Set(s.approvalItems)) {
      const it = t.items.get(id);
      const e = it?.kind === 'tool' ? entryOf(it, s.sessionId) : undefined;
      if (e) out.push(e);
    }
    for (const c of s.children) walk(c);
  };
  walk(root);
  // ISO timestamps of one producer sort as strings; ties keep trace order.
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.itemId - b.itemId));
}

const waits = (it: Item | undefined): boolean =>
  it?.kind === 'tool' && it.approvalPending && it.decision === undefined;

/** The last answer of each lineage and the items it was read from. */
const waiting = new WeakMap<object, { items: PVec<Item>; ids: ItemId[] }>();

/**
 * The tool calls still waiting for a human's decision, in any session: their item ids, in the
 * trace's order. Asked at every store update of a live page, so it follows what changed: the
 * items a batch wrote (PVec.changedSince), not the audited calls of a session where one waits.
 */
export function pendingApprovals(t: TraceState): ItemId[] {
  const known = waiting.get(t.lineage);
  if (known?.items === t.items) return known.ids;
  const ids = known ? followed(t, known.items, known.ids) : scanned(t);
  waiting.set(t.lineage, { items: t.items, ids });
  return ids;
}

/** Every session's waiting calls, read from the audited ones. */
function scanned(t: TraceState): ItemId[] {
  const out = new Set<ItemId>();
  for (const s of t.sessions.values()) {
    // The reducer counts a session's waiting calls: with none, its audited calls (a hundred
    // thousand in a long session) need no visit.
    if (s.tally.pending === 0) continue;
    for (const id of s.approvalItems) if (waits(t.items.get(id))) out.add(id);
  }
  return [...out].sort((a, b) => a - b);
}

/** `ids`, the waiting calls of `before`, brought to `t`; the same array when none changed. */
function followed(t: TraceState, before: PVec<Item>, ids: ItemId[]): ItemId[] {
  const was = new Set(ids);
  const now = new Map<ItemId, boolean>();
  const note = (i: number) => {
    if (waits(t.items.get(i)) !== was.has(i)) now.set(i, !was.has(i));
  };
  t.items.changedSince(before, note);
  // An earlier version (time travel) lacks the items after its own: those waiting then are gone.
  for (const id of ids) if (id >= t.items.size) note(id);
  if (now.size === 0) return ids;
  const out = ids.filter((id) => now.get(id) !== false);
  for (const [id, waitsNow] of now) if (waitsNow) out.push(id);
  return out.sort((a, b) => a - b);
}

/** How many entries `approvalAudit` lists, from the reducer's counts: no scan, no sort. */
export function approvalTotal(t: TraceState, root: SessionKey): number {
  const s = t.sessions.get(root);
  if (!s) return 0;
  let n = s.tally.approvals;
  for (const c of s.children) n += approvalTotal(t, c);
  return n;
}

export interface ApprovalCounts {
  allow: number;
  deny: number;
  forbidden: number;
  pending: number;
  /** Decisions this viewer does not know (a newer producer's). */
  other: number;
}

const COUNTED = ['allow', 'deny', 'forbidden', 'pending'] as const;

export function countDecisions(entries: readonly ApprovalEntry[]): ApprovalCounts {
  const c: ApprovalCounts = { allow: 0, deny: 0, forbidden: 0, pending: 0, other: 0 };
  for (const e of entries) c[COUNTED.find((k) => k === e.decision) ?? 'other'] += 1;
  return c;
}
