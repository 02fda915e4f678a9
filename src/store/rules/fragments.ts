// Streaming fragments (PROTOCOL.md §4): start → delta* → stop → complete, the complete message
// replacing the growing one in place. Every deviation is kept visible, never dropped.
import type { ModelEnvelope, PartialPayload } from '../../protocol/types';
import { UNPLACED, type Draft } from '../draft';
import type { CutReason, ItemId, Loc, MessageItem, SessionKey, ToolItem } from '../model';
import { recordSession } from './sessions';
import { toolFor, toolForCall } from './tools';
import { fragmentKey, fragmentPrefix, partOfKey, type FragmentPart as Part } from './fragment-key';

function partOf(p: PartialPayload): Part {
  switch (p.type) {
    case 'partial_text':
      return 'text';
    case 'partial_thinking':
      return 'thinking';
    case 'partial_tool_call':
      return 'call';
    case 'partial_tool_call_output':
      return 'out';
  }
}

function pieceOf(p: PartialPayload): string {
  switch (p.type) {
    case 'partial_text':
      return p.text;
    case 'partial_thinking':
      return p.thinking;
    case 'partial_tool_call':
      return p.arguments;
    case 'partial_tool_call_output':
      return p.output;
  }
}

function statusOf(d: Draft, id: ItemId, part: Part): string {
  const it = d.item(id);
  if (it.kind === 'message') return it.status;
  if (it.kind === 'tool') return part === 'call' ? it.callStatus : it.outputStatus;
  return 'complete';
}

/** Closes an open fragment that will get no complete message, marking it cut off. */
export function closeFragment(
  d: Draft,
  key: string,
  reason: CutReason,
  at: Loc | undefined,
  report: boolean,
): void {
  const id = d.fragments.get(key);
  if (id === undefined) return;
  d.fragments.delete(key);
  const part = partOfKey(key);
  const status = statusOf(d, id, part);
  const item = d.item(id);
  if (report)
    d.violate(
      {
        rule: status === 'stopped' ? 'fragment-without-complete' : 'fragment-unterminated',
        params: { closed: reason },
      },
      '§4',
      status === 'stopped' ? 'warning' : 'error',
      item.session,
      at,
    );
  if (item.kind === 'message') d.update<MessageItem>(id, { status: 'cut', cutReason: reason });
  else if (part === 'call') d.update<ToolItem>(id, { callStatus: 'cut', callCutReason: reason });
  else d.update<ToolItem>(id, { outputStatus: 'cut', outputCutReason: reason });
}

/** Closes the session's open fragments, all of them or only the LLM stream's (not tool outputs). */
export function closeSessionFragments(
  d: Draft,
  session: SessionKey,
  reason: CutReason,
  at: Loc | undefined,
  opts: { llmOnly: boolean; report: boolean },
): void {
  if (d.fragments.size === 0) return;
  const prefix = fragmentPrefix(session);
  for (const [key] of [...d.fragments.entries()]) {
    if (!key.startsWith(prefix)) continue;
    if (opts.llmOnly && partOfKey(key) === 'out') continue;
    closeFragment(d, key, reason, at, opts.report);
  }
}

function openItem(
  d: Draft,
  env: ModelEnvelope<PartialPayload>,
  session: SessionKey,
  at: Loc | undefined,
): ItemId {
  const p = env.payload;
  const piece = pieceOf(p);
  if (p.type === 'partial_text' || p.type === 'partial_thinking') {
    return d.add<MessageItem>(
      {
        kind: 'message',
        session,
        type: p.type === 'partial_text' ? 'text' : 'thinking',
        role: p.type === 'partial_text' && p.role === 'user' ? 'user' : 'assistant',
        envelope: env,
        content: piece,
        status: 'streaming',
        timestamp: env.timestamp,
        stopReason: undefined,
        id: UNPLACED,
        requestId: undefined,
      },
      at,
    ).id;
  }
  const tool =
    p.type === 'partial_tool_call'
      ? toolForCall(d, session, p.tool_call_id, p.name, undefined, env.timestamp, at)
      : toolFor(d, session, p.tool_call_id, 'output', '', env.timestamp, at);
  if (p.type === 'partial_tool_call')
    return d.update<ToolItem>(tool.id, {
      args: piece,
      callStatus: 'streaming',
      ...(p.name ? { name: p.name } : {}),
    }).id;
  return d.update<ToolItem>(tool.id, {
    outputText: piece,
    outputStatus: 'streaming',
    outputStartedAt: env.timestamp,
    ...(p.images ? { outputImages: p.images } : {}),
  }).id;
}

function grow(d: Draft, id: ItemId, p: PartialPayload, piece = pieceOf(p)): void {
  const item = d.item(id);
  const stopped = p.event_type === 'stop';
  const reason = stopped ? p.stop_reason : undefined;
  // Patches are built by assignment, not conditional spreads: this runs once per delta.
  if (item.kind === 'message') {
    const m = d.message(id);
    m.content += piece;
    if (stopped) m.status = 'stopped';
    if (reason) m.stopReason = reason;
  } else if (item.kind === 'tool' && p.type === 'partial_tool_call') {
    const patch: Partial<ToolItem> = { args: item.args + piece };
    if (stopped) patch.callStatus = 'stopped';
    if (reason) patch.callStopReason = reason;
    d.update<ToolItem>(id, patch);
  } else if (item.kind === 'tool') {
    const patch: Partial<ToolItem> = { outputText: item.outputText + piece };
    if (p.type === 'partial_tool_call_output' && p.images)
      patch.outputImages = [...(item.outputImages ?? []), ...p.images];
    if (stopped) patch.outputStatus = 'stopped';
    if (reason) patch.outputStopReason = reason;
    d.update<ToolItem>(id, patch);
  }
}

export function applyFragment(
  d: Draft,
  env: ModelEnvelope<PartialPayload>,
  at: Loc | undefined,
): void {
  const p = env.payload;
  const session = recordSession(d, env).key;
  const part = partOf(p);
  const toolCallId =
    p.type === 'partial_tool_call' || p.type === 'partial_tool_call_output'
      ? p.tool_call_id
      : undefined;
  const key = fragmentKey(session, part, toolCallId);
  const open = d.fragments.get(key);
  if (p.event_type === 'start') {
    if (open !== undefined) closeFragment(d, key, 'restarted', at, true);
    d.fragments.set(key, openItem(d, env, session, at));
    return;
  }
  let id = open;
  if (id === undefined) {
    d.violate(
      { rule: 'fragment-without-start', params: { type: p.type, eventType: p.event_type } },
      '§4',
      'error',
      session,
      at,
    );
    id = openItem(
      d,
      { ...env, payload: { ...p, event_type: 'start' } } as ModelEnvelope<PartialPayload>,
      session,
      at,
    );
    d.fragments.set(key, id);
    // The piece went into the opened item already; a stop still has to mark it stopped.
    if (p.event_type === 'stop') grow(d, id, p, '');
    return;
  }
  if (statusOf(d, id, part) === 'stopped')
    d.violate(
      { rule: 'fragment-after-stop', params: { type: p.type, eventType: p.event_type } },
      '§4',
      'error',
      session,
      at,
    );
  grow(d, id, p);
}
