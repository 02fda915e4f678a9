// Writes OmniMessage records for generated test cases: one clock, one record list, any origin.
import type {
  AnyEnvelope,
  ApprovalDecision,
  CompactionMode,
  CompactionReason,
  FragmentEvent,
  StopReason,
  TokenCounts,
} from '../../src/protocol/types';

interface Shared {
  clock: number;
  records: AnyEnvelope[];
}

export const tokens = (read: number, write: number, output: number): TokenCounts => ({
  cache_read: read,
  cache_write: write,
  output,
  total: read + write + output,
});

export class CaseBuilder {
  private constructor(
    private readonly shared: Shared,
    private readonly origin: readonly string[],
  ) {}

  static start(iso = '2026-12-02T10:00:00.000Z'): CaseBuilder {
    return new CaseBuilder({ clock: Date.parse(iso), records: [] }, []);
  }

  /** The same case seen from a (nested) child session: records get `origin`. */
  as(origin: readonly string[]): CaseBuilder {
    return new CaseBuilder(this.shared, origin);
  }

  wait(ms: number): this {
    this.shared.clock += ms;
    return this;
  }

  private put(type: 'model_msg' | 'event_msg' | 'session_meta', payload: object): this {
    this.shared.clock += 10;
    const env = {
      timestamp: new Date(this.shared.clock).toISOString(),
      type,
      payload,
      ...(this.origin.length ? { origin: [...this.origin] } : {}),
    };
    this.shared.records.push(env as AnyEnvelope);
    return this;
  }

  meta(sessionId: string, extra: object = {}): this {
    return this.put('session_meta', {
      session_id: sessionId,
      provider: 'custom',
      model_id: 'case-model',
      model_context_window: 128000,
      system_prompt: 'You are a test agent.',
      tools: [],
      agent_state: '/tmp/state',
      workspace: '/tmp/ws',
      ...extra,
    });
  }
  user(text: string): this {
    return this.put('model_msg', { type: 'text', role: 'user', text, stop_reason: 'completed' });
  }
  text(text: string, stop: StopReason = 'completed'): this {
    return this.put('model_msg', { type: 'text', role: 'assistant', text, stop_reason: stop });
  }
  thinking(thinking: string, stop: StopReason = 'completed'): this {
    return this.put('model_msg', {
      type: 'thinking',
      role: 'assistant',
      thinking,
      stop_reason: stop,
    });
  }
  partialText(event: FragmentEvent, text: string, stop: StopReason = 'completed'): this {
    return this.put('model_msg', {
      type: 'partial_text',
      role: 'assistant',
      event_type: event,
      text,
      stop_reason: stop,
    });
  }
  call(id: string, name: string, args: object = {}): this {
    return this.put('model_msg', {
      type: 'tool_call',
      role: 'assistant',
      name,
      arguments: JSON.stringify(args),
      tool_call_id: id,
      stop_reason: 'completed',
    });
  }
  output(id: string, output: string, stop: StopReason = 'completed'): this {
    return this.put('model_msg', {
      type: 'tool_call_output',
      role: 'user',
      output,
      tool_call_id: id,
      stop_reason: stop,
    });
  }
  decision(id: string, decision: ApprovalDecision): this {
    return this.put('event_msg', { type: 'approval_decision', decision, tool_call_id: id });
  }
  begin(): this {
    return this.put('event_msg', { type: 'request_begin' });
  }
  end(
    status: StopReason,
    extra: { error_message?: string; attempt?: number; retry_in_ms?: number } = {},
  ): this {
    return this.put('event_msg', { type: 'request_end', status, ...extra });
  }
  usage(request: TokenCounts, session: TokenCounts): this {
    return this.put('event_msg', { type: 'token_usage', session, request });
  }
  compactionBegin(
    reason: CompactionReason,
    mode: CompactionMode,
    context: number,
    turns: number,
  ): this {
    return this.put('event_msg', { type: 'compaction_begin', reason, mode, context, turns });
  }
  compactionEnd(
    status: StopReason,
    extra: { attempt?: number; error_message?: string } = {},
  ): this {
    return this.put('event_msg', {
      type: 'compaction_end',
      reason: 'context',
      mode: 'summarize',
      status,
      ...extra,
    });
  }
  abort(reason: string | null): this {
    return this.put('event_msg', { type: 'abort', reason });
  }
  subagent(sessionId: string): this {
    return this.put('event_msg', { type: 'subagent', session_id: sessionId });
  }

  get records(): readonly AnyEnvelope[] {
    return this.shared.records;
  }
  jsonl(): string {
    return this.shared.records.map((r) => JSON.stringify(r)).join('\n') + '\n';
  }
}
