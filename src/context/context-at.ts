// The model context of one request: the system prompt and tool list of its model context, then
// the committed messages before it. Content of attempts that did not commit is left out, as are
// compaction internals (except for the compaction's own request, which reads its prompt).
import type { ToolSpec } from '../protocol/types';
import { attemptPosition } from '../store/derive/requests';
import { parseContextWindow } from '../store/derive/usage';
import type { Item, ItemId, MetaItem, RequestInfo, SessionInfo, TraceState } from '../store/model';
import { messagePart, toolCallPart, toolOutputPart } from './context-parts';
import {
  estimateTokens,
  type ContextAttempt,
  type ContextMessage,
  type ContextStart,
  type ModelContext,
} from './model-context';

const sized = (chars: number) => ({ chars, tokens: estimateTokens(chars) });

/** What the model wrote counts once its request completed; what it was sent always counts. */
function committed(t: TraceState, item: Item): boolean {
  if (item.kind === 'message' && item.role === 'user') return true;
  return item.requestId === undefined || t.requests.get(item.requestId)?.status === 'completed';
}

function completedCompactionEnd(t: TraceState, item: Item): number | undefined {
  if (item.kind !== 'event' || item.type !== 'compaction_end' || item.compactionId === undefined)
    return undefined;
  const c = t.compactions.get(item.compactionId);
  return c?.endItem === item.id && c.status === 'completed' ? c.id : undefined;
}

interface ToolList {
  specs: readonly ToolSpec[];
  itemId: ItemId;
}

interface Found {
  start: ContextStart;
  /** Index in the session's items where the context's messages begin. */
  from: number;
  /** Index in the session's items where the look back stopped. */
  walkedFrom: number;
  /** The session_meta of the model context (a compaction without rotation keeps it). */
  meta?: MetaItem;
  /** The latest tool_list_ready of that model context. */
  tools?: ToolList;
}

function toolListOf(item: Item): ToolList | undefined {
  if (item.kind !== 'event' || item.type !== 'tool_list_ready') return undefined;
  const tools = (item.envelope.payload as { tools?: unknown }).tools;
  return Array.isArray(tools) ? { specs: tools as ToolSpec[], itemId: item.id } : undefined;
}

/** Looks back from the request for where its messages start, its session_meta and tool list. */
function findStart(t: TraceState, s: SessionInfo, before: number): Found {
  let found: Pick<Found, 'start' | 'from'> | undefined;
  let tools: ToolList | undefined;
  for (let i = before - 1; i >= 0; i--) {
    const item = t.items.get(s.items.get(i) as number) as Item;
    tools ??= toolListOf(item);
    const compaction = completedCompactionEnd(t, item);
    if (compaction !== undefined && !found)
      found = {
        start: { kind: 'compaction', itemId: item.id, compactionId: compaction },
        from: i + 1,
      };
    if (item.kind !== 'meta') continue;
    if (!found) {
      // A Trace file that follows a compaction holds the context that compaction left.
      const prev = i > 0 ? t.items.get(s.items.get(i - 1) as number) : undefined;
      const after = prev && completedCompactionEnd(t, prev);
      found = {
        start: {
          kind: 'meta',
          itemId: item.id,
          ...(after !== undefined ? { compactionId: after } : {}),
        },
        from: i + 1,
      };
    }
    return { ...found, walkedFrom: i, meta: item, ...(tools ? { tools } : {}) };
  }
  return {
    ...(found ?? { start: { kind: 'session', itemId: -1 }, from: 0 }),
    walkedFrom: 0,
    ...(tools ? { tools } : {}),
  };
}

const before = (a: string | undefined, b: string | undefined): boolean =>
  a === undefined || b === undefined || !(Date.parse(a) > Date.parse(b));

