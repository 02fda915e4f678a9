// A tiny SSE server for hostile-stream tests: each connection is answered by `answer`, told which
// connection it is and the Last-Event-ID it was sent, so a test can script a reconnection.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One valid text record as an SSE event. */
export const sseRecord = (id: string, text: string): string =>
  `id: ${id}\ndata: ${JSON.stringify({
    timestamp: '2026-12-02T12:00:00.000Z',
    type: 'model_msg',
    payload: { type: 'text', role: 'assistant', text },
  })}\n\n`;

export interface HostileSseServer {
  url: string;
  /** The Last-Event-ID header of each connection, in order (null when none was sent). */
  lastEventIds: (string | null)[];
  close(): Promise<void>;
}

export type Answer = (res: ServerResponse, connection: number) => void;

export async function startHostileSse(answer: Answer): Promise<HostileSseServer> {
  const lastEventIds: (string | null)[] = [];
  const server: Server = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    if (req.method === 'OPTIONS') return res.end();
    const sent = req.headers['last-event-id'];
    lastEventIds.push(typeof sent === 'string' ? sent : null);
    answer(res, lastEventIds.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stream`,
    lastEventIds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Heartbeats from here on, so the connection stays healthy. */
export function keepAlive(res: ServerResponse): void {
  const beat = setInterval(
    () => (res.destroyed ? clearInterval(beat) : res.write(': hb\n\n')),
    1000,
  );
}

/** Writes `count` copies of `event` in writes of `perWrite`, yielding between them. */
export async function flood(
  res: ServerResponse,
  event: string,
  count: number,
  perWrite = 100,
): Promise<void> {
  const piece = event.repeat(perWrite);
  for (let sent = 0; sent < count && !res.destroyed; sent += perWrite) {
    res.write(sent + perWrite <= count ? piece : event.repeat(count - sent));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
