// Auth refusal (terminal: request_end auth then abort, PROTOCOL.md §12) and a retry that gave up.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

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
