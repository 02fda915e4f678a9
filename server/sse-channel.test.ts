import { createServer, type Server } from 'node:http';
import { connect as tcpConnect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SseChannel, type SseChannelOptions } from './sse-channel';
import { connectSse, type SseConnection } from './testing/sse-test-client';

let server: Server | null = null;
let channel: SseChannel | null = null;
const open: SseConnection[] = [];
const sockets: Socket[] = [];

async function serve(options: SseChannelOptions = {}): Promise<{ url: string; ch: SseChannel }> {
  const ch = new SseChannel({ epoch: 'ep0ch', ...options });
  channel = ch;
  server = createServer((req, res) => ch.attach(req, res));
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, ch };
}

async function connect(url: string, headers: Record<string, string> = {}) {
  const c = await connectSse(url, headers);
  open.push(c);
  return c;
}

afterEach(async () => {
  for (const c of open.splice(0)) c.close();
  for (const s of sockets.splice(0)) s.destroy();
  channel?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = null;
});

const env = (n: number) =>
  JSON.stringify({ timestamp: 't', type: 'event_msg', payload: { type: 'x', n } });

describe('SseChannel', () => {
  it('sends the headers of an event stream and a task_state snapshot first', async () => {
    const { url } = await serve();
    const c = await connect(url);
    expect(c.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(c.headers['cache-control']).toBe('no-cache');
    expect(c.headers['x-accel-buffering']).toBe('no');
    const [first] = await c.waitFor((m) => m.length >= 1);
    expect(first).toEqual({
      id: 'ep0ch-1',
      event: 'server_event',
      data: '{"type":"task_state","state":"idle","queued":0}',
    });
  });

  it('sends envelopes unnamed and server events named, with monotonic ids', async () => {
    const { url, ch } = await serve();
    const c = await connect(url);
    await c.waitFor((m) => m.length >= 1);
    ch.publishEnvelope(env(1));
    ch.publishServerEvent({ type: 'session_title', sessionId: 's', title: 'T' });
    const m = await c.waitFor((all) => all.length >= 3);
    expect(m[1]).toEqual({ id: 'ep0ch-2', data: env(1) });
    expect(m[2]?.event).toBe('server_event');
    expect(m[2]?.id).toBe('ep0ch-3');
    expect(ch.lastEventId()).toBe('ep0ch-3');
  });

  it('replays the gap after Last-Event-ID, then the snapshot', async () => {
    const { url, ch } = await serve();
    for (let i = 1; i <= 5; i++) ch.publishEnvelope(env(i));
    const c = await connect(url, { 'Last-Event-ID': 'ep0ch-3' });
    const m = await c.waitFor((all) => all.length >= 3);
    expect(m.map((e) => e.id)).toEqual(['ep0ch-4', 'ep0ch-5', 'ep0ch-6']);
    expect(m[2]?.data).toContain('task_state');
  });

  it.each([
    ['another epoch', 'other-2'],
    ['a future id', 'ep0ch-99'],
    ['a malformed id', 'garbage'],
    ['an evicted id', 'ep0ch-1'],
  ])('answers %s with resync_required then only the snapshot', async (_label, lastId) => {
    const { url, ch } = await serve({ maxEvents: 2 });
    for (let i = 1; i <= 5; i++) ch.publishEnvelope(env(i));
    const c = await connect(url, { 'Last-Event-ID': lastId });
    const m = await c.waitFor((all) => all.length >= 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(m.map((e) => JSON.parse(e.data).type)).toEqual(['resync_required', 'task_state']);
    expect(m.every((e) => e.event === 'server_event')).toBe(true);
  });

  it('includes pending approval requests in the snapshot', async () => {
    const approval = { type: 'approval_request', toolCall: {} };
    const { url } = await serve({
      snapshot: () => [{ type: 'task_state', state: 'running' }, approval],
    });
    const c = await connect(url);
    const m = await c.waitFor((all) => all.length >= 2);
    expect(JSON.parse(m[1]?.data ?? '')).toEqual(approval);
  });

  it('leaves pending approvals out after a resync, as the real server does', async () => {
    const approval = { type: 'approval_request', toolCall: {} };
    const { url } = await serve({
      snapshot: () => [{ type: 'task_state', state: 'running' }, approval],
    });
    const c = await connect(url, { 'Last-Event-ID': 'other-1' });
    const m = await c.waitFor((all) => all.length >= 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(m.map((e) => JSON.parse(e.data).type)).toEqual(['resync_required', 'task_state']);
  });

  it('sends a heartbeat comment', async () => {
    const { url } = await serve({ heartbeatMs: 20 });
    const c = await connect(url);
    await c.waitFor(() => c.comments.length >= 2);
  });

  it('replays everything to a fresh connection when asked to (tail mode)', async () => {
    const { url, ch } = await serve({ replayOnConnect: true });
    ch.publishEnvelope(env(1));
    ch.publishEnvelope(env(2));
    const c = await connect(url);
    const m = await c.waitFor((all) => all.length >= 3);
    expect(m.map((e) => e.id)).toEqual(['ep0ch-1', 'ep0ch-2', 'ep0ch-3']);
  });

  it('ends its connections on close', async () => {
    const { url, ch } = await serve();
    const c = await connect(url);
    await c.waitFor((m) => m.length >= 1);
    expect(ch.clientCount).toBe(1);
    ch.close();
    await c.ended;
  });
});

/** A client that sends its request and then reads nothing until `resume`. */
async function stalledClient(url: string): Promise<{ socket: Socket; received: () => string }> {
  const { hostname, port } = new URL(url);
  const socket = tcpConnect(Number(port), hostname);
  sockets.push(socket);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (text += c));
  // Destroyed with unread data, the connection is reset: expected, not an error of the test.
  socket.on('error', () => undefined);
  await new Promise<void>((r) => socket.once('connect', () => r()));
  socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`);
  socket.pause();
  return { socket, received: () => text };
}

const until = async (pred: () => boolean) => {
  while (!pred()) await new Promise((r) => setTimeout(r, 10));
};

describe('SseChannel memory', () => {
  it('shares the replay: clients that read nothing hold a bounded amount each', async () => {
    const { url, ch } = await serve({ replayOnConnect: true, maxBytes: 16 << 20 });
    const record = env(0).replace('"x"', `"x","pad":"${'p'.repeat(8 * 1024)}"`);
    for (let i = 0; i < 1000; i++) ch.publishEnvelope(record); // ~8 MB, like a large Trace
    const clients = 20;
    await Promise.all(Array.from({ length: clients }, () => stalledClient(url)));
    await until(() => ch.clientCount === clients);
    // Each is written to only while its socket takes data: one frame beyond the high water mark.
    const perClient = 64 * 1024 + record.length * 2;
    expect(ch.pendingBytes).toBeLessThan(clients * perClient);
  }, 30_000);

  it('drops a client that falls too far behind, saying why, and logs it', async () => {
    const logged: string[] = [];
    const { url, ch } = await serve({ maxEvents: 500, log: (l) => logged.push(l) });
    const slow = await stalledClient(url);
    const fast = await connect(url);
    await until(() => ch.clientCount === 2);
    const record = env(0).replace('"x"', `"x","pad":"${'p'.repeat(4096)}"`);
    // The kernel takes some megabytes first; then the stalled client's next event is evicted.
    for (let i = 0; i < 100_000 && ch.clientCount === 2; i++) {
      ch.publishEnvelope(record);
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 1));
    }
    expect(ch.clientCount).toBe(1);
    expect(logged).toEqual([expect.stringMatching(/dropped SSE client .*fell too far behind/)]);
    const closed = new Promise((r) => slow.socket.once('end', r));
    slow.socket.resume();
    await closed;
    expect(slow.received()).toContain('\n: dropped: fell too far behind');
    // The client that kept up is still served.
    ch.publishEnvelope(env(1));
    await fast.waitFor((m) => m.some((e) => e.data === env(1)));
  }, 30_000);
});
