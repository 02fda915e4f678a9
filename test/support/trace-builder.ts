// The one way tests, e2e cases and the bench write OmniMessage records. Each builder has its own
// clock, so records made for one test never shift the timestamps of another's.
import type {
  AbortPayload,
  AnyEnvelope,
  AnyServerEvent,
  ApprovalDecision,
  ApprovalDecisionPayload,
  ApprovalRequestEvent,
  CompactionBeginPayload,
  CompactionEndPayload,
  CompletePayload,
  EventPayload,
  ModelEnvelope,
  PartialPayload,
  PartialTextPayload,
  PartialThinkingPayload,
  PartialToolCallOutputPayload,
  ImageUrlPayload,
  PartialToolCallPayload,
  RequestEndPayload,
  SessionMeta,
  SessionTitleEvent,
  StopReason,
  SubagentPayload,
  TaskStateEvent,
  TextPayload,
  ThinkingPayload,
  TokenCounts,
  TokenUsagePayload,
  ToolCallOutputPayload,
  ToolCallPayload,
} from '../../src/protocol/types';
import type { TraceInput } from '../../src/store/model';

export interface TraceBuilderOptions {
  /** Timestamp of the first record. */
  start?: string;
  /** Milliseconds between one record and the next (`wait` adds more). */
  step?: number;
}

/** Where a record was written: absent for the main session, else the subagent chain. */
export interface At {
  origin?: readonly string[];
}
/** Any payload field may be overridden; `origin` places the record in a child session. */
export type Overrides<P> = Partial<Omit<P, 'type'>> & At;

export const tokens = (read: number, write: number, output: number): TokenCounts => ({
  cache_read: read,
  cache_write: write,
  output,
  total: read + write + output,
});
const counts = (n: number): TokenCounts => ({
  cache_read: n,
  cache_write: n,
  output: n,
  total: n * 3,
});

