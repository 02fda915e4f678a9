// The one reducer: a dropped file, a live stream and the CLI validator all go through `applyInputs`.
import type {
  AnyEnvelope,
  AnyServerEvent,
  ApprovalRequestEvent,
  CompletePayload,
  EventEnvelope,
  EventPayload,
  ModelEnvelope,
  PartialPayload,
  SessionTitleEvent,
  TaskStateEvent,
  UnknownEnvelope,
} from '../protocol/types';
import { AppendIndex } from './append-index';
import { Draft } from './draft';
import type { Loc, MessageType, TraceInput, TraceState } from './model';
import { PVec } from './pvec';
import { applyAbort } from './rules/abort';
import { applyCompactionBegin, applyCompactionEnd } from './rules/compaction';
import { applyEnd } from './rules/end';
import { applyFragment } from './rules/fragments';
import { applyMessage } from './rules/messages';
import { applyRequestBegin, applyRequestEnd, applyTokenUsage } from './rules/requests';
import { addEvent, applyMeta, applySubagent, applyToolList, ensureSession } from './rules/sessions';
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

const PARTIALS = new Set([
  'partial_text',
  'partial_thinking',
  'partial_tool_call',
  'partial_tool_call_output',
]);
const MESSAGES = new Set<string>([
  'text',
  'thinking',
  'inline_thinking',
  'image_url',
  'inline_data',
] satisfies MessageType[]);

function applyModel(d: Draft, env: ModelEnvelope | UnknownEnvelope, at: Loc | undefined): boolean {
  const type = env.payload.type;
  if (PARTIALS.has(type)) applyFragment(d, env as ModelEnvelope<PartialPayload>, at);
  else if (MESSAGES.has(type))
    applyMessage(d, env as ModelEnvelope<Extract<CompletePayload, { type: MessageType }>>, at);
  else if (type === 'tool_call')
    applyToolCall(d, env as ModelEnvelope<Extract<CompletePayload, { type: 'tool_call' }>>, at);
  else if (type === 'tool_call_output')
    applyToolOutput(
      d,
      env as ModelEnvelope<Extract<CompletePayload, { type: 'tool_call_output' }>>,
      at,
    );
  else return false;
  return true;
}

type EventRule = (d: Draft, e: EventEnvelope, at: Loc | undefined, receivedAt?: number) => void;
const plainEvent: EventRule = (d, e, at) =>
  void addEvent(d, ensureSession(d, e.origin ?? [], e.timestamp).key, e, at);
// The envelope was validated against its payload.type, so each rule may read its own payload.
const as = <P extends EventPayload>(
  rule: (d: Draft, e: EventEnvelope<P>, at: Loc | undefined, r?: number) => void,
) => rule as unknown as EventRule;

const EVENT_RULES: Record<EventPayload['type'], EventRule> = {
  request_begin: applyRequestBegin,
  request_end: as(applyRequestEnd),
  token_usage: as(applyTokenUsage),
  approval_decision: as(applyApproval),
  compaction_begin: as(applyCompactionBegin),
  compaction_end: as(applyCompactionEnd),
  abort: as(applyAbort),
  subagent: as(applySubagent),
  tool_list_ready: as(applyToolList),
  mcp_connect_begin: plainEvent,
  mcp_connect_end: plainEvent,
  goal_finished: plainEvent,
};

function applyEvent(
  d: Draft,
  env: EventEnvelope | UnknownEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): boolean {
  const rule = (EVENT_RULES as Record<string, EventRule | undefined>)[env.payload.type];
  rule?.(d, env as EventEnvelope, at, receivedAt);
  return rule !== undefined;
}

function applyRecord(
  d: Draft,
  env: AnyEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): void {
  const s = ensureSession(d, env.origin ?? [], env.timestamp);
  s.lastTimestamp = env.timestamp;
  if (env.type === 'session_meta') return applyMeta(d, env, at);
  const handled =
    env.type === 'model_msg' ? applyModel(d, env, at) : applyEvent(d, env, at, receivedAt);
  if (!handled) addEvent(d, s.key, env as UnknownEnvelope, at, false);
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
  for (const input of inputs) {
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