function collectMessages(
  t: TraceState,
  s: SessionInfo,
  from: number,
  to: number,
  r: RequestInfo,
  seed: ContextMessage[],
): ContextMessage[] {
  const ownCompaction =
    r.beginItem === undefined ? undefined : t.items.get(r.beginItem)?.compactionId;
  const messages = seed;
  // Tool outputs come back after the calls of their turn (in completion order, §9): they are
  // placed before the next user message or request.
  let outputs: ContextMessage[] = [];
  const flush = () => {
    messages.push(...outputs);
    outputs = [];
  };
  for (let i = from; i < to; i++) {
    const item = t.items.get(s.items.get(i) as number) as Item;
    if (item.kind === 'event') {
      if (item.type === 'request_begin') flush();
      continue;
    }
    if (item.compactionId !== undefined && item.compactionId !== ownCompaction) continue;
    if (!committed(t, item)) continue;
    if (item.kind === 'message' && item.status === 'complete') {
      if (item.role === 'user') flush();
      messages.push(messagePart(item));
    } else if (item.kind === 'tool') {
      if (item.callStatus === 'complete') messages.push(toolCallPart(item));
      if (item.outputStatus === 'complete' && before(item.outputTimestamp, r.beganAt))
        outputs.push(toolOutputPart(item));
    }
  }
  flush();
  return messages;
}

function attemptOf(t: TraceState, r: RequestInfo): ContextAttempt | undefined {
  const pos = attemptPosition(t, r.id);
  if (!pos) return undefined;
  return {
    ...pos,
    ...(r.status !== undefined ? { status: String(r.status) } : {}),
    committed: r.status === 'completed',
  };
}

function build(t: TraceState, requestId: number): Built | undefined {
  const r = t.requests.get(requestId);
  const s = r && t.sessions.get(r.session);
  if (!r || !s || r.beginItem === undefined) return undefined;
  const at = s.items.indexOfSorted(r.beginItem);
  if (at < 0) return undefined;
  const found = findStart(t, s, at);
  const summaryId =
    found.start.kind === 'compaction' && found.start.compactionId !== undefined
      ? t.compactions.get(found.start.compactionId)?.summaryItem
      : undefined;
  const summary = summaryId === undefined ? undefined : t.items.get(summaryId);
  const seed = summary?.kind === 'message' ? [messagePart(summary, 'summary')] : [];
  const tools = found.tools;
  const messages = collectMessages(t, s, found.from, at, r, seed);
  const meta =
    found.meta?.envelope.payload ?? (found.start.kind === 'session' ? s.meta : undefined);
  const specs = tools?.specs ?? meta?.tools;
  const prompt = meta?.system_prompt;
  const systemPrompt = prompt === undefined ? undefined : { text: prompt, ...sized(prompt.length) };
  const toolList =
    specs === undefined
      ? undefined
      : {
          specs,
          ...sized(JSON.stringify(specs).length),
          ...(tools ? { itemId: tools.itemId } : {}),
        };
  const chars =
    (systemPrompt?.chars ?? 0) + (toolList?.chars ?? 0) + messages.reduce((n, m) => n + m.chars, 0);
  const window = parseContextWindow(meta?.model_context_window ?? s.meta?.model_context_window);
  const attempt = attemptOf(t, r);
  const context: ModelContext = {
    requestId,
    session: s.key,
    start: found.start,
    ...(found.meta ? { context: found.meta.context } : {}),
    ...(systemPrompt ? { systemPrompt } : {}),
    ...(toolList ? { tools: toolList } : {}),
    messages,
    ...(attempt ? { attempt } : {}),
    ...(window !== undefined ? { window } : {}),
    total: { ...sized(chars), binaryBytes: messages.reduce((n, m) => n + m.binaryBytes, 0) },
    ...(r.usage ? { reported: r.usage.total - r.usage.output } : {}),
  };
  return { context, read: readBy(t, s, r, found.walkedFrom, at) };
}

/**
 * What a context was built from: its request, its session's meta, and the items it looked at
 * (positions `from` to `to` of the session) with their requests' statuses and compactions.
 * While none of these changes (a live session appends after the request), the context is the
 * same. The check asks the trace's vectors what changed since they were last seen: walking every
 * item read again cost as much as building anew on a long session.
 */
