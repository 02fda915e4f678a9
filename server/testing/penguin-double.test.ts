import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixtures';
import { CAPTURE_CHILD, CAPTURE_PARENT, SESSION_A, readApiFixture } from './penguin-double-catalog';
import { startPenguinDouble, type PenguinDouble } from './penguin-double';
import { connectSse, type SseConnection } from './sse-test-client';

let double: PenguinDouble;
let cookie = '';
const conns: SseConnection[] = [];
const PROJECT = '/api/projects/default_project';
const AGENT = `${PROJECT}/agents/default_agent`;

async function login(password = 'penguin'): Promise<Response> {
  return fetch(`${double.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'admin', password }),
  });
}

const get = (path: string, c = cookie) =>
  fetch(`${double.url}${path}`, { headers: c ? { cookie: c } : {} });
const json = async (path: string) => (await get(path)).json() as Promise<Record<string, unknown>>;

async function open(path: string, headers: Record<string, string> = {}) {
  const c = await connectSse(`${double.url}${path}`, { cookie, ...headers });
  conns.push(c);
  return c;
}

beforeAll(async () => {
  double = await startPenguinDouble({ heartbeatMs: 1000 });
});
beforeEach(async () => {
  for (const c of conns.splice(0)) c.close();
  double.fault.reset();
  cookie = (await login()).headers.get('set-cookie')?.split(';')[0] ?? '';
});
afterAll(async () => {
  for (const c of conns.splice(0)) c.close();
  await double.close();
});

describe('PenguinHarness test double', () => {
  it('signs in with the penguin_session cookie and answers as the saved login', async () => {
    const r = await login();
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/^penguin_session=[0-9a-f]+; Path=\/; HttpOnly/);
    expect(await r.json()).toEqual(readApiFixture('login.json'));
  });

  it('refuses a wrong password with the server message', async () => {
    const r = await login('nope');
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Incorrect username or password.' },
    });
  });

  it('answers every /api route without the cookie, or with an expired one, with the 401 shape', async () => {
    for (const path of ['/api/me', '/api/projects', `${AGENT}/sessions`, '/api/sessions']) {
      const r = await get(path, '');
      expect(r.status, path).toBe(401);
      expect(await r.json()).toEqual(readApiFixture('error-401.json'));
    }
    double.expireCookies();
    expect((await get('/api/me')).status).toBe(401);
  });

  it('serves no API on the preview host 127.0.0.1, signed in or not; localhost works', async () => {
    expect(new URL(double.url).hostname).toBe('localhost');
    const preview = double.url.replace('localhost', '127.0.0.1');
    const refused = {
      error: { code: 'unauthorized', message: 'The API is not served on the preview host' },
    };
    const me = await fetch(`${preview}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual(refused);
    const signIn = await fetch(`${preview}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'admin', password: 'penguin' }),
    });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get('set-cookie')).toBeNull();
    expect((await get('/api/me')).status).toBe(200);
  });

  it('serves me, projects and agents as saved', async () => {
    expect(await json('/api/me')).toEqual(readApiFixture('me.json'));
    expect(await json('/api/projects')).toEqual(readApiFixture('projects.json'));
    expect(await json(`${PROJECT}/agents`)).toEqual(readApiFixture('agents.json'));
  });

  it('has no server-wide session list', async () => {
    const r = await get('/api/sessions');
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual(readApiFixture('error-404-no-session-listing.json'));
  });

  it('lists an agent’s sessions newest first, the saved entries included, with limit and offset', async () => {
    const all = (await json(`${AGENT}/sessions`)).sessions as Record<string, unknown>[];
    const saved = (readApiFixture('sessions.json').sessions as Record<string, unknown>[]).map(
      (s) => s.sessionId,
    );
    const ids = all.map((s) => s.sessionId);
    expect(ids.slice(0, saved.length)).toEqual(saved);
    expect(ids.slice(saved.length)).toEqual([CAPTURE_CHILD, CAPTURE_PARENT]);
    expect(all[0]).toEqual((readApiFixture('sessions.json').sessions as unknown[])[0]);
    const page = (await json(`${AGENT}/sessions?limit=3&offset=8`)).sessions as unknown[];
    expect(page).toEqual(all.slice(8, 11));
    const child = all.find((s) => s.sessionId === CAPTURE_CHILD);
    expect(child).toMatchObject({ source: 'subagent', title: 'Arctic scenario run' });
  });

  it('describes one session like the saved one, tracePath included', async () => {
    const body = await json(`/api/sessions/${CAPTURE_PARENT}`);
    const saved = readApiFixture('session.json').session as Record<string, unknown>;
    const session = body.session as Record<string, unknown>;
    expect(Object.keys(session).sort()).toEqual(Object.keys(saved).sort());
    expect(session.tracePath).toMatch(
      /\/default_project\/agents\/default_agent\/traces\/2026-12-02\/session-2026-12-02-09-53-13-b04b7031_002\.jsonl$/,
    );
    expect((await get('/api/sessions/session-nope')).status).toBe(404);
  });

  it('lists Trace files per agent and per session, and downloads them raw or paginated', async () => {
    const traces = await json(`${AGENT}/traces`);
    const day = (traces.dates as { date: string; sessions: { sessionId: string }[] }[])[0];
    expect(day?.date).toBe('2026-12-02');
    const files = (await json(`/api/sessions/${CAPTURE_PARENT}/traces`)).files as {
      index: number;
      sizeBytes: number;
    }[];
    expect(files.map((f) => f.index)).toEqual([1, 2]);
    const raw = readFixture(`${SESSION_A}${CAPTURE_PARENT}_002.jsonl`);
    expect(files[1]?.sizeBytes).toBe(Buffer.byteLength(raw));
    const r = await get(`${AGENT}/traces/${CAPTURE_PARENT}/2/download`);
    expect(r.headers.get('content-type')).toBe('application/x-ndjson');
    expect(await r.text()).toBe(raw);
    const page = await json(`${AGENT}/traces/${CAPTURE_PARENT}/2?offset=1&limit=2`);
    expect(page.events).toEqual(
      raw
        .split('\n')
        .slice(1, 3)
        .map((l) => JSON.parse(l) as unknown),
    );
    const saved = (readApiFixture('session-traces.json').files as Record<string, unknown>[])[0];
    expect(Object.keys(files[0] ?? {}).sort()).toEqual(Object.keys(saved ?? {}).sort());
  });

  it('replays the reference capture on the capture session’s stream, behind the cookie', async () => {
    expect((await get(`/api/sessions/${CAPTURE_PARENT}/stream`, '')).status).toBe(401);
    const c = await open(`/api/sessions/${CAPTURE_PARENT}/stream`);
    const m = await c.waitFor((all) => all.length >= 235);
    expect(m.map((e) => e.id)).toEqual(double.fault.events.map((e) => e.id));
    const history = await json(`/api/sessions/${CAPTURE_PARENT}/messages?fixture=final`);
    expect((history.messages as unknown[]).length).toBe(82);
  });

  it('records actions, and writes an abort into the open stream', async () => {
    double.fault.setFaults({ holdAfter: 20 });
    double.setStatus(CAPTURE_PARENT, 'running');
    const c = await open(`/api/sessions/${CAPTURE_PARENT}/stream`);
    await c.waitFor((all) => all.length >= 20);
    const r = await fetch(`${double.url}/api/sessions/${CAPTURE_PARENT}/abort`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(r.status).toBe(200);
    const m = await c.waitFor((all) =>
      all.some((e) => e.data.includes('"idle"') && all.length > 20),
    );
    const tail = m
      .slice(20)
      .map((e) => JSON.parse(e.data) as { type: string; payload?: { type: string } });
    expect(tail.map((e) => e.payload?.type ?? e.type)).toEqual([
      'request_end',
      'abort',
      'task_state',
    ]);
    expect(double.actions).toContain(`/api/sessions/${CAPTURE_PARENT}/abort {}`);
  });

  it('announces new sessions and state changes on /api/events, and cuts streams on demand', async () => {
    const c = await open('/api/events');
    await c.waitFor((all) => all.some((e) => e.data.includes('hello')));
    double.setStatus(CAPTURE_CHILD, 'running');
    const m = await c.waitFor((all) => all.length >= 2);
    expect(JSON.parse(m[1]?.data ?? '')).toMatchObject({
      type: 'session_state',
      sessionId: CAPTURE_CHILD,
      status: 'running',
    });
    double.setStatus(CAPTURE_CHILD, 'idle');
    double.cutStreams();
    await c.ended;
    expect(c.wasCut()).toBe(true);
  });

  it('keeps a session without a capture open with its task_state', async () => {
    const c = await open(`/api/sessions/${CAPTURE_CHILD}/stream`);
    const [first] = await c.waitFor((all) => all.length >= 1);
    expect(first).toMatchObject({ event: 'server_event' });
    expect(JSON.parse(first?.data ?? '')).toMatchObject({ type: 'task_state', state: 'idle' });
    const history = await json(`/api/sessions/${CAPTURE_CHILD}/messages`);
    expect((history.messages as unknown[]).length).toBe(18);
  });
});
