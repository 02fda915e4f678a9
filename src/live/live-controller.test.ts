import { describe, expect, it } from 'vitest';
import { DISCONNECTED, type LinkReason } from '../net/link-reason';
import { PenguinClient } from '../net/penguin-client';
import type { Diagnostic, SseItem } from '../ingest/types';
import type { AnyEnvelope } from '../protocol/types';
import { createTraceStore } from '../store/trace-store';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { LiveController } from './live-controller';
import type { LiveStatus } from './live-source';
import type { Transport, TransportHooks } from './transport';

const { text } = createTraceBuilder();

/** A transport driven by the test: it records calls and lets the test push items and states. */
class FakeTransport implements Transport {
  calls: string[] = [];
  constructor(readonly hooks: TransportHooks) {}
  start() {
    this.calls.push('start');
    this.hooks.onStatus({ state: 'connecting' });
  }
  close(reason: LinkReason = DISCONNECTED) {
    this.calls.push(`close:${reason.code}`);
    this.hooks.onStatus({ state: 'closed', reason });
  }
  reconnectNow() {
    this.calls.push('reconnect');
  }
  open() {
    this.hooks.onStatus({ state: 'open' });
  }
  push(...items: SseItem[]) {
    this.hooks.onItems(items);
  }
}

/**
 * `/messages` answers the test releases one by one, in any order; the session itself answered at
 * once, with `title` if given (else 404, as a server without the route).
 */
function fakeHistoryServer(
  title?: string,
  children: Record<string, string> = {},
  heldTitles?: (() => void)[],
) {
  const pending: { resolve: (messages: AnyEnvelope[]) => void }[] = [];
  const asked: string[] = [];
  const fetch = ((url: string | URL | Request) => {
    const session = /^http:\/\/penguin\/api\/sessions\/([^/]+)$/.exec(String(url))?.[1];
    if (session !== undefined) {
      asked.push(session);
      const named = session === 's1' ? title : children[session];
      const answer = () =>
        named === undefined
          ? new Response('{"error":{"code":"not_found","message":"no"}}', { status: 404 })
          : new Response(JSON.stringify({ session: { sessionId: session, title: named } }));
      if (!heldTitles) return Promise.resolve(answer());
      return new Promise<Response>((resolve) => heldTitles.push(() => resolve(answer())));
    }
    expect(String(url)).toBe('http://penguin/api/sessions/s1/messages');
    return new Promise<Response>((resolve) =>
      pending.push({
        resolve: (messages) => resolve(new Response(JSON.stringify({ messages }))),
      }),
    );
  }) as typeof globalThis.fetch;
  return { client: new PenguinClient('http://penguin', { fetch }), pending, asked };
}

const rec = (envelope: AnyEnvelope, id: number): SseItem => ({
  kind: 'record',
  envelope,
  known: true,
  at: { eventId: `e-${id}`, index: id },
});
const RESYNC: SseItem = {
  kind: 'server',
  event: { type: 'resync_required' },
  known: true,
  at: { index: 0 },
};
const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(title?: string, children: Record<string, string> = {}, heldTitles?: (() => void)[]) {
  const store = createTraceStore({ frame: () => undefined, later: () => undefined });
  const server = fakeHistoryServer(title, children, heldTitles);
  const statuses: LiveStatus[] = [];
  const diagnostics: Diagnostic[] = [];
  let transport: FakeTransport | undefined;
  const live = new LiveController(
    store,
    { kind: 'penguin', base: 'http://penguin', sessionId: 's1' },
    { onStatus: (s) => statuses.push(s), onDiagnostics: (d) => diagnostics.push(...d) },
    {
      api: { client: server.client, sessionId: 's1' },
      transport: (hooks) => (transport = new FakeTransport(hooks)),
      now: () => 1000,
    },
  );
  const texts = () => {
    store.getState().flush();
    const t = store.getState().trace;
    return t.records;
  };
  if (!transport) throw new Error('no transport');
  const shownTitle = (session = 's1') => {
    store.getState().flush();
    return store.getState().trace.titles.get(session);
  };
  return { live, store, server, statuses, diagnostics, transport, texts, shownTitle };
}