export function createTraceBuilder({
  start = '2026-12-02T10:00:00.000Z',
  step = 1,
}: TraceBuilderOptions = {}) {
  let clock = Date.parse(start);
  const stamp = () => {
    const at = new Date(clock).toISOString();
    clock += step;
    return at;
  };
  const envelope = (type: AnyEnvelope['type'], payload: object, at?: At): AnyEnvelope =>
    ({
      timestamp: stamp(),
      type,
      payload,
      ...(at?.origin ? { origin: [...at.origin] } : {}),
    }) as AnyEnvelope;
  /** Splits `origin` off the payload overrides. */
  const made =
    <P extends { type: string }>(type: AnyEnvelope['type'], defaults: P) =>
    ({ origin, ...fields }: Overrides<P> = {}): AnyEnvelope =>
      envelope(type, { ...defaults, ...fields }, origin ? { origin } : undefined);

  const b = {
    /** The time the next record gets. */
    now: (): number => clock,
    /** Lets `ms` pass before the next record. */
    wait(ms: number): void {
      clock += ms;
    },
    model: (payload: CompletePayload | PartialPayload, at?: At) =>
      envelope('model_msg', payload, at),
    event: (payload: EventPayload, at?: At) => envelope('event_msg', payload, at),

    makeMeta: ({ origin, ...fields }: Partial<SessionMeta> & At = {}): AnyEnvelope =>
      envelope(
        'session_meta',
        {
          session_id: 'main',
          provider: 'custom',
          model_id: 'fake-model',
          model_context_window: 128000,
          system_prompt: 'You are a test.',
          agent_state: '/tmp/state',
          workspace: '/tmp/ws',
          ...fields,
        },
        origin ? { origin } : undefined,
      ),
    makeText: made<TextPayload>('model_msg', {
      type: 'text',
      role: 'assistant',
      text: '',
      stop_reason: 'completed',
    }),
    makeThinking: made<ThinkingPayload>('model_msg', {
      type: 'thinking',
      role: 'assistant',
      thinking: '',
      stop_reason: 'completed',
    }),
    makeToolCall: made<ToolCallPayload>('model_msg', {
      type: 'tool_call',
      role: 'assistant',
      name: 'exec_command',
      arguments: '{}',
      tool_call_id: 'call_1',
    }),
    makeToolOutput: made<ToolCallOutputPayload>('model_msg', {
      type: 'tool_call_output',
      role: 'user',
      output: '',
      tool_call_id: 'call_1',
      stop_reason: 'completed',
    }),
    makeImageUrl: made<ImageUrlPayload>('model_msg', {
      type: 'image_url',
      role: 'user',
      image_url: '',
      stop_reason: 'completed',
    }),
    makePartialText: made<PartialTextPayload>('model_msg', {
      type: 'partial_text',
      role: 'assistant',
      event_type: 'delta',
      text: '',
    }),
    makePartialThinking: made<PartialThinkingPayload>('model_msg', {
      type: 'partial_thinking',
      event_type: 'delta',
      thinking: '',
    }),
    makePartialToolCall: made<PartialToolCallPayload>('model_msg', {
      type: 'partial_tool_call',
      event_type: 'delta',
      name: '',
      arguments: '',
      tool_call_id: 'call_1',
    }),
    makePartialToolOutput: made<PartialToolCallOutputPayload>('model_msg', {
      type: 'partial_tool_call_output',
      event_type: 'delta',
      output: '',
      tool_call_id: 'call_1',
    }),
    makeRequestBegin: (at?: At) => envelope('event_msg', { type: 'request_begin' }, at),
    makeRequestEnd: made<RequestEndPayload>('event_msg', {
      type: 'request_end',
      status: 'completed',
    }),
    makeTokenUsage: made<TokenUsagePayload>('event_msg', {
      type: 'token_usage',
      session: counts(0),
      request: counts(0),
    }),
    makeApprovalDecision: made<ApprovalDecisionPayload>('event_msg', {
      type: 'approval_decision',
      decision: 'allow',
      tool_call_id: 'call_1',
    }),
    makeCompactionBegin: made<CompactionBeginPayload>('event_msg', {
      type: 'compaction_begin',
      reason: 'context',
      mode: 'summarize',
      context: 0,
      turns: 0,
    }),
    makeCompactionEnd: made<CompactionEndPayload>('event_msg', {
      type: 'compaction_end',
      reason: 'context',
      mode: 'summarize',
      status: 'completed',
    }),
    makeAbort: made<AbortPayload>('event_msg', { type: 'abort', reason: null }),
    makeSubagent: made<SubagentPayload>('event_msg', { type: 'subagent', session_id: 'child' }),

    // Server events (SSE `event: server_event`) carry no timestamp.
    /** A tool call waiting for a human; `call` makes the tool_call record it carries. */
    makeApprovalRequest: (
      call: Overrides<ToolCallPayload> = {},
      { origin }: At = {},
    ): ApprovalRequestEvent => ({
      type: 'approval_request',
      toolCall: b.makeToolCall(call) as ModelEnvelope<ToolCallPayload>,
      ...(origin ? { origin: [...origin] } : {}),
    }),
    makeTaskState: (o: Partial<Omit<TaskStateEvent, 'type'>> = {}): TaskStateEvent => ({
      type: 'task_state',
      state: 'running',
      ...o,
    }),
    makeSessionTitle: (o: Partial<Omit<SessionTitleEvent, 'type'>> = {}): SessionTitleEvent => ({
      type: 'session_title',
      sessionId: 'main',
      title: 'A session',
      ...o,
    }),
    makeResyncRequired: (): AnyServerEvent => ({ type: 'resync_required' }),

    // Short forms for unit tests, where the few fields that matter read best in order.
    meta: (session_id: string, o?: At & { tools?: boolean }) =>
      b.makeMeta({
        session_id,
        ...(o?.tools ? { tools: [{ name: 'exec_command', description: 'run' }] } : {}),
        ...(o?.origin ? { origin: o.origin } : {}),
      }),
    text: (role: 'user' | 'assistant', text: string, at?: At) =>
      b.model({ type: 'text', role, text, stop_reason: 'completed' }, at),
    thinking: (thinking: string, at?: At, stop_reason: StopReason = 'completed') =>
      b.model({ type: 'thinking', role: 'assistant', thinking, stop_reason }, at),
    call: (id: string, name: string, args: string, at?: At) =>
      b.model(
        { type: 'tool_call', role: 'assistant', name, arguments: args, tool_call_id: id },
        at,
      ),
    output: (id: string, output: string, at?: At, stop_reason: StopReason = 'completed') =>
      b.model(
        { type: 'tool_call_output', role: 'user', output, tool_call_id: id, stop_reason },
        at,
      ),
    begin: (at?: At) => b.makeRequestBegin(at),
    end: (status: StopReason, extra: Partial<RequestEndPayload> = {}, at?: At) =>
      b.event({ type: 'request_end', status, ...extra } as RequestEndPayload, at),
    decide: (id: string, decision: ApprovalDecision, at?: At) =>
      b.event({ type: 'approval_decision', decision, tool_call_id: id }, at),
    usage: (request: number, session: number, at?: At) =>
      b.event({ type: 'token_usage', request: counts(request), session: counts(session) }, at),

    /** The partial records a producer would stream before `env`, cut at the given offsets. */
    fragmentsOf(env: AnyEnvelope, cuts: readonly number[] = []): AnyEnvelope[] {
      const p = env.payload as CompletePayload;
      const at = env.origin ? { origin: env.origin } : undefined;
      let whole: string;
      let make: (piece: string, event_type: 'start' | 'delta' | 'stop') => PartialPayload;
      if (p.type === 'text') {
        whole = p.text;
        make = (piece, event_type) => ({
          type: 'partial_text',
          role: p.role,
          event_type,
          text: piece,
        });
      } else if (p.type === 'thinking') {
        whole = p.thinking;
        make = (piece, event_type) => ({ type: 'partial_thinking', event_type, thinking: piece });
      } else if (p.type === 'tool_call') {
        whole = p.arguments;
        make = (piece, event_type) => ({
          type: 'partial_tool_call',
          event_type,
          name: event_type === 'start' ? p.name : '',
          arguments: piece,
          tool_call_id: p.tool_call_id,
        });
      } else if (p.type === 'tool_call_output') {
        whole = p.output;
        make = (piece, event_type) => ({
          type: 'partial_tool_call_output',
          event_type,
          output: piece,
          tool_call_id: p.tool_call_id,
        });
      } else return [];
      const points = [...new Set(cuts.map((c) => Math.max(0, Math.min(whole.length, c))))].sort(
        (x, y) => x - y,
      );
      const pieces: string[] = [];
      let last = 0;
      for (const c of [...points, whole.length]) {
        if (c > last) pieces.push(whole.slice(last, c));
        last = Math.max(last, c);
      }
      return [
        b.model(make('', 'start'), at),
        ...pieces.map((piece) => b.model(make(piece, 'delta'), at)),
        b.model(make('', 'stop'), at),
      ];
    },
  };
  return b;
}

export type TraceBuilder = ReturnType<typeof createTraceBuilder>;

/** Reducer inputs: records with an optional line in `t.jsonl`, server events, the end. */
export const rec = (envelope: AnyEnvelope, line?: number): TraceInput =>
  line === undefined
    ? { kind: 'record', envelope }
    : { kind: 'record', envelope, at: { file: 't.jsonl', line } };
export const recs = (envs: readonly AnyEnvelope[]): TraceInput[] =>
  envs.map((e, i) => rec(e, i + 1));
export const server = (event: AnyServerEvent): TraceInput => ({ kind: 'server', event });

/** Records as a Trace file: one JSON object per line. */
export const jsonl = (records: readonly AnyEnvelope[]): string =>
  records.map((r) => JSON.stringify(r)).join('\n') + '\n';
