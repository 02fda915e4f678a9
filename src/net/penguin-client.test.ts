import { describe, expect, it } from 'vitest';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { PenguinClient, penguinStreamParts, readHistory } from './penguin-client';
import { NeedsLoginError, PenguinError } from './penguin-errors';

const { text } = createTraceBuilder();

type Call = { url: string; init: RequestInit | undefined };

/** A fetch answering from a table of `METHOD path` → [status, body], recording each call. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const key = `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`;
    const [status, body] = answers[key] ?? [404, { error: { code: 'not_found', message: key } }];
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { impl, calls };
}

describe('PenguinClient', () => {
  it('builds session paths with the id encoded, against a base without trailing slash', () => {
    const c = new PenguinClient('http://h:1/ ');
    expect(c.base).toBe('http://h:1');
    expect(c.streamUrl('a/b c')).toBe('http://h:1/api/sessions/a%2Fb%20c/stream');
  });

  it('logs in and posts the human actions with cookies', async () => {
    const f = fakeFetch({
      'POST /api/auth/login': [200, undefined],
      'POST /api/sessions/s1/approvals/call%2F1': [200, { ok: true }],
      'POST /api/sessions/s1/retry-now': [200, {}],
      'POST /api/sessions/s1/abort': [200, {}],
    });
    const c = new PenguinClient('http://h', { fetch: f.impl });
    await c.login('u', 'p');
    await c.approve('s1', 'call/1', 'deny');
    await c.retryNow('s1');
    await c.abort('s1');
    expect(f.calls.map((x) => x.init?.credentials)).toEqual(Array(4).fill('include'));
    expect(JSON.parse(String(f.calls[0]?.init?.body))).toEqual({ userId: 'u', password: 'p' });
    expect(JSON.parse(String(f.calls[1]?.init?.body))).toEqual({ decision: 'deny' });
  });

  it('turns the API error shape into a PenguinError with code and message', async () => {
    const f = fakeFetch({
      'GET /api/sessions/s1/messages': [
        401,
        { error: { code: 'unauthorized', message: 'log in first' } },
      ],
    });
    const c = new PenguinClient('http://h', { fetch: f.impl, credentials: 'same-origin' });
    const e = await c.history('s1').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PenguinError);
    expect(e).toMatchObject({ status: 401, code: 'unauthorized', message: 'log in first' });
    expect(f.calls[0]?.init?.credentials).toBe('same-origin');
  });

  it('makes an action refused with a 401 a NeedsLoginError, so it can wait for a sign-in', async () => {
    const f = fakeFetch({
      'POST /api/sessions/s1/retry-now': [
        401,
        { error: { code: 'unauthorized', message: 'Not signed in or the sign-in has expired.' } },
      ],
    });
    const e = await new PenguinClient('http://h', { fetch: f.impl })
      .retryNow('s1')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NeedsLoginError);
  });

  it('reads history: valid records kept, invalid ones reported, live cursor and fragments', async () => {
    const good = text('assistant', 'hi');
    const f = fakeFetch({
      'GET /api/sessions/s1/messages': [
        200,
        { messages: [good, { type: 'nope' }], live: { cursor: 'e-9', fragments: [] } },
      ],
    });
    const { snapshot, diagnostics } = await new PenguinClient('http://h', {
      fetch: f.impl,
    }).history('s1');
    expect(snapshot).toEqual({ messages: [good], live: { cursor: 'e-9', fragments: [] } });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.reason).toMatch(/^messages\[1\]: /);
    expect(diagnostics[0]?.file).toBe('http://h/api/sessions/s1/messages');
  });

  it('reads a history body of the wrong shape as empty', () => {
    expect(readHistory(null, 'f')).toEqual({ snapshot: { messages: [] }, diagnostics: [] });
    expect(readHistory({ messages: 3, live: { cursor: 5 } }, 'f').snapshot).toEqual({
      messages: [],
      live: { cursor: null, fragments: [] },
    });
  });
});

describe('penguinStreamParts', () => {
  it('splits a pasted stream URL into the server base and the session id', () => {
    expect(penguinStreamParts('http://h/x/api/sessions/a%20b/stream?y=1')).toEqual({
      base: 'http://h/x',
      sessionId: 'a b',
    });
    expect(penguinStreamParts('http://h/events')).toBeNull();
    expect(penguinStreamParts('http://h/api/sessions/%E0/stream')).toBeNull();
  });
});