const m = [1, 2, 3, 4, 5, 6].map((n) => text('assistant', `m${n}`));

describe('LiveController (runner)', () => {
  it('opens the transport, fetches history once open, then applies history + buffer', async () => {
    const { live, server, transport, statuses, texts } = setup();
    live.start();
    expect(transport.calls).toEqual(['start']);
    transport.push(rec(m[0]!, 1));
    transport.open();
    transport.push(rec(m[1]!, 2));
    await tick();
    expect(server.pending).toHaveLength(1);
    expect(statuses.at(-1)?.state).toBe('connecting');
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    expect(texts()).toBe(2);
    expect(statuses.at(-1)).toMatchObject({ state: 'live', syncing: false });
    expect(live.log.records).toEqual([m[0], m[1]]);
  });

  it('a reader who comes late gets the title the stream sent before, from the session', async () => {
    const { live, server, transport, shownTitle } = setup('Fix the rate limiter');
    live.start();
    transport.open();
    await tick();
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    expect(shownTitle()).toBe('Fix the rate limiter');
  });

  it("asks the server for the titles of the history's children it has none for", async () => {
    const { live, server, transport, shownTitle } = setup('Fix the rate limiter', {
      'child-1': 'Find usages',
      'child-2': 'Run the tests',
    });
    live.start();
    transport.open();
    await tick();
    const pointer = (id: string): AnyEnvelope => ({
      timestamp: '2026-12-02T12:00:00.000Z',
      type: 'event_msg',
      payload: { type: 'subagent', session_id: id },
    });
    server.pending[0]!.resolve([m[0]!, pointer('child-1'), { ...m[1]!, origin: ['child-2'] }]);
    for (let i = 0; i < 5; i++) await tick();
    expect(shownTitle('child-1')).toBe('Find usages');
    expect(shownTitle('child-2')).toBe('Run the tests');
    expect(server.asked).toEqual(['s1', 'child-1', 'child-2']);
  });

  it("keeps a child's title, which only the stream sends, when a resync replaces the history", async () => {
    const { live, server, transport, shownTitle } = setup('Fix the rate limiter');
    live.start();
    transport.open();
    await tick();
    const childTitle: SseItem = {
      kind: 'server',
      event: { type: 'session_title', sessionId: 'child-1', title: 'Find usages' },
      known: true,
      at: { eventId: 'e-2', index: 2 },
    };
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    transport.push(childTitle);
    expect(shownTitle('child-1')).toBe('Find usages');
    transport.push(RESYNC);
    await tick();
    server.pending[1]!.resolve([m[0]!, m[1]!]);
    await tick();
    expect(shownTitle('child-1')).toBe('Find usages');
    expect(shownTitle()).toBe('Fix the rate limiter');
  });

  it('a title the stream brings while the server is asked wins over the older answer', async () => {
    const held: (() => void)[] = [];
    const { live, server, transport, shownTitle } = setup('Fix the rate limiter', {}, held);
    live.start();
    transport.open();
    await tick();
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    expect(held).toHaveLength(1);
    transport.push({
      kind: 'server',
      event: { type: 'session_title', sessionId: 's1', title: 'Fix the rate limiter, and test it' },
      known: true,
      at: { eventId: 'e-2', index: 2 },
    });
    held[0]!();
    for (let i = 0; i < 5; i++) await tick();
    expect(shownTitle()).toBe('Fix the rate limiter, and test it');
  });

  it('a session the server gives no title keeps its history and no title', async () => {
    const { live, server, transport, texts, shownTitle } = setup();
    live.start();
    transport.open();
    await tick();
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    expect(texts()).toBe(1);
    expect(shownTitle()).toBeUndefined();
  });

  it('a resync_required while history is fetched: the newer answer wins, nothing is lost', async () => {
    const { live, server, transport, texts } = setup();
    live.start();
    transport.open();
    await tick();
    // First fetch in flight; the stream brings m1, then the server asks for a resync.
    transport.push(rec(m[0]!, 1), rec(m[1]!, 2));
    transport.push(RESYNC, rec(m[3]!, 4));
    await tick();
    expect(server.pending).toHaveLength(2);
    // The second answer (covering m1..m3) lands first, then the stale first one.
    server.pending[1]!.resolve([m[0]!, m[1]!, m[2]!]);
    await tick();
    server.pending[0]!.resolve([]);
    await tick();
    transport.push(rec(m[4]!, 5));
    expect(texts()).toBe(5);
    expect(live.log.records).toEqual(m.slice(0, 5));
  });

  it('pause holds, resume applies; disconnect closes the transport and the status says why', () => {
    const store = createTraceStore({ frame: () => undefined, later: () => undefined });
    let transport: FakeTransport | undefined;
    const statuses: LiveStatus[] = [];
    const live = new LiveController(
      store,
      { kind: 'sse', url: 'http://x/stream' },
      { onStatus: (s) => statuses.push(s), onDiagnostics: () => undefined },
      { api: null, transport: (h) => (transport = new FakeTransport(h)) },
    );
    live.start();
    transport!.open();
    live.pause();
    transport!.push(rec(m[0]!, 1));
    store.getState().flush();
    expect(store.getState().trace.records).toBe(0);
    expect(statuses.at(-1)).toMatchObject({ state: 'paused', held: 1 });
    live.resume();
    store.getState().flush();
    expect(store.getState().trace.records).toBe(1);
    live.disconnect();
    expect(transport!.calls).toEqual(['start', 'close:disconnected']);
    expect(statuses.at(-1)).toMatchObject({ state: 'closed', reason: DISCONNECTED });
  });

  it('after dispose nothing in flight reaches the store', async () => {
    const { live, server, transport, texts } = setup();
    live.start();
    transport.open();
    await tick();
    live.dispose();
    server.pending[0]!.resolve([m[0]!]);
    await tick();
    transport.push(rec(m[1]!, 2));
    expect(texts()).toBe(0);
  });
});

