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

function applyEvent(
  d: Draft,
  env: EventEnvelope | UnknownEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): boolean {
  const e = env as EventEnvelope;
  const p: EventPayload = e.payload;
  switch (p.type) {
    case 'request_begin':
      applyRequestBegin(d, e, at);
      return true;
    case 'request_end':
      applyRequestEnd(d, e as EventEnvelope<typeof p>, at, receivedAt);
      return true;
    case 'token_usage':
      applyTokenUsage(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'approval_decision':
      applyApproval(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'compaction_begin':
      applyCompactionBegin(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'compaction_end':
      applyCompactionEnd(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'abort':
      applyAbort(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'subagent':
      applySubagent(d, e as EventEnvelope<typeof p>);
      return true;
    case 'tool_list_ready':
      applyToolList(d, e as EventEnvelope<typeof p>, at);
      return true;
    case 'mcp_connect_begin':
    case 'mcp_connect_end':
    case 'goal_finished':
      addEvent(d, ensureSession(d, e.origin ?? [], e.timestamp).key, e, at);
      return true;
    default:
      return false;
  }
}

function applyRecord(
  d: Draft,
  env: AnyEnvelope,
  at: Loc | undefined,
  receivedAt: number | undefined,
): void {
  d.records += 1;
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
  if (inputs.length === 0) return state;
  const d = new Draft(state);
  for (const input of inputs) {
    if (input.kind === 'record') applyRecord(d, input.envelope, input.at, input.receivedAt);
    else if (input.kind === 'server') applyServer(d, input.event, input.at);
    else applyEnd(d, input.at);
  }
  return d.done();
}

export const reduce = (state: TraceState, input: TraceInput): TraceState =>
  applyInputs(state, [input]);