interface Read {
  request: RequestInfo;
  meta: SessionInfo['meta'];
  from: number;
  to: number;
  /** The highest ids among the items read and the requests and compactions they name. */
  maxItem: number;
  maxRequest: number;
  maxCompaction: number;
  /** The vectors as last seen with nothing read changed. */
  seen: Pick<TraceState, 'items' | 'requests' | 'compactions'> & { order: SessionInfo['items'] };
}

interface Built {
  context: ModelContext;
  read: Read;
}

function readBy(t: TraceState, s: SessionInfo, r: RequestInfo, from: number, to: number): Read {
  const read: Read = {
    request: r,
    meta: s.meta,
    from,
    to,
    maxItem: -1,
    maxRequest: -1,
    maxCompaction: -1,
    seen: { items: t.items, requests: t.requests, compactions: t.compactions, order: s.items },
  };
  for (let i = from; i < to; i++) {
    const item = t.items.get(s.items.get(i) as number) as Item;
    read.maxItem = Math.max(read.maxItem, item.id);
    read.maxRequest = Math.max(read.maxRequest, item.requestId ?? -1);
    read.maxCompaction = Math.max(read.maxCompaction, item.compactionId ?? -1);
  }
  return read;
}

/**
 * Whether nothing `read` looked at changed in `t`: no item of its session up to the last one
 * read, no request of its session up to the last one named changed status, no compaction of its
 * session up to the last one named. Ids only grow, so this covers all read, and a little more.
 */
function unchanged(t: TraceState, read: Read): boolean {
  const { seen, request } = read;
  const s = t.sessions.get(request.session);
  if (!s || s.meta !== read.meta) return false;
  let changed = false;
  s.items.changedSince(seen.order, (i) => {
    changed ||= i >= read.from && i < read.to;
  });
  t.items.changedSince(seen.items, (id) => {
    changed ||= id <= read.maxItem && t.items.get(id)?.session === request.session;
  });
  t.requests.changedSince(seen.requests, (id) => {
    const now = t.requests.get(id);
    changed ||=
      id <= read.maxRequest &&
      now?.session === request.session &&
      now.status !== seen.requests.get(id)?.status;
  });
  t.compactions.changedSince(seen.compactions, (id) => {
    changed ||= id <= read.maxCompaction && t.compactions.get(id)?.session === request.session;
  });
  // Unchanged: the next check starts from here, so it looks at the next batch's changes alone.
  if (!changed)
    read.seen = {
      items: t.items,
      requests: t.requests,
      compactions: t.compactions,
      order: s.items,
    };
  return !changed;
}

const memo = new WeakMap<TraceState, Map<number, ModelContext | undefined>>();
/** A request's last context, across trace versions (a request that changes is a new object). */
const lastBuilt = new WeakMap<RequestInfo, Built>();

function sameAttempt(a: ContextAttempt | undefined, b: ContextAttempt | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (Object.keys(a) as (keyof ContextAttempt)[]).every((k) => a[k] === b[k]);
}

function current(t: TraceState, requestId: number): ModelContext | undefined {
  const r = t.requests.get(requestId);
  const last = r && lastBuilt.get(r);
  // Its place among the attempts of its turn may change as a retry arrives.
  if (last && unchanged(t, last.read) && sameAttempt(attemptOf(t, r), last.context.attempt))
    return last.context;
  const built = build(t, requestId);
  if (built) lastBuilt.set(built.read.request, built);
  return built?.context;
}

/**
 * Memoized per trace version (the state object changes with every applied batch), and the same
 * object across versions while nothing it was built from changed.
 */
export function contextAt(t: TraceState, requestId: number): ModelContext | undefined {
  let byRequest = memo.get(t);
  if (!byRequest) memo.set(t, (byRequest = new Map()));
  if (!byRequest.has(requestId)) byRequest.set(requestId, current(t, requestId));
  return byRequest.get(requestId);
}
