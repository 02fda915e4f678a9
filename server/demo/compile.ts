import type { JsonObject } from '../../src/protocol/types';
import { between, type Rng } from './random';
import { estimateTokens, lineChunks, wordChunks } from './text';
import type { Beat, Draft, Step } from './steps';
import type { DemoUsage } from './usage';
import { streamOutputs, type OutputRun } from './outputs';
import { compact } from './compaction';
import { subagent, toolCall } from './tool-calls';

export interface CompileContext {
  rng: Rng;
  sessionId: string;
  /** Used for child session ids. */
  now: Date;
  usage: DemoUsage;
  meta(sessionId: string, source?: 'subagent'): JsonObject;
  tools: JsonObject[];
}

export interface Scope {
  sessionId: string;
  origin?: string[];
  usage: DemoUsage;
  /** A child's text also streams as the output of its parent's run_subagent call. */
  mirror?: { callId: string; origin?: string[]; text: string };
}

export class DemoCompiler {
  readonly beats: Beat[] = [];
  private readonly ids = new Map<string, string>();

  constructor(readonly ctx: CompileContext) {}

  compile(steps: readonly Step[]): Beat[] {
    this.run(steps, { sessionId: this.ctx.sessionId, usage: this.ctx.usage });
    return this.beats;
  }

  run(steps: readonly Step[], scope: Scope): void {
    for (const step of steps) this.step(step, scope);
  }

  wait(min: number, max = min): void {
    this.beats.push({ kind: 'wait', ms: between(this.ctx.rng, min, max) });
  }

  emit(scope: { origin?: string[] }, type: Draft['type'], payload: JsonObject): void {
    this.beats.push({ kind: 'emit', draft: draft(scope, type, payload) });
  }

  trace(scope: { origin?: string[] }, type: Draft['type'], payload: JsonObject): void {
    this.beats.push({ kind: 'trace', draft: draft(scope, type, payload) });
  }

  model(scope: { origin?: string[] }, payload: JsonObject, stopReason = 'completed'): void {
    this.emit(scope, 'model_msg', { ...payload, stop_reason: stopReason });
  }

  setCallId(ref: string, id: string): void {
    this.ids.set(ref, id);
  }

  callId(ref: string): string {
    const id = this.ids.get(ref);
    if (!id) throw new Error(`demo script: call "${ref}" used before it was made`);
    return id;
  }

  /** start → deltas → stop, then (unless `complete` is null) the complete message. */
  stream(scope: Scope, kind: 'text' | 'thinking', text: string, complete: JsonObject | null): void {
    const { rng } = this.ctx;
    const role = { role: 'assistant' };
    this.model(scope, { type: `partial_${kind}`, ...role, event_type: 'start', [kind]: '' });
    for (const piece of wordChunks(text, rng)) {
      this.wait(40, 120);
      this.model(scope, { type: `partial_${kind}`, ...role, event_type: 'delta', [kind]: piece });
      if (scope.mirror && kind === 'text') {
        scope.mirror.text += piece;
        this.outputPiece(scope.mirror, 'delta', piece);
      }
    }
    this.wait(20, 40);
    this.model(scope, { type: `partial_${kind}`, ...role, event_type: 'stop', [kind]: '' });
    scope.usage.addOutput(estimateTokens(text));
    if (complete) this.model(scope, { type: kind, ...role, [kind]: text, ...complete });
  }

  outputPiece(at: { callId: string; origin?: string[] }, event: string, output: string): void {
    const payload = { type: 'partial_tool_call_output', role: 'user', event_type: event };
    this.model(at, { ...payload, output, tool_call_id: at.callId });
  }

  outputDone(
    at: { callId: string; origin?: string[] },
    output: string,
    stopReason = 'completed',
  ): void {
    const payload = { type: 'tool_call_output', role: 'user', output, tool_call_id: at.callId };
    this.model(at, payload, stopReason);
  }

  server(event: JsonObject): void {
    this.beats.push({ kind: 'server', event });
  }

  private step(step: Step, scope: Scope): void {
    const { rng } = this.ctx;
    switch (step.do) {
      case 'prompt':
        return this.model(scope, { type: 'text', role: 'user', text: step.text });
      case 'state':
        return this.server({ type: 'task_state', state: step.state, queued: 0 });
      case 'title':
        return this.server({
          type: 'session_title',
          sessionId: scope.sessionId,
          title: step.title,
        });
      case 'tools':
        return this.emit(scope, 'event_msg', { type: 'tool_list_ready', tools: this.ctx.tools });
      case 'begin':
        this.wait(3, 10);
        this.emit(scope, 'event_msg', { type: 'request_begin' });
        return this.wait(250, 700);
      case 'end':
        this.wait(3, 12);
        this.emit(scope, 'event_msg', scope.usage.close(rng));
        this.wait(1, 4);
        return this.emit(scope, 'event_msg', {
          type: 'request_end',
          status: 'completed',
          ...(step.attempt ? { attempt: step.attempt } : {}),
        });
      case 'fail':
        this.emit(scope, 'event_msg', {
          type: 'request_end',
          status: step.status,
          error_message: step.error,
          attempt: step.attempt,
          retry_in_ms: step.retryInMs,
        });
        return void this.beats.push({ kind: 'retry', ms: step.retryInMs });
      case 'think':
        return this.stream(scope, 'thinking', step.text, {
          fidelity: { reasoning_field: 'reasoning_content' },
        });
      case 'say':
        return this.stream(scope, 'text', step.text, {});
      case 'call':
        return toolCall(this, scope, step);
      case 'outputs':
        return streamOutputs(
          this,
          scope,
          step.runs.map((r): OutputRun => ({ ...r, chunks: lineChunks(r.output, rng) })),
        );
      case 'subagent':
        return subagent(this, scope, step);
      case 'compact':
        return compact(this, scope, step);
      case 'pause':
        return void this.beats.push({ kind: 'wait', ms: step.ms });
    }
  }
}

function draft(scope: { origin?: string[] }, type: Draft['type'], payload: JsonObject): Draft {
  return scope.origin ? { type, payload, origin: scope.origin } : { type, payload };
}
