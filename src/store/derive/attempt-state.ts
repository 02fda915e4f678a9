// Whether an item was produced by an LLM attempt that did not commit (PROTOCOL.md §12: a failed
// attempt can leave complete messages behind). Such content is never the answer.
import type { Item, RequestInfo } from '../model';

export interface FailedAttempt {
  requestId: number;
  status: string;
  attempt?: number;
}

export function failedAttemptOf(
  item: Item,
  request: RequestInfo | undefined,
): FailedAttempt | undefined {
  if (item.requestId === undefined || !request || request.id !== item.requestId) return undefined;
  const status = request.status;
  if (status === undefined || status === 'completed') return undefined;
  return {
    requestId: request.id,
    status,
    ...(request.attempt !== undefined ? { attempt: request.attempt } : {}),
  };
}
