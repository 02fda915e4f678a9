import type { DemoCompiler, Scope } from './compile';
import type { Step } from './steps';
import { estimateTokens } from './text';

const SUMMARIZE_PROMPT =
  'Summarize the task transcript above. The summary will replace the transcript as its only ' +
  'record, so include everything needed to continue: the goal, decisions, files touched, and open questions.';

/**
 * A compaction as the real producer streams it (PROTOCOL.md §12): the summary streams with no
 * complete text after it, and the request's begin/end, the complete summary and the next Trace
 * file's opening records reach the Trace only.
 */
export function compact(
  c: DemoCompiler,
  scope: Scope,
  step: Extract<Step, { do: 'compact' }>,
): void {
  const { rng } = c.ctx;
  const span = { type: 'compaction_begin', reason: 'manual', mode: 'summarize' };
  c.server({ type: 'task_state', state: 'compacting', queued: 0 });
  c.wait(800, 1500);
  c.emit(scope, 'event_msg', { ...span, context: scope.usage.contextTokens, turns: step.turns });
  c.trace(scope, 'model_msg', {
    type: 'text',
    role: 'user',
    text: SUMMARIZE_PROMPT,
    stop_reason: 'completed',
  });
  c.trace(scope, 'event_msg', { type: 'request_begin' });
  c.wait(300, 600);
  c.stream(scope, 'text', step.summary, null);
  c.trace(scope, 'model_msg', {
    type: 'text',
    role: 'assistant',
    text: step.summary,
    stop_reason: 'completed',
  });
  c.wait(2, 6);
  c.emit(scope, 'event_msg', scope.usage.close(rng));
  c.trace(scope, 'event_msg', { type: 'request_end', status: 'completed' });
  c.wait(2, 6);
  c.emit(scope, 'event_msg', {
    type: 'compaction_end',
    reason: 'manual',
    mode: 'summarize',
    status: 'completed',
    attempt: 1,
  });
  const inner = step.summary.replace(/^\[summary\]|\[\/summary\]$/g, '');
  scope.usage.compacted(estimateTokens(inner));
  c.trace(scope, 'session_meta', c.ctx.meta(scope.sessionId));
  c.trace(scope, 'event_msg', { type: 'tool_list_ready', tools: c.ctx.tools });
  c.trace(scope, 'model_msg', {
    type: 'text',
    role: 'user',
    text: `[context_summary]\n${inner}\n[/context_summary]`,
    stop_reason: 'completed',
  });
  c.wait(10, 30);
  c.server({ type: 'task_state', state: 'idle', queued: 0 });
}
