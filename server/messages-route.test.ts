import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionHistory } from './session-history';
import { createSessionRoutes, type LiveSession } from './session-routes';
import { SseChannel } from './sse-channel';
import { chunks } from './streamed-body';

const ID = 'session-2026-12-02-09-53-13-b04b7031';
const SLOW_CLIENTS = 20;

/** A history of about `mb` megabytes: text records of 2 KB, with a few multi-byte characters. */
function historyOf(mb: number): SessionHistory {
  const h = new SessionHistory(true);
  h.record({ timestamp: 't', type: 'session_meta', payload: { session_id: ID } });
  const text = `${'x'.repeat(2000)} café 🐧`;
  for (let i = 0; i < (mb * 1024 * 1024) / 2048; i++)
    h.apply({
      timestamp: 't',
      type: 'model_msg',
      payload: { type: 'text', role: 'assistant', text, stop_reason: 'completed' },
    });
  return h;
}

let server: Server | null = null;
let channel: SseChannel | null = null;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  channel?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeAllConnections();
  server = null;
});

/** The session routes over one history; `responses` are the server's side of each request. */
async function serve(history: SessionHistory) {
  channel = new SseChannel();
  const session: LiveSession = {
    id: ID,
    channel,
    history,
    summary: () => ({ id: ID, title: 't', state: 'idle', source: 'tail', updatedAt: 't' }),
  };
  const routes = createSessionRoutes([session]);
  const responses: ServerResponse[] = [];
  server = createServer((req, res) => {
    responses.push(res);
    void routes(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, responses };
}

/** A client that asks for the history and never reads the answer. */
function slowClient(port: number): void {
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(`GET /api/sessions/${ID}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
  socket.pause();
  sockets.push(socket);
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function until(done: () => boolean): Promise<void> {
  while (!done()) await turn();
}

const heldInProcess = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

describe('GET /messages', () => {
  it('answers the whole history, the same as the history says', async () => {
    const history = historyOf(0.5);
    const { url } = await serve(history);
    const r = await fetch(`${url}/api/sessions/${ID}/messages`);
    const text = await r.text();
    expect(Number(r.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual(history.response(null, false));
  });

  it('holds no copy of the history per slow client, and answers others meanwhile', async () => {
    const history = historyOf(6);
    const size = history.body(null, false).bytes;
    const { url, port, responses } = await serve(history);
    const before = heldInProcess();
    for (let i = 0; i < SLOW_CLIENTS; i++) slowClient(port);
    // Every answer is under way: written whole, or stuck on a client that does not read.
    await until(
      () =>
        responses.length === SLOW_CLIENTS &&
        responses.every((r) => r.writableEnded || r.writableNeedDrain),
    );
    const queued = responses.reduce((n, r) => n + r.writableLength, 0);
    // Each slow client holds a chunk or two, not the 6 MB answer (a copy each: 120 MB).
    expect(queued).toBeLessThan(SLOW_CLIENTS * 256 * 1024);
    expect(heldInProcess() - before).toBeLessThan(size * 4);

    const summary = await fetch(`${url}/api/sessions/${ID}`);
    expect(summary.status).toBe(200);
    const full = (await (await fetch(`${url}/api/sessions/${ID}/messages`)).json()) as {
      messages: unknown[];
    };
    expect(full.messages).toHaveLength(history.length);
    // Both were answered while the slow answers were still being written.
    expect(responses.slice(0, SLOW_CLIENTS).some((r) => r.writableEnded)).toBe(false);
  }, 30_000);

  it('answers with the records kept when it was asked, not those kept while it is written', async () => {
    const history = historyOf(0.1);
    const body = history.body('e-1', false);
    const count = history.length;
    history.record({ timestamp: 't', type: 'event_msg', payload: { type: 'abort' } });
    const text = [...body.pieces()].join('');
    expect(Buffer.byteLength(text)).toBe(body.bytes);
    expect((JSON.parse(text) as { messages: unknown[] }).messages).toHaveLength(count);
  });
});

describe('chunks', () => {
  it('joins small pieces, cuts large ones, and never splits a surrogate pair', () => {
    const big = `${'a'.repeat(9)}🐧${'b'.repeat(20)}`;
    const out = [...chunks(['{', 'xy', big, ',', 'z', '}'], 10)];
    expect(out.join('')).toBe(`{xy${big},z}`);
    for (const c of out) {
      expect(c.length).toBeLessThanOrEqual(10);
      expect(Buffer.from(c).toString()).toBe(c);
    }
  });
});
