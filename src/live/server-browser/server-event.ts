// What the per-user channel `GET /api/events` says about sessions (PROTOCOL.md §11).
import type { AnyServerEvent } from '../../protocol/types';

export interface SessionNews {
  sessionId: string;
  created: boolean;
  /** The new status, when the event carries one. */
  status?: string;
}

/** `session_created` / `session_state` as news of one session; other events are not. */
export function sessionNews(event: AnyServerEvent): SessionNews | null {
  if (event.type !== 'session_created' && event.type !== 'session_state') return null;
  const e = event as Record<string, unknown>;
  if (typeof e.sessionId !== 'string') return null;
  // The field name of the new status is not documented: accept either spelling.
  const status = typeof e.status === 'string' ? e.status : e.state;
  return {
    sessionId: e.sessionId,
    created: event.type === 'session_created',
    ...(typeof status === 'string' ? { status } : {}),
  };
}
