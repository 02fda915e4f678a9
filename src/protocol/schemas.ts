import { STOP_REASONS } from './types';

type Kind =
  | 'string'
  | 'string?null'
  | 'number'
  | 'number|string'
  | 'object'
  | 'array'
  | 'string[]'
  | 'tools'
  | 'tokens';
/** [kind, optional, allowed values]. A value outside `allowed` is a warning, not an error. */
export type FieldRule = readonly [Kind, boolean, (readonly string[] | undefined)?];
export type Schema = Readonly<Record<string, FieldRule>>;

const req = (kind: Kind, values?: readonly string[]): FieldRule => [kind, false, values];
const opt = (kind: Kind, values?: readonly string[]): FieldRule => [kind, true, values];

const stop = { stop_reason: opt('string', STOP_REASONS), fidelity: opt('object') };
const fragment = { ...stop, event_type: req('string', ['start', 'delta', 'stop']) };
const ROLES = ['user', 'assistant'];

export const PAYLOAD_SCHEMAS: Readonly<
  Record<string, { envelope: 'session_meta' | 'model_msg' | 'event_msg'; fields: Schema }>
> = {
  session_meta: {
    envelope: 'session_meta',
    fields: {
      session_id: req('string'),
      provider: req('string'),
      model_id: req('string'),
      model_context_window: req('number|string'),
      system_prompt: req('string'),
      tools: opt('tools'),
      agent_state: req('string'),
      workspace: req('string'),
      source: opt('string', ['subagent', 'schedule']),
    },
  },
  text: {
    envelope: 'model_msg',
    fields: {
      ...stop,
      role: req('string', ROLES),
      text: req('string'),
      sender: opt('string', ['user', 'parent_agent', 'harness', 'server']),
    },
  },
  thinking: {
    envelope: 'model_msg',
    fields: { ...stop, role: opt('string'), thinking: req('string') },
  },
  inline_thinking: {
    envelope: 'model_msg',
    fields: { ...stop, data: req('string'), mime_type: req('string') },
  },
  tool_call: {
    envelope: 'model_msg',
    fields: { ...stop, name: req('string'), arguments: req('string'), tool_call_id: req('string') },
  },
  tool_call_output: {
    envelope: 'model_msg',
    fields: {
      ...stop,
      output: req('string'),
      images: opt('string[]'),
      tool_call_id: req('string'),
    },
  },
  image_url: { envelope: 'model_msg', fields: { ...stop, image_url: req('string') } },
  inline_data: {
    envelope: 'model_msg',
    fields: { ...stop, role: opt('string', ROLES), data: req('string'), mime_type: req('string') },
  },
  partial_text: { envelope: 'model_msg', fields: { ...fragment, text: req('string') } },
  partial_thinking: { envelope: 'model_msg', fields: { ...fragment, thinking: req('string') } },
  partial_tool_call: {
    envelope: 'model_msg',
    fields: {
      ...fragment,
      name: req('string'),
      arguments: req('string'),
      tool_call_id: req('string'),
    },
  },
  partial_tool_call_output: {
    envelope: 'model_msg',
    fields: {
      ...fragment,
      output: req('string'),
      images: opt('string[]'),
      tool_call_id: req('string'),
    },
  },
  request_begin: { envelope: 'event_msg', fields: {} },
  request_end: {
    envelope: 'event_msg',
    fields: {
      status: req('string', STOP_REASONS),
      error_message: opt('string'),
      attempt: opt('number'),
      retry_in_ms: opt('number'),
    },
  },
  approval_decision: {
    envelope: 'event_msg',
    fields: {
      decision: req('string', ['allow', 'deny', 'forbidden']),
      tool_call_id: req('string'),
    },
  },
  token_usage: {
    envelope: 'event_msg',
    fields: { session: req('tokens'), request: req('tokens') },
  },
  compaction_begin: {
    envelope: 'event_msg',
    fields: {
      reason: req('string', ['context', 'turns', 'manual']),
      mode: req('string', ['summarize', 'discard']),
      context: req('number'),
      turns: req('number'),
    },
  },
  compaction_end: {
    envelope: 'event_msg',
    fields: {
      reason: req('string', ['context', 'turns', 'manual']),
      mode: req('string', ['summarize', 'discard']),
      status: req('string', STOP_REASONS),
      attempt: opt('number'),
      error_message: opt('string'),
    },
  },
  abort: { envelope: 'event_msg', fields: { reason: opt('string?null') } },
  subagent: { envelope: 'event_msg', fields: { session_id: req('string') } },
  tool_list_ready: { envelope: 'event_msg', fields: { tools: req('tools') } },
  mcp_connect_begin: { envelope: 'event_msg', fields: { servers: req('string[]') } },
  mcp_connect_end: {
    envelope: 'event_msg',
    fields: { status: req('string', ['completed', 'failed', 'aborted']), results: req('array') },
  },
  goal_finished: {
    envelope: 'event_msg',
    fields: {
      outcome: req('string', ['complete', 'blocked', 'budget_limited', 'aborted']),
      rounds: req('number'),
      tokens_used: req('number'),
    },
  },
};

export const SERVER_EVENT_SCHEMAS: Readonly<Record<string, Schema>> = {
  approval_request: { toolCall: req('object'), origin: opt('string[]') },
  task_state: {
    state: req('string', ['idle', 'running', 'compacting']),
    queued: opt('number'),
  },
  session_title: { sessionId: req('string'), title: req('string') },
  resync_required: {},
  credentials_updated: {},
  goal_started: {},
  goal_round: {},
  goal_finished: {},
  session_created: { sessionId: opt('string') },
};
