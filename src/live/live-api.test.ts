import { describe, expect, it } from 'vitest';
import { PenguinClient } from '../net/penguin-client';
import { childSessionKey } from '../store/session-key';
import { actionsOf } from './live-api';

/** The actions over a client whose fetch records each POST's path. */
function recorded() {
  const posts: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    posts.push(new URL(String(url)).pathname);
    return new Response('{}', { status: 200 });
  }) as typeof globalThis.fetch;
  const api = { client: new PenguinClient('http://penguin', { fetch }), sessionId: 'parent' };
  return { actions: actionsOf(api, (action) => action()), posts };
}

describe('actionsOf', () => {
  it("sends a subagent's retry now and give up to the subagent's own session", async () => {
    const { actions, posts } = recorded();
    const child = childSessionKey('', 'child-1');
    await actions.retryNow(child);
    await actions.abort(childSessionKey(child, 'grandchild/2'));
    expect(posts).toEqual([
      '/api/sessions/child-1/retry-now',
      '/api/sessions/grandchild%2F2/abort',
    ]);
  });

  it("sends the streamed session's own to its id", async () => {
    const { actions, posts } = recorded();
    await actions.retryNow('');
    await actions.abort('');
    expect(posts).toEqual(['/api/sessions/parent/retry-now', '/api/sessions/parent/abort']);
  });
});