describe('LiveController: an action met by an expired sign-in', () => {
  it('waits for the sign-in with the server’s reason on the status, then is sent again', async () => {
    const answers = [401, 200];
    const posts: string[] = [];
    const fetch = ((url: string | URL | Request, init?: RequestInit) => {
      if (init?.method !== 'POST')
        return Promise.resolve(new Response(JSON.stringify({ messages: [] })));
      posts.push(`${init.method} ${String(url)}`);
      const status = answers.shift() ?? 200;
      const body =
        status === 401
          ? {
              error: { code: 'unauthorized', message: 'Not signed in or the sign-in has expired.' },
            }
          : { ok: true };
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }) as typeof globalThis.fetch;
    const statuses: LiveStatus[] = [];
    let transport: FakeTransport | undefined;
    const live = new LiveController(
      createTraceStore({ frame: () => undefined, later: () => undefined }),
      { kind: 'penguin', base: 'http://penguin', sessionId: 's1' },
      { onStatus: (s) => statuses.push(s), onDiagnostics: () => undefined },
      {
        api: { client: new PenguinClient('http://penguin', { fetch }), sessionId: 's1' },
        transport: (hooks) => (transport = new FakeTransport(hooks)),
      },
    );
    live.start();
    transport!.open();
    let done = false;
    void live.actions!.approve('call_1', 'allow').then(() => (done = true));
    await tick();
    expect(statuses.at(-1)).toMatchObject({
      state: 'live',
      signIn: 'Not signed in or the sign-in has expired.',
    });
    expect(done).toBe(false);
    live.signedIn();
    await tick();
    expect(done).toBe(true);
    expect(statuses.at(-1)?.signIn).toBeUndefined();
    expect(posts).toEqual(Array(2).fill('POST http://penguin/api/sessions/s1/approvals/call_1'));
    // The stream was open: signing in does not restart it.
    expect(transport!.calls).toEqual(['start']);
  });
});
