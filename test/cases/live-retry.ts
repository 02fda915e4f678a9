// A live stream (SSE, PROTOCOL.md §11) whose request failed and waits to be retried; `retried`
// adds the retry that came 4 s later.
import { CaseBuilder } from './case-builder';
import { caseId } from './ids';

export const LIVE_SESSION = caseId('f0000001');

export function liveRetry(retried: boolean): CaseBuilder {
  const p = CaseBuilder.start();
  p.user('Say hello.').begin();
  p.end('timeout', { error_message: '503 upstream overloaded', attempt: 1, retry_in_ms: 4000 });
  if (retried) p.wait(4000).begin().text('Hello!').end('completed', { attempt: 2 });
  return p;
}

/** The records as an SSE body: a task_state snapshot first, then one event per record. */
export function sseBody(c: CaseBuilder): string {
  const events = [
    `event: server_event\ndata: ${JSON.stringify({ type: 'task_state', state: 'running' })}\n\n`,
    ...c.records.map((r, i) => `id: case-${i + 1}\ndata: ${JSON.stringify(r)}\n\n`),
  ];
  return `: omniscope test stream\n\n${events.join('')}`;
}
