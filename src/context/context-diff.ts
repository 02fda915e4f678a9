// What changed in a model context since the previous request of the same session: what was
// added (the new user turn, tool outputs), what was removed (a compaction), and the tool list.
import type { ToolSpec } from '../protocol/types';
import type { TraceState } from '../store/model';
import { contextAt } from './context-at';
import type { ContextMessage, ModelContext } from './model-context';

export interface ToolListChange {
  added: string[];
  removed: string[];
  /** Same name, other description or parameters. */
  changed: string[];
}

export interface ContextDiff {
  /**
   * first: nothing before it, every message is new; replaced: the previous context was replaced
   * (by a compaction's summary when `compactionId` is set); grown: the same context, extended.
   */
  kind: 'first' | 'replaced' | 'grown';
  previousRequestId?: number;
  compactionId?: number;
  added: ContextMessage[];
  removed: ContextMessage[];
  /** The previous request's own committed answer, now history: expected, not news. */
  reply: ContextMessage[];
  /** Messages the previous request already had, unchanged. */
  unchanged: ContextMessage[];
  tools?: ToolListChange;
  systemPromptChanged: boolean;
}

const startKey = (c: ModelContext) => `${c.start.kind}:${c.start.itemId}`;

function toolChange(
  prev: readonly ToolSpec[] | undefined,
  next: readonly ToolSpec[] | undefined,
): ToolListChange | undefined {
  const a = new Map((prev ?? []).map((t) => [t.name, JSON.stringify(t)]));
  const b = new Map((next ?? []).map((t) => [t.name, JSON.stringify(t)]));
  const added = [...b.keys()].filter((n) => !a.has(n));
  const removed = [...a.keys()].filter((n) => !b.has(n));
  const changed = [...b].filter(([n, j]) => a.has(n) && a.get(n) !== j).map(([n]) => n);
  return added.length + removed.length + changed.length === 0
    ? undefined
    : { added, removed, changed };
}

export function diffContexts(prev: ModelContext | undefined, next: ModelContext): ContextDiff {
  // A first request has no tool list before it: its tools are the context, not a change.
  const tools = prev && toolChange(prev.tools?.specs, next.tools?.specs);
  const systemPromptChanged =
    prev !== undefined && prev.systemPrompt?.text !== next.systemPrompt?.text;
  const base = { ...(tools ? { tools } : {}), systemPromptChanged };
  if (!prev)
    return {
      kind: 'first',
      added: [...next.messages],
      removed: [],
      reply: [],
      unchanged: [],
      ...base,
    };
  const from = { previousRequestId: prev.requestId };
  if (startKey(prev) !== startKey(next))
    return {
      kind: 'replaced',
      ...from,
      ...(next.start.compactionId !== undefined ? { compactionId: next.start.compactionId } : {}),
      added: [...next.messages],
      removed: [...prev.messages],
      reply: [],
      unchanged: [],
      ...base,
    };
  const had = new Set(prev.messages.map((m) => m.key));
  const has = new Set(next.messages.map((m) => m.key));
  const fresh = next.messages.filter((m) => !had.has(m.key));
  const isReply = (m: ContextMessage) => m.role === 'assistant' && m.requestId === prev.requestId;
  return {
    kind: 'grown',
    ...from,
    added: fresh.filter((m) => !isReply(m)),
    removed: prev.messages.filter((m) => !has.has(m.key)),
    reply: fresh.filter(isReply),
    unchanged: next.messages.filter((m) => had.has(m.key)),
    ...base,
  };
}

/** The request before this one in its session (any attempt), if any. */
export function previousRequest(t: TraceState, requestId: number): number | undefined {
  const r = t.requests.get(requestId);
  const s = r && t.sessions.get(r.session);
  const i = s ? s.requests.indexOfSorted(requestId) : -1;
  return i > 0 ? s?.requests.get(i - 1) : undefined;
}

const diffs = new WeakMap<ModelContext, { prev: ModelContext | undefined; diff: ContextDiff }>();

/** The diff of a request's context to the previous request's: the same object while both are. */
export function diffAt(t: TraceState, requestId: number): ContextDiff | undefined {
  const next = contextAt(t, requestId);
  if (!next) return undefined;
  const prevId = previousRequest(t, requestId);
  const prev = prevId === undefined ? undefined : contextAt(t, prevId);
  const known = diffs.get(next);
  if (known && known.prev === prev) return known.diff;
  const diff = diffContexts(prev, next);
  diffs.set(next, { prev, diff });
  return diff;
}
