// The PenguinHarness API behind a live source, when there is one: history and the human actions.
import { PenguinClient, penguinStreamParts, type Decision } from '../net/penguin-client';
import type { LiveSource } from './live-source';

export interface LiveActions {
  approve(toolCallId: string, decision: Decision): Promise<void>;
  retryNow(): Promise<void>;
  abort(): Promise<void>;
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

/** The actions, each sent through `send` (which may hold it until a sign-in and send it again). */
export function actionsOf(
  api: LiveApi,
  send: (action: () => Promise<void>) => Promise<void>,
): LiveActions {
  return {
    approve: (id, decision) => send(() => api.client.approve(api.sessionId, id, decision)),
    retryNow: () => send(() => api.client.retryNow(api.sessionId)),
    abort: () => send(() => api.client.abort(api.sessionId)),
  };
}
