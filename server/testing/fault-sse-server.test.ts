import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFaultSseServer, type FaultSseServer } from './fault-sse-server';
import { connectSse, type SseConnection } from './sse-test-client';

let fault: FaultSseServer;
const conns: SseConnection[] = [];
let streamUrl = '';

beforeAll(async () => {
  fault = await startFaultSseServer();
  streamUrl = `${fault.url}/api/sessions/${fault.sessionId}/stream`;
});

beforeEach(() => {
  for (const c of conns.splice(0)) c.close();
  fault.reset();
});

afterAll(async () => {
  for (const c of conns.splice(0)) c.close();
  await fault.close();
});

async function open(query = '', headers: Record<string, string> = {}) {
  const c = await connectSse(streamUrl + query, headers);
  conns.push(c);
  return c;
}

const id = (n: number) => `85c3bf63-${n}`;

describe('fault SSE server', () => {
  it('replays the whole capture with its original ids and keeps the stream open', async () => {
    expect(fault.sessionId).toBe('session-2026-12-02-09-53-13-b04b7031');
    expect(fault.events).toHaveLength(235);
    const c = await open();
    const m = await c.waitFor((all) => all.length >= 235);
    expect(m.map((e) => e.id)).toEqual(fault.events.map((e) => e.id));
    expect(m[0]).toMatchObject({ event: 'server_event', id: id(1) });
    expect(m[1]?.event).toBeUndefined();
  });

  it('cuts after event N (mid-fragment), then resumes from Last-Event-ID', async () => {
    const c = await open('?cutAfter=24');
    await c.ended;
    expect(c.wasCut()).toBe(true);
    expect(c.messages.at(-1)?.id).toBe(id(24));
    expect(c.messages.at(-1)?.data).toContain('"event_type":"delta"');
    const again = await open('?cutAfter=24', { 'Last-Event-ID': id(24) });
    const m = await again.waitFor((all) => all.length >= 235 - 24);
    expect(m[0]?.id).toBe(id(25));
  });

  it('applies a control-endpoint cut once', async () => {
    await fetch(`${fault.url}/__fault`, { method: 'POST', body: JSON.stringify({ cutAfter: 10 }) });
    const first = await open();
    await first.ended;
    expect(first.messages).toHaveLength(10);
    const second = await open('', { 'Last-Event-ID': id(10) });
    await second.waitFor((all) => all.length >= 225);
    const log = (await (await fetch(`${fault.url}/__fault`)).json()) as {
      connections: { lastEventId: string | null; cut: boolean }[];
    };
    expect(log.connections.map((x) => [x.lastEventId, x.cut])).toEqual([
      [null, true],
      [id(10), false],
    ]);
  });

  it('answers the next resume with resync_required and the task_state snapshot', async () => {
    fault.setFaults({ resyncNext: true });
    const c = await open('', { 'Last-Event-ID': id(30) });
    const m = await c.waitFor((all) => all.length >= 3);
    expect(JSON.parse(m[0]?.data ?? '')).toEqual({ type: 'resync_required' });
    expect(JSON.parse(m[1]?.data ?? '')).toEqual({
      type: 'task_state',
      state: 'running',
      queued: 0,
    });
    expect(m[2]?.id).toBe(id(31));
  });

  it('answers an unknown id with resync_required', async () => {
    const c = await open('', { 'Last-Event-ID': 'other-3' });
    const m = await c.waitFor((all) => all.length >= 2);
    expect(JSON.parse(m[0]?.data ?? '').type).toBe('resync_required');
  });

  it('re-sends already-seen events on resume when asked for duplicates', async () => {
    const c = await open('?dup=3&holdAfter=50', { 'Last-Event-ID': id(40) });
    const m = await c.waitFor((all) => all.length >= 10);
    expect(m[0]?.id).toBe(id(38));
    expect(m.at(-1)?.id).toBe(id(50));
  });

  it('delays events', async () => {
    const t0 = Date.now();
    const c = await open('?delay=15&holdAfter=6');
    await c.waitFor((all) => all.length >= 6);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(80);
  });

  it('answers /messages from fixtures or computed up to a point', async () => {
    const base = `${fault.url}/api/sessions/${fault.sessionId}/messages`;
    const fixture = (await (await fetch(`${base}?fixture=while-running`)).json()) as {
      live: { cursor: string };
    };
    expect(fixture.live.cursor).toBe(id(17));
    const computed = (await (await fetch(`${base}?upTo=17`)).json()) as {
      messages: unknown[];
      live: { cursor: string; fragments: unknown[] };
    };
    expect(computed.live.cursor).toBe(id(17));
    expect(computed.live.fragments).toHaveLength(1);
    const c = await open('?holdAfter=40');
    await c.waitFor((all) => all.length >= 40);
    const head = (await (await fetch(base)).json()) as { live?: { cursor: string } };
    expect(head.live?.cursor).toBe(id(40));
  });
});
