// OmniMessage as PROTOCOL.md describes it. Every object type is open (`Extra`): producers add
// fields over time and a viewer must keep them, so nothing here strips unknown keys. A field is
// required here only where the reader checks it is there (the schemas in kinds.ts, checked
// against these types).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
type Extra = { [key: string]: unknown };

export const STOP_REASONS = [
  'completed',
  'aborted',
  'timeout',
  'malformed',
  'failed',
  'auth',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** Opaque provider data: kept byte for byte (PROTOCOL.md §8). */
export type Fidelity = JsonObject;

export interface ToolSpec extends Extra {
  name: string;
  description: string;
  parameters?: JsonObject;
}

/**
 * Every field but `tools` and `source` is required by the protocol (§2), yet read when absent: a
 * session_meta missing one still gives the others (validate.ts warns of the one missing).
 */
export interface SessionMeta extends Extra {
  session_id?: string;
  provider?: string;
  model_id?: string;
  model_context_window?: number | string;
  system_prompt?: string;
  tools?: ToolSpec[];
  agent_state?: string;
  workspace?: string;
  source?: 'subagent' | 'schedule';
  thinking_level?: Json;
}

interface PayloadBase extends Extra {
  stop_reason?: StopReason;
  fidelity?: Fidelity;
}

export type Sender = 'user' | 'parent_agent' | 'harness' | 'server';

export interface TextPayload extends PayloadBase {
  type: 'text';
  role: 'user' | 'assistant';
  text: string;
  sender?: Sender;
}
export interface ThinkingPayload extends PayloadBase {
  type: 'thinking';
  role?: string;
  thinking: string;
}
export interface InlineThinkingPayload extends PayloadBase {
  type: 'inline_thinking';
  role?: 'assistant';
  data: string;
  mime_type: string;
}
export interface ToolCallPayload extends PayloadBase {
  type: 'tool_call';
  role?: 'assistant';
  name: string;
  /** A JSON string, not an object: it may be cut or invalid when the stream was. */
  arguments: string;
  tool_call_id: string;
}
export interface ToolCallOutputPayload extends PayloadBase {
  type: 'tool_call_output';
  role?: 'user';
  output: string;
  images?: string[];
  tool_call_id: string;
}
export interface ImageUrlPayload extends PayloadBase {
  type: 'image_url';
  role?: 'user';
  image_url: string;
}
export interface InlineDataPayload extends PayloadBase {
  type: 'inline_data';
  role?: 'user' | 'assistant';
  data: string;
  mime_type: string;
}

export type CompletePayload =
  | TextPayload
  | ThinkingPayload
  | InlineThinkingPayload
  | ToolCallPayload
  | ToolCallOutputPayload
  | ImageUrlPayload
  | InlineDataPayload;

export type FragmentEvent = 'start' | 'delta' | 'stop';

interface PartialBase extends PayloadBase {
  event_type: FragmentEvent;
}
export interface PartialTextPayload extends PartialBase {
  type: 'partial_text';
  role?: 'user' | 'assistant';
  text: string;
}
export interface PartialThinkingPayload extends PartialBase {
  type: 'partial_thinking';
  role?: 'assistant';
  thinking: string;
}
export interface PartialToolCallPayload extends PartialBase {
  type: 'partial_tool_call';
  role?: 'assistant';
  /** Only `start` carries the real name; later pieces carry "" (PROTOCOL.md §12). */
  name: string;
  arguments: string;
  tool_call_id: string;
}
export interface PartialToolCallOutputPayload extends PartialBase {
  type: 'partial_tool_call_output';
  role?: 'user';
  output: string;
  images?: string[];
  tool_call_id: string;
}

export type PartialPayload =
  | PartialTextPayload
  | PartialThinkingPayload
  | PartialToolCallPayload
  | PartialToolCallOutputPayload;

/** A payload.type this viewer does not know: kept whole and shown as JSON. */
export interface UnknownPayload extends Extra {
  type: string;
}

export type ModelPayload = CompletePayload | PartialPayload;

export interface TokenCounts extends Extra {
  cache_read: number;
  cache_write: number;
  output: number;
  total: number;
}

export interface RequestBeginPayload extends Extra {
  type: 'request_begin';
}
export interface RequestEndPayload extends Extra {
  type: 'request_end';
  status: StopReason;
  error_message?: string;
  attempt?: number;
  retry_in_ms?: number;
}
export type ApprovalDecision = 'allow' | 'deny' | 'forbidden';
export interface ApprovalDecisionPayload extends Extra {
  type: 'approval_decision';
  decision: ApprovalDecision;
  tool_call_id: string;
}
export interface TokenUsagePayload extends Extra {
  type: 'token_usage';
  session: TokenCounts;
  request: TokenCounts;
}
export type CompactionReason = 'context' | 'turns' | 'manual';
export type CompactionMode = 'summarize' | 'discard';
export interface CompactionBeginPayload extends Extra {
  type: 'compaction_begin';
  reason: CompactionReason;
  mode: CompactionMode;
  context: number;
  turns: number;
}
export interface CompactionEndPayload extends Extra {
  type: 'compaction_end';
  reason: CompactionReason;
  mode: CompactionMode;
  status: StopReason;
  attempt?: number;
  error_message?: string;
}
export interface AbortPayload extends Extra {
  type: 'abort';
  reason?: string | null;
}
export interface SubagentPayload extends Extra {
  type: 'subagent';
  session_id: string;
}
export interface ToolListReadyPayload extends Extra {
  type: 'tool_list_ready';
  tools: ToolSpec[];
}
export interface McpConnectBeginPayload extends Extra {
  type: 'mcp_connect_begin';
  servers: string[];
}
export interface McpServerResult extends Extra {
  server: string;
  transport: 'stdio' | 'http' | 'sse';
  status: string;
  duration_ms: number;
  tools?: Json;
  error?: string;
}
export interface McpConnectEndPayload extends Extra {
  type: 'mcp_connect_end';
  status: 'completed' | 'failed' | 'aborted';
  results: McpServerResult[];
}
export interface GoalFinishedPayload extends Extra {
  type: 'goal_finished';
  outcome: 'complete' | 'blocked' | 'budget_limited' | 'aborted';
  rounds: number;
  tokens_used: number;
}

export type EventPayload =
  | RequestBeginPayload
  | RequestEndPayload
  | ApprovalDecisionPayload
  | TokenUsagePayload
  | CompactionBeginPayload
  | CompactionEndPayload
  | AbortPayload
  | SubagentPayload
  | ToolListReadyPayload
  | McpConnectBeginPayload
  | McpConnectEndPayload
  | GoalFinishedPayload;

interface EnvelopeBase extends Extra {
  timestamp: string;
  /** Subagent chain, outermost child first; absent for the main session. */
  origin?: string[];
}
export interface MetaEnvelope extends EnvelopeBase {
  type: 'session_meta';
  payload: SessionMeta;
}
export interface ModelEnvelope<
  P extends ModelPayload | UnknownPayload = ModelPayload,
> extends EnvelopeBase {
  type: 'model_msg';
  payload: P;
}
export interface EventEnvelope<
  P extends EventPayload | UnknownPayload = EventPayload,
> extends EnvelopeBase {
  type: 'event_msg';
  payload: P;
}
/** A record whose payload.type is not one of ours; `known` is false so the UI shows it as JSON. */
export type UnknownEnvelope = ModelEnvelope<UnknownPayload> | EventEnvelope<UnknownPayload>;

export type Envelope = MetaEnvelope | ModelEnvelope | EventEnvelope;
export type AnyEnvelope = Envelope | UnknownEnvelope;

// ---- server events (SSE `event: server_event`, PROTOCOL.md §11) ----

export type TaskState = 'idle' | 'running' | 'compacting';

export interface ApprovalRequestEvent extends Extra {
  type: 'approval_request';
  toolCall: ModelEnvelope<ToolCallPayload>;
  origin?: string[];
}
export interface TaskStateEvent extends Extra {
  type: 'task_state';
  state: TaskState;
  queued?: number;
  pendingSteering?: Json;
  pendingFollowUps?: Json;
}
export interface SessionTitleEvent extends Extra {
  type: 'session_title';
  sessionId: string;
  title: string;
}
export interface ResyncRequiredEvent extends Extra {
  type: 'resync_required';
}
export interface GoalServerEvent extends Extra {
  type: 'goal_started' | 'goal_round' | 'goal_finished';
}
export interface OtherServerEvent extends Extra {
  type: string;
}
export type ServerEvent =
  ApprovalRequestEvent | TaskStateEvent | SessionTitleEvent | ResyncRequiredEvent | GoalServerEvent;
export type AnyServerEvent = ServerEvent | OtherServerEvent;

/**
 * An event whose SSE name this viewer does not know, as sent: kept so a saved capture writes it
 * back under its own name, with its own data, even when that data is not JSON.
 */
export interface WireEvent {
  event: string;
  data: string;
}
