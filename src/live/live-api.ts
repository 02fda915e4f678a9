// The PenguinHarness API behind a live source, when there is one: history and the human actions.
import { PenguinClient, penguinStreamParts, type Decision } from '../net/penguin-client';
import type { SessionKey } from '../store/model';
import { sessionIdOf } from '../store/session-key';
import type { LiveSource } from './live-source';

export interface LiveActions {
  approve(toolCallId: string, decision: Decision): Promise<void>;
  /** `session`: the session whose engine waits to retry, '' for the one streamed. */
  retryNow(session: SessionKey): Promise<void>;
  abort(session: SessionKey): Promise<void>;
}

export interface LiveApi {
  client: PenguinClient;
  sessionId: string;
}

export function apiOf(source: LiveSource): LiveApi | null {
  if (source.kind === 'penguin')
    return { client: new PenguinClient(source.base), sessionId: source.sessionId };
  if (source.kind === 'sse') {
    // A PenguinHarness stream given as a plain URL still has its history and actions beside it.
    const parts = penguinStreamParts(source.url);
    if (parts)
      return {
        client: new PenguinClient(parts.base, { credentials: 'same-origin' }),
        sessionId: parts.sessionId,
      };
  }
  return null;
}

/**
 * The actions, each sent through `send` (which may hold it until a sign-in and send it again).
 * A subagent is a session of its own on the server, with its own engine and its own retries: a
 * retry or an abort of one of its requests goes to its id, the last of its origin chain.
 */
export function actionsOf(
  api: LiveApi,
  send: (action: () => Promise<void>) => Promise<void>,
): LiveActions {
  const idOf = (session: SessionKey) => sessionIdOf(session) || api.sessionId;
  return {
    // A subagent's approval goes to the session streamed, where its request came: PROTOCOL.md §11
    // names the route only, and nothing recorded (fixtures/, the double) says a child's id.
    approve: (id, decision) => send(() => api.client.approve(api.sessionId, id, decision)),
    retryNow: (session) => send(() => api.client.retryNow(idOf(session))),
    abort: (session) => send(() => api.client.abort(idOf(session))),
  };
}
