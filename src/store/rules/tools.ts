// Tool calls: call, output, decision and pending approval meet on one item by tool_call_id,
// whatever order they arrive in (PROTOCOL.md §3, §9).
import type {
  ApprovalDecisionPayload,
  ApprovalRequestEvent,
  EventEnvelope,
  ModelEnvelope,
  ToolCallOutputPayload,
  ToolCallPayload,
} from '../../protocol/types';
import { UNPLACED, type Draft } from '../draft';
import type { ItemId, Loc, SessionKey, ToolItem } from '../model';
import { ensureSession, recordSession } from './sessions';
import { fragmentKey } from './fragment-key';

/** A new item of a tool call, its call 'missing' until the call itself shows. */
function addToolItem(
  d: Draft,
  session: SessionKey,
  toolCallId: string,
  name: string,
  timestamp: string,
  at: Loc | undefined,
): ToolItem {
  return d.add<ToolItem>(
    {
      kind: 'tool',
      session,
      timestamp,
      toolCallId,
      name,
      args: '',
      callStatus: 'missing',
      outputText: '',
      outputStatus: 'none',
      approvalPending: false,
      id: UNPLACED,
      requestId: undefined,
      call: undefined,
      callTimestamp: undefined,
      callStopReason: undefined,
      output: undefined,
      outputTimestamp: undefined,
      outputStopReason: undefined,
      decision: undefined,
      decisionTimestamp: undefined,
    },
    at,
  );
}

/** The item of a tool call, created (as 'missing' its call) where any part of it first shows. */
export function toolItem(
  d: Draft,
  session: SessionKey,
  toolCallId: string,
  name: string,
  timestamp: string,
  at: Loc | undefined,
): ToolItem {
  const id = d.tools.get(session, toolCallId);
  if (id !== undefined) return d.item(id) as ToolItem;
  const item = addToolItem(d, session, toolCallId, name, timestamp, at);
  d.tools.set(session, toolCallId, item.id);
  return item;
}

/** The items of one tool_call_id in a session, first to last (see `ToolItem.sameIdNext`). */
export function toolChain(d: Draft, head: ToolItem): ToolItem[] {
  const chain = [head];
  for (let t = head; t.sameIdNext !== undefined;) {
    t = d.item(t.sameIdNext) as ToolItem;
    chain.push(t);
  }
  return chain;
}

/**
 * The item a part of a call belongs to when its id was used more than once: the first of the
 * id's items still without that part; else the last one (a duplicate, reported by the caller).
 */
export function toolFor(
  d: Draft,
  session: SessionKey,
  toolCallId: string,
  part: 'output' | 'decision',
  name: string,
  timestamp: string,
  at: Loc | undefined,
): ToolItem {
  const head = toolItem(d, session, toolCallId, name, timestamp, at);
  if (head.sameIdNext === undefined) return head;
  const chain = toolChain(d, head);
  const open =
    part === 'output'
      ? chain.find((t) => t.outputStatus !== 'complete')
      : (chain.find((t) => t.decision === undefined && t.outputStatus === 'none') ??
        chain.find((t) => t.decision === undefined));
  return open ?? (chain[chain.length - 1] as ToolItem);
}

/**
 * The item a `tool_call` (or its first fragment) fills: the first of the id's items whose call is
 * not complete; when every one is, a new item chained after the last, unless the record repeats
 * that call exactly (a record read twice merges into it, as before).
 */
export function toolForCall(
  d: Draft,
  session: SessionKey,
  toolCallId: string,
  name: string,
  args: string | undefined,
  timestamp: string,
  at: Loc | undefined,
): ToolItem {
  const head = toolItem(d, session, toolCallId, name, timestamp, at);
  if (head.callStatus !== 'complete' && head.sameIdNext === undefined) return head;
  const chain = toolChain(d, head);
  const open = chain.find((t) => t.callStatus !== 'complete');
  if (open) return open;
  const last = chain[chain.length - 1] as ToolItem;
  if (args !== undefined && last.args === args && last.callTimestamp === timestamp) return last;
  const item = addToolItem(d, session, toolCallId, name, timestamp, at);
  d.editTool(last.id, setSameIdNext, item.id);
  return item;
}

// What each record sets on its tool item (`Draft.editTool`): functions of the module, not
// closures, so a large file's calls, outputs and decisions allocate none.
const setSameIdNext = (t: ToolItem, next: ItemId): void => {
  t.sameIdNext = next;
};

const setRequest = (t: ToolItem, request: number): void => {
  t.requestId = request;
};

function fillCall(t: ToolItem, env: ModelEnvelope<ToolCallPayload>): void {
  const p = env.payload;
  t.call = env;
  t.name = p.name;
  t.args = p.arguments;
  t.callStatus = 'complete';
  t.callTimestamp = env.timestamp;
  if (p.stop_reason) t.callStopReason = p.stop_reason;
}

