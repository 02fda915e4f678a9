// Auth refusal (terminal: request_end auth then abort, PROTOCOL.md §12), a retry that gave up,
// and subagents that hang or fail.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';
import { tokens } from '../support/trace-builder';

export const AUTH_SESSION = caseId('b0000001');
export const AUTH_ERROR = '401 invalid x-api-key (authentication_error)';

export function authFailure(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(AUTH_SESSION).user('Say hello.').begin();
  p.end('auth', { error_message: AUTH_ERROR, attempt: 1 });
  p.abort(`llm request error: ${AUTH_ERROR}`);
  return p;
}

export const GAVE_UP_SESSION = caseId('b0000002');

/** A timeout whose planned retry never came: the file ends there. */
export function gaveUp(): CaseBuilder {
  const p = CaseBuilder.start();
  p.meta(GAVE_UP_SESSION).user('Say hello.').begin();
  p.end('timeout', { error_message: '503 upstream overloaded', attempt: 1, retry_in_ms: 2000 });
  return p;
}

export const HUNG_PARENT = caseId('b0000003');
export const HUNG_CHILD = caseId('b000003a');
export const FAILED_CHILD = caseId('b000003b');

/**
 * Two subagents: one hangs in its tool (its call never gets an output, the file ends there), the
 * other fails on auth; the parent gets the failure's output, then the user aborts it.
 */
export function hungSubagent(): CaseBuilder {
  const p = CaseBuilder.start();
  const hung = p.as([HUNG_CHILD]);
  const failed = p.as([FAILED_CHILD]);
  p.meta(HUNG_PARENT).user('Read the logs and the config.').begin();
  p.call('call_logs', 'run_subagent', { prompt: 'Read the logs.' }).decision('call_logs', 'allow');
  p.call('call_conf', 'run_subagent', { prompt: 'Read the config.' });
  p.decision('call_conf', 'allow');
  p.usage(tokens(0, 3000, 40), tokens(0, 3000, 40)).end('completed');
  p.subagent(HUNG_CHILD).subagent(FAILED_CHILD);
  hung.meta(HUNG_CHILD, { source: 'subagent' }).user('Read the logs.').begin();
  hung.call('call_tail', 'exec_command', { cmd: 'tail -f logs/app.log' });
  hung.decision('call_tail', 'allow');
  hung.usage(tokens(0, 2000, 20), tokens(0, 2000, 20)).end('completed');
  failed.meta(FAILED_CHILD, { source: 'subagent' }).user('Read the config.').begin();
  failed.end('auth', { error_message: AUTH_ERROR, attempt: 1 });
  failed.abort(`llm request error: ${AUTH_ERROR}`);
  p.output('call_conf', `Subagent failed: llm request error: ${AUTH_ERROR}`, 'failed');
  p.wait(600_000).abort(null);
  return p;
}
