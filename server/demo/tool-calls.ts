import type { DemoCompiler, Scope } from './compile';
import { between, sessionIdAt, toolCallId } from './random';
import type { Step } from './steps';
import { charChunks, estimateTokens } from './text';
import { DemoUsage } from './usage';

const DENIED = { deny: 'Tool call denied by user.', forbidden: 'Tool call denied by policy.' };

const at = (callId: string, scope: { origin?: string[] }) =>
  scope.origin ? { callId, origin: scope.origin } : { callId };

/**
 * A streamed tool call and its approval. A call vetoed by policy gets no approval_request
 * (PROTOCOL.md §12); a refused one gets its synthetic `aborted` output at once; an allowed one
 * starts running, so its output fragment opens right after the decision.
 */
export function toolCall(c: DemoCompiler, scope: Scope, step: Extract<Step, { do: 'call' }>): void {
  const { rng } = c.ctx;
  const id = toolCallId(rng);
  c.setCallId(step.ref, id);
  const args = JSON.stringify(step.args);
  const base = { type: 'partial_tool_call', role: 'assistant', tool_call_id: id };
  c.wait(30, 80);
  c.model(scope, { ...base, event_type: 'start', name: step.name, arguments: '' });
  for (const piece of charChunks(args, rng)) {
    c.wait(25, 70);
    c.model(scope, { ...base, event_type: 'delta', name: '', arguments: piece });
  }
  c.wait(20, 40);
  c.model(scope, { ...base, event_type: 'stop', name: '', arguments: '' });
  scope.usage.addOutput(estimateTokens(args));
  const call = { type: 'tool_call', role: 'assistant', name: step.name, arguments: args };
  c.model(scope, { ...call, tool_call_id: id });
  if (step.decision !== 'forbidden') {
    const origin = scope.origin ? { origin: scope.origin } : {};
    c.beats.push({ kind: 'approval_request', toolCallId: id, ...origin });
    const ms = between(rng, 1200, 2400);
    c.beats.push({ kind: 'approval', toolCallId: id, ref: step.ref, ms });
  } else c.wait(3, 8);
  const decision = { type: 'approval_decision', decision: step.decision, tool_call_id: id };
  c.emit(scope, 'event_msg', decision);
  c.wait(1, 4);
  if (step.decision === 'allow') c.outputPiece(at(id, scope), 'start', '');
  else c.outputDone(at(id, scope), DENIED[step.decision], 'aborted');
}

/** The server's first title is the prompt's opening words (PROTOCOL.md §12). */
export function fallbackTitle(prompt: string): string {
  let title = '';
  for (const word of prompt.split(/\s+/)) {
    if (`${title} ${word}`.trim().length > 28) break;
    title = `${title} ${word}`.trim();
  }
  return title || prompt.slice(0, 28);
}

/**
 * A child session run by a `run_subagent` call: on the parent's stream its messages carry
 * `origin`, its own session_meta comes first, and its text also streams as the call's output.
 */
export function subagent(
  c: DemoCompiler,
  scope: Scope,
  step: Extract<Step, { do: 'subagent' }>,
): void {
  const parent = at(c.callId(step.ref), scope);
  const child = sessionIdAt(c.ctx.now, c.ctx.rng);
  const inner: Scope = {
    sessionId: child,
    origin: [...(scope.origin ?? []), child],
    usage: new DemoUsage(2400),
    mirror: { ...parent, text: '' },
  };
  c.wait(5, 15);
  const created = { projectId: 'default_project', agentId: 'default_agent', source: 'subagent' };
  c.server({ type: 'session_created', ...created, sessionId: child });
  c.server({ type: 'session_title', sessionId: child, title: fallbackTitle(step.prompt) });
  c.emit(inner, 'session_meta', c.ctx.meta(child, 'subagent'));
  const prompt = { type: 'text', role: 'user', text: step.prompt, stop_reason: 'completed' };
  c.emit(inner, 'model_msg', { ...prompt, sender: 'parent_agent' });
  c.emit(inner, 'event_msg', { type: 'tool_list_ready', tools: c.ctx.tools });
  c.run(step.steps, inner);
  c.wait(2, 6);
  c.outputPiece(parent, 'stop', '');
  c.outputDone(parent, inner.mirror?.text ?? '');
}