function fillOutput(t: ToolItem, env: ModelEnvelope<ToolCallOutputPayload>): void {
  const p = env.payload;
  t.output = env;
  t.outputText = p.output;
  t.outputStatus = 'complete';
  t.outputTimestamp = env.timestamp;
  t.approvalPending = false;
  if (p.images) t.outputImages = p.images;
  if (p.stop_reason) t.outputStopReason = p.stop_reason;
}

function fillDecision(t: ToolItem, env: EventEnvelope<ApprovalDecisionPayload>): void {
  t.decision = env.payload.decision;
  t.decisionTimestamp = env.timestamp;
  t.approvalPending = false;
}

function settleFragment(
  d: Draft,
  part: 'call' | 'out',
  toolCallId: string,
  complete: string,
  what: string,
  session: SessionKey,
  at: Loc | undefined,
  streamed: string,
): void {
  // Most calls and outputs come with no fragments: build no key then.
  if (d.fragments.size === 0) return;
  const key = fragmentKey(session, part, toolCallId);
  if (d.fragments.get(key) === undefined) return;
  d.fragments.delete(key);
  if (streamed !== complete)
    d.violate(
      {
        rule: 'fragment-mismatch',
        params: { pieces: what, streamed: streamed.length, complete: complete.length },
      },
      '§4',
      'error',
      session,
      at,
    );
}

export function applyToolCall(
  d: Draft,
  env: ModelEnvelope<ToolCallPayload>,
  at: Loc | undefined,
): void {
  const p = env.payload;
  const s = recordSession(d, env);
  const tool = toolForCall(d, s.key, p.tool_call_id, p.name, p.arguments, env.timestamp, at);
  settleFragment(d, 'call', p.tool_call_id, p.arguments, 'argument', s.key, at, tool.args);
  // The id was used before: this record repeats a call, or is a new call of the same id.
  if (tool.callStatus === 'complete' || tool.id !== d.tools.get(s.key, p.tool_call_id))
    d.violate(
      { rule: 'duplicate-tool-call', params: { toolCallId: p.tool_call_id } },
      '§3',
      'warning',
      s.key,
      at,
    );
  const request =
    s.currentRequest !== undefined && d.requestOpen(s.currentRequest)
      ? s.currentRequest
      : undefined;
  d.editTool(tool.id, fillCall, env);
  if (request !== undefined) d.editTool(tool.id, setRequest, request);
}

export function applyToolOutput(
  d: Draft,
  env: ModelEnvelope<ToolCallOutputPayload>,
  at: Loc | undefined,
): void {
  const p = env.payload;
  const s = recordSession(d, env).key;
  const tool = toolFor(d, s, p.tool_call_id, 'output', '', env.timestamp, at);
  settleFragment(d, 'out', p.tool_call_id, p.output, 'output', s, at, tool.outputText);
  if (tool.outputStatus === 'complete')
    d.violate(
      { rule: 'duplicate-output', params: { toolCallId: p.tool_call_id } },
      '§9',
      'error',
      s,
      at,
    );
  d.editTool(tool.id, fillOutput, env);
}

export function applyApproval(
  d: Draft,
  env: EventEnvelope<ApprovalDecisionPayload>,
  at: Loc | undefined,
): void {
  const p = env.payload;
  const s = recordSession(d, env).key;
  const tool = toolFor(d, s, p.tool_call_id, 'decision', '', env.timestamp, at);
  if (tool.callStatus === 'missing')
    d.violate(
      { rule: 'approval-before-call', params: { toolCallId: p.tool_call_id } },
      '§9',
      'error',
      s,
      at,
    );
  if (tool.outputStatus !== 'none')
    d.violate(
      { rule: 'approval-after-output', params: { toolCallId: p.tool_call_id } },
      '§9',
      'error',
      s,
      at,
    );
  d.editTool(tool.id, fillDecision, env);
}

/** A server's `approval_request`: the call waits for a human (re-sent on reconnect while pending). */
export function applyApprovalRequest(
  d: Draft,
  ev: ApprovalRequestEvent,
  at: Loc | undefined,
): void {
  const call = ev.toolCall;
  const origin = ev.origin ?? call.origin ?? [];
  const s = ensureSession(d, origin, call.timestamp).key;
  const name = call.payload.name;
  let tool = toolFor(d, s, call.payload.tool_call_id, 'decision', name, call.timestamp, at);
  if (tool.callStatus === 'missing') {
    applyToolCall(d, { ...call, ...(origin.length ? { origin } : {}) }, at);
    tool = d.item(tool.id) as ToolItem;
  }
  if (tool.decision !== undefined || tool.outputStatus === 'complete') return;
  d.update<ToolItem>(tool.id, { approvalPending: true, approvalRequestedAt: call.timestamp });
}
