// Writes OmniMessage records for generated test cases: one trace builder, one record list, any
// origin. Records are 10 ms apart, the first 10 ms after the start.
import type {
  AnyEnvelope,
  ApprovalDecision,
  CompactionMode,
  CompactionReason,
  FragmentEvent,
  StopReason,
  TokenCounts,
} from '../../src/protocol/types';
import { createTraceBuilder, jsonl, type TraceBuilder } from '../support/trace-builder';

interface Shared {
  build: TraceBuilder;
  records: AnyEnvelope[];
}

const STEP = 10;

export class CaseBuilder {
  private constructor(
    private readonly shared: Shared,
    private readonly origin: readonly string[],
  ) {}

  static start(iso = '2026-12-02T10:00:00.000Z'): CaseBuilder {
    const start = new Date(Date.parse(iso) + STEP).toISOString();
    return new CaseBuilder({ build: createTraceBuilder({ start, step: STEP }), records: [] }, []);
  }

  /** The same case seen from a (nested) child session: records get `origin`. */
  as(origin: readonly string[]): CaseBuilder {
    return new CaseBuilder(this.shared, origin);
  }

  wait(ms: number): this {
    this.shared.build.wait(ms);
    return this;
  }

  private put(make: (b: TraceBuilder, at: { origin?: readonly string[] }) => AnyEnvelope): this {
    this.shared.records.push(
      make(this.shared.build, this.origin.length ? { origin: this.origin } : {}),
    );
    return this;
  }

  meta(sessionId: string, extra: object = {}): this {
    return this.put((b, at) =>
      b.makeMeta({
        session_id: sessionId,
        model_id: 'case-model',
        system_prompt: 'You are a test agent.',
        tools: [],
        ...extra,
        ...at,
      }),
    );
  }
  user(text: string): this {
    return this.put((b, at) => b.makeText({ role: 'user', text, ...at }));
  }
  text(text: string, stop: StopReason = 'completed'): this {
    return this.put((b, at) => b.makeText({ text, stop_reason: stop, ...at }));
  }
  thinking(thinking: string, stop: StopReason = 'completed'): this {
    return this.put((b, at) => b.makeThinking({ thinking, stop_reason: stop, ...at }));
  }
  partialText(event: FragmentEvent, text: string, stop: StopReason = 'completed'): this {
    return this.put((b, at) =>
      b.makePartialText({ event_type: event, text, stop_reason: stop, ...at }),
    );
  }
  call(id: string, name: string, args: object = {}): this {
    return this.put((b, at) =>
      b.makeToolCall({
        name,
        arguments: JSON.stringify(args),
        tool_call_id: id,
        stop_reason: 'completed',
        ...at,
      }),
    );
  }
  output(id: string, output: string, stop: StopReason = 'completed'): this {
    return this.put((b, at) =>
      b.makeToolOutput({ output, tool_call_id: id, stop_reason: stop, ...at }),
    );
  }
  decision(id: string, decision: ApprovalDecision): this {
    return this.put((b, at) => b.makeApprovalDecision({ decision, tool_call_id: id, ...at }));
  }
  begin(): this {
    return this.put((b, at) => b.makeRequestBegin(at));
  }
  end(
    status: StopReason,
    extra: { error_message?: string; attempt?: number; retry_in_ms?: number } = {},
  ): this {
    return this.put((b, at) => b.makeRequestEnd({ status, ...extra, ...at }));
  }
  usage(request: TokenCounts, session: TokenCounts): this {
    return this.put((b, at) => b.makeTokenUsage({ session, request, ...at }));
  }
  compactionBegin(
    reason: CompactionReason,
    mode: CompactionMode,
    context: number,
    turns: number,
  ): this {
    return this.put((b, at) => b.makeCompactionBegin({ reason, mode, context, turns, ...at }));
  }
  compactionEnd(
    status: StopReason,
    extra: { attempt?: number; error_message?: string } = {},
  ): this {
    return this.put((b, at) => b.makeCompactionEnd({ status, ...extra, ...at }));
  }
  abort(reason: string | null): this {
    return this.put((b, at) => b.makeAbort({ reason, ...at }));
  }
  subagent(sessionId: string): this {
    return this.put((b, at) => b.makeSubagent({ session_id: sessionId, ...at }));
  }

  get records(): readonly AnyEnvelope[] {
    return this.shared.records;
  }
  jsonl(): string {
    return jsonl(this.shared.records);
  }
}
