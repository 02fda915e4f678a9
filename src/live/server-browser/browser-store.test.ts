import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieFetch,
  startPenguinDouble,
  type PenguinDouble,
} from '../../../server/testing/penguin-double';
import {
  CAPTURE_CHILD,
  CAPTURE_PARENT,
  listedSession,
} from '../../../server/testing/penguin-double-catalog';
import { PenguinApi } from '../../net/penguin-api';
import { createBrowserStore, PAGE_SIZE, type BrowserStore } from './browser-store';
import { sessionRows } from './session-tree';

let double: PenguinDouble;

beforeAll(async () => {
  double = await startPenguinDouble();
  const template = double.catalog.sessions[0]?.info ?? {};
  // Older than every saved session, so the listing's first page stays the saved one.
  for (let n = 1; n <= PAGE_SIZE; n++)
    double.catalog.sessions.push(listedSession(template, n, new Date(Date.UTC(2026, 0, 1, 0, n))));
});
afterAll(() => double.close());

const until = (store: BrowserStore, pred: (s: ReturnType<BrowserStore['getState']>) => boolean) =>
  vi.waitFor(() => expect(pred(store.getState())).toBe(true), { timeout: 5000 });

describe('server browser store against the server double', () => {
  it('asks for a sign-in, then resumes: the single project and agent are skipped to the sessions', async () => {
    const api = new PenguinApi(double.url, { fetch: cookieFetch() });
    const store = createBrowserStore(api);
    store.getState().start();
    await until(store, (s) => s.loginReason !== null);
    expect(store.getState().loginReason).toBe('Not signed in or the sign-in has expired.');
    await api.login('admin', 'penguin');
    store.getState().signedIn();
    await until(store, (s) => s.sessions.length > 0);
    const s = store.getState();
    expect([s.projectId, s.agentId, s.loginReason]).toEqual([
      'default_project',
      'default_agent',
      null,
    ]);
    expect(s.sessions).toHaveLength(PAGE_SIZE);
    expect(s.next).toBe(PAGE_SIZE);

    // The reference child nests under the parent whose Trace points to it.
    await until(store, (x) => x.links.has(CAPTURE_PARENT));
    const rows = sessionRows(store.getState().sessions, store.getState().links);
    const at = rows.findIndex((r) => r.session.sessionId === CAPTURE_PARENT);
    expect(rows[at + 1]).toMatchObject({ depth: 1, session: { sessionId: CAPTURE_CHILD } });
    expect(rows[at]?.depth).toBe(0);

    store.getState().loadMore();
    await until(store, (x) => x.next === null && !x.loading);
    expect(store.getState().sessions).toHaveLength(10 + PAGE_SIZE);

    // A state change announced on /api/events is re-read from the server.
    double.setStatus(CAPTURE_PARENT, 'running');
    store.getState().news({ sessionId: CAPTURE_PARENT, created: false });
    await until(
      store,
      (x) => x.sessions.find((y) => y.sessionId === CAPTURE_PARENT)?.status === 'running',
    );

    // An expired cookie in the middle parks the abort until the next sign-in.
    double.expireCookies();
    store.getState().abort(store.getState().sessions.find((y) => y.sessionId === CAPTURE_PARENT)!);
    await until(store, (x) => x.loginReason !== null);
    expect(double.actions).toEqual([]);
    await api.login('admin', 'penguin');
    store.getState().signedIn();
    await until(
      store,
      (x) => x.sessions.find((y) => y.sessionId === CAPTURE_PARENT)?.status === 'idle',
    );
    expect(double.actions).toEqual([`/api/sessions/${CAPTURE_PARENT}/abort {}`]);
  });

  it('reads again what changed while /api/events was not connected, once it connects', async () => {
    const api = new PenguinApi(double.url, { fetch: cookieFetch() });
    await api.login('admin', 'penguin');
    const store = createBrowserStore(api);
    store.getState().start();
    await until(store, (s) => s.sessions.length > 0 && !s.loading);
    store.getState().loadMore();
    await until(store, (x) => x.next === null && !x.loading);
    const statusOf = (id: string) =>
      store.getState().sessions.find((y) => y.sessionId === id)?.status;
    // Changed on the server with no event heard: the list cannot know.
    double.setStatus(CAPTURE_CHILD, 'running');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusOf(CAPTURE_CHILD)).toBe('idle');
    store.getState().channelOpened();
    await until(store, () => statusOf(CAPTURE_CHILD) === 'running');
    // The pages loaded after the first stay.
    expect(store.getState().sessions).toHaveLength(10 + PAGE_SIZE);
    double.setStatus(CAPTURE_CHILD, 'idle');
  });

  it('downloads a session’s Trace files with its child, reporting progress', async () => {
    const api = new PenguinApi(double.url, { fetch: cookieFetch() });
    await api.login('admin', 'penguin');
    const store = createBrowserStore(api);
    const session = (await api.sessions('default_project', 'default_agent')).sessions.find(
      (s) => s.sessionId === CAPTURE_PARENT,
    )!;
    const opened = new Promise<File[]>((resolve) => store.getState().openFiles(session, resolve));
    expect(store.getState().download?.session.sessionId).toBe(CAPTURE_PARENT);
    expect((await opened).map((f) => f.name)).toEqual([
      `${CAPTURE_PARENT}_001.jsonl`,
      `${CAPTURE_PARENT}_002.jsonl`,
      `${CAPTURE_CHILD}_001.jsonl`,
    ]);
    expect(store.getState().download).toBeNull();
  });
});

describe('why the first call failed', () => {
  const startWith = async (fetch: typeof globalThis.fetch) => {
    const store = createBrowserStore(new PenguinApi('http://penguin.test', { fetch }));
    store.getState().start();
    await until(store, (s) => s.error !== null);
    return store.getState();
  };
  const answer = (status: number, code: string, message: string) => () =>
    Promise.resolve(
      new Response(JSON.stringify({ error: { code, message } }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('says a server without the API has none, in its own words too', async () => {
    const s = await startWith(answer(404, 'not_found', 'no route GET /api/projects'));
    expect(s).toMatchObject({ errorCause: 'not-penguin', error: 'no route GET /api/projects' });
  });

  it('says a server that did not answer is unreachable, directly or behind --proxy', async () => {
    const direct = await startWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(direct).toMatchObject({ errorCause: 'unreachable', error: 'Failed to fetch' });
    const proxied = await startWith(answer(502, 'proxy_error', 'connect ECONNREFUSED'));
    expect(proxied.errorCause).toBe('unreachable');
  });

  it('leaves other refusals to their own words', async () => {
    const s = await startWith(answer(500, 'internal', 'database is down'));
    expect(s).toMatchObject({ errorCause: null, error: 'database is down' });
  });
});
