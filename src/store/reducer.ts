// The one reducer: a dropped file, a live stream and the CLI validator all go through `applyInputs`.
import { kindEntry, type PayloadOf, type PayloadType } from '../protocol/kinds';
import type {
  AnyEnvelope,
  AnyServerEvent,
  ApprovalRequestEvent,
  EventEnvelope,
  EventPayload,
  ModelEnvelope,
  SessionTitleEvent,
  TaskStateEvent,
  UnknownEnvelope,
} from '../protocol/types';
import { AppendIndex } from './append-index';
import { Draft } from './draft';
import type { Loc, TraceInput, TraceState } from './model';
import { PVec } from './pvec';
import { applyAbort } from './rules/abort';
import { applyCompactionBegin, applyCompactionEnd } from './rules/compaction';
import { applyEnd } from './rules/end';
import { applyFragment } from './rules/fragments';
import { applyMessage } from './rules/messages';
import { applyRequestBegin, applyRequestEnd, applyTokenUsage } from './rules/requests';
import {
  addEvent,
  applyMeta,
  applySubagent,
  applyToolList,
  ensureSession,
  recordSession,
} from './rules/sessions';
import { applyApproval, applyApprovalRequest, applyToolCall, applyToolOutput } from './rules/tools';

export function initialTraceState(): TraceState {
  return {
    items: PVec.empty(),
    sessions: new Map(),
    requests: PVec.empty(),
    compactions: PVec.empty(),
    tools: AppendIndex.empty(),
    fragments: new Map(),
    titles: new Map(),
    violations: PVec.empty(),
    records: 0,
    ended: false,
    lineage: {},
  };
}

type Rule<K extends PayloadType> = (
  d: Draft,
  env: PayloadOf<K> extends EventPayload
    ? EventEnvelope<PayloadOf<K>>
    : ModelEnvelope<PayloadOf<K>>,
  at: Loc | undefined,
  receivedAt: number | undefined,
) => void;

const plainEvent = (d: Draft, e: EventEnvelope, at: Loc | undefined): void =>
  void addEvent(d, recordSession(d, e).key, e, at);

/** What each payload type does to the state: one rule per type, or the reducer does not compile. */
const RULES: { readonly [K in PayloadType]: Rule<K> } = {
  text: applyMessage,
  thinking: applyMessage,
  inline_thinking: applyMessage,
  image_url: applyMessage,
  inline_data: applyMessage,
  tool_call: applyToolCall,
  tool_call_output: applyToolOutput,
  partial_text: applyFragment,
  partial_thinking: applyFragment,
  partial_tool_call: applyFragment,
  partial_tool_call_output: applyFragment,
  request_begin: applyRequestBegin,
  request_end: applyRequestEnd,
  token_usage: applyTokenUsage,
  approval_decision: applyApproval,
  compaction_begin: applyCompactionBegin,
  compaction_end: applyCompactionEnd,
  abort: applyAbort,
  subagent: applySubagent,
  tool_list_ready: applyToolList,
  mcp_connect_begin: plainEvent,
  mcp_connect_end: plainEvent,
  goal_finished: plainEvent,
};

/** Applies a record of a known payload type; false for one this viewer does not know. */
function applyKnown(
  d: Draft,
  env: ModelEnvelope | EventEnvelope | UnknownEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): boolean {
  const type = env.payload.type;
  if (kindEntry(type)?.envelope !== env.type) return false;
  // The record was validated against the entry of its payload type, envelope included, so the
  // rule of that type may read its own payload.
  const rule = RULES[type as PayloadType] as Rule<PayloadType>;
  rule(d, env as never, at, receivedAt);
  return true;
}

function applyRecord(
  d: Draft,
  env: AnyEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): void {
  const s = recordSession(d, env);
  // The session's span runs from its earliest to its latest record time, whatever order the
  // records came in. ISO 8601 UTC times compare as strings; one that is no time (not starting
  // with a digit) is left out.
  const ts = env.timestamp;
  if (typeof ts === 'string' && ts.charCodeAt(0) <= 57) {
    if (s.lastTimestamp === undefined || ts > s.lastTimestamp) s.lastTimestamp = ts;
    if (s.firstTimestamp !== undefined && ts < s.firstTimestamp) s.firstTimestamp = ts;
  }
  if (env.type === 'session_meta') return applyMeta(d, env, at);
  if (!applyKnown(d, env, at, receivedAt)) addEvent(d, s.key, env as UnknownEnvelope, at, false);
}

function applyServer(d: Draft, ev: AnyServerEvent, at: Loc | undefined): void {
  if (ev.type === 'approval_request') applyApprovalRequest(d, ev as ApprovalRequestEvent, at);
  else if (ev.type === 'session_title') {
    const t = ev as SessionTitleEvent;
    d.titles.set(t.sessionId, t.title);
  } else if (ev.type === 'task_state')
    ensureSession(d, [], '').taskState = (ev as TaskStateEvent).state;
}

/** Applies a batch of inputs. The state given is left as it was; a new one is returned. */
export function applyInputs(state: TraceState, inputs: readonly TraceInput[]): TraceState {
  // Comments alone (heartbeats) change nothing: the same state, so nothing re-renders.
  if (inputs.every((i) => i.kind === 'comment')) return state;
  const d = new Draft(state);
  // Indexed, not `for…of`: the iterator's result objects were not optimized away here, and a
  // large file paid one allocation per record for them.
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i] as TraceInput;
    if (input.kind === 'record') {
      if (!input.synthesized) d.records += 1;
      applyRecord(d, input.envelope, input.at, input.receivedAt);
    } else if (input.kind === 'server') applyServer(d, input.event, input.at);
    else if (input.kind === 'end') applyEnd(d, input.at);
  }
  return d.done();
}

export const reduce = (state: TraceState, input: TraceInput): TraceState =>
  applyInputs(state, [input]);
