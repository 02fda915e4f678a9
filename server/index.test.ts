import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerEvent } from '../src/protocol/validate';
import { FIRST_PROMPT } from './demo/session';
import { startServer, type RunningServer } from './index';
import { streamProblems } from './testing/stream-checks';
import { connectSse, type SseConnection } from './testing/sse-test-client';

let dir = '';
let app: RunningServer;
let sessionId = '';
let conn: SseConnection | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'omniscope-demo-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>omniscope</title>');
  app = await startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: dir,
    demo: true,
    demoSpeed: 400,
  });
  const config = (await (await fetch(`${app.url}/api/omniscope/config`)).json()) as {
    sessionId: string;
  };
  sessionId = config.sessionId;
});

afterAll(async () => {
  conn?.close();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const isPrompt = (data: string) =>
  data.includes('"role":"user"') && data.includes(JSON.stringify(FIRST_PROMPT));

describe('startServer --demo', () => {
  it('tells the app what to open', async () => {
    const config = await (await fetch(`${app.url}/api/omniscope/config`)).json();
    expect(config).toEqual({
      mode: 'demo',
      sessionId: expect.stringMatching(/^session-\d{4}(-\d{2}){5}-[0-9a-f]{8}$/),
      streamUrl: `/api/sessions/${sessionId}/stream`,
    });
    const list = (await (await fetch(`${app.url}/api/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    expect(list.sessions.map((s) => s.id)).toEqual([sessionId]);
  });

  it('still serves the app', async () => {
    const r = await fetch(`${app.url}/anything`);
    expect(await r.text()).toContain('<title>omniscope</title>');
  });

  it('streams a whole well-formed loop with monotonic ids', async () => {
    conn = await connectSse(`${app.url}/api/sessions/${sessionId}/stream`);
    const all = await conn.waitFor(
      (m) => m.filter((e) => !e.event && isPrompt(e.data)).length >= 3,
      20_000,
    );
    const seqs = all.map((e) => Number(e.id?.split('-').pop()));
    expect(seqs.every((s, i) => i === 0 || s > (seqs[i - 1] ?? 0))).toBe(true);
    const starts = all.flatMap((e, i) => (!e.event && isPrompt(e.data) ? [i] : []));
    const loop = all.slice(starts[1], starts[2]);
    const envelopes = loop
      .filter((e) => !e.event)
      .map((e) => JSON.parse(e.data) as Record<string, unknown>);
    expect(streamProblems(envelopes)).toEqual([]);
    const serverEvents = loop
      .filter((e) => e.event === 'server_event')
      .map((e) => JSON.parse(e.data));
    for (const ev of serverEvents)
      expect(validateServerEvent(ev)).toMatchObject({ ok: true, known: true });
    const states = serverEvents.filter((e) => e.type === 'task_state').map((e) => e.state);
    expect(states).toEqual(['running', 'idle', 'compacting', 'idle', 'running', 'idle']);
    const approvals = serverEvents.filter((e) => e.type === 'approval_request');
    expect(approvals).toHaveLength(7);
    const calls = envelopes.filter((e) => (e.payload as { type: string }).type === 'tool_call');
    for (const a of approvals) expect(calls).toContainEqual(a.toolCall);
  }, 30_000);

  it('answers /messages with history, and live fragments while streaming', async () => {
    let live: { cursor: string; fragments: unknown[] } | undefined;
    for (let i = 0; i < 200 && !live?.fragments.length; i++) {
      const r = await fetch(`${app.url}/api/sessions/${sessionId}/messages`);
      live = ((await r.json()) as { live?: { cursor: string; fragments: unknown[] } }).live;
    }
    expect(live?.cursor).toMatch(/^[0-9a-f]{8}-\d+$/);
    expect(live?.fragments[0]).toMatchObject({
      type: 'model_msg',
      payload: { event_type: 'start' },
    });
    const history = (await (
      await fetch(`${app.url}/api/sessions/${sessionId}/messages`)
    ).json()) as {
      messages: { type: string; tracePosition?: unknown }[];
    };
    expect(history.messages[0]).toMatchObject({
      type: 'session_meta',
      tracePosition: { fileIndex: 1, ordinal: 0 },
    });
  });

  it('accepts approvals, retry-now and abort, and refuses bad input with the error shape', async () => {
    const post = (path: string, body?: object) =>
      fetch(`${app.url}/api/sessions/${sessionId}/${path}`, {
        method: 'POST',
        body: JSON.stringify(body ?? {}),
      });
    expect(await (await post('approvals/call_x', { decision: 'allow' })).json()).toEqual({
      ok: true,
    });
    expect(await (await post('retry-now')).json()).toEqual({ ok: true });
    expect(await (await post('abort')).json()).toEqual({ ok: true });
    const bad = await post('approvals/call_x', { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'bad_request' } });
    const missing = await fetch(`${app.url}/api/sessions/nope/messages`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('startServer', () => {
  it('refuses two modes at once', async () => {
    await expect(
      startServer({
        host: '127.0.0.1',
        port: 0,
        staticDir: '.',
        demo: true,
        proxy: 'http://127.0.0.1:1',
      }),
    ).rejects.toThrow(/choose one/);
  });

  it('reports static mode and 404s unknown API routes', async () => {
    const s = await startServer({ host: '127.0.0.1', port: 0, staticDir: '.', demo: false });
    try {
      expect(await (await fetch(`${s.url}/api/omniscope/config`)).json()).toEqual({
        mode: 'static',
      });
      const r = await fetch(`${s.url}/api/sessions`);
      expect(r.status).toBe(404);
      expect(await r.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await s.close();
    }
  });
});
