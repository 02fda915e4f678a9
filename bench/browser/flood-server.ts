// An SSE endpoint for the live figure: a backlog of Trace records sent as fast as the socket
// takes them, then, when told, fragment events at a fixed rate for a fixed time.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AnyEnvelope } from '../../src/protocol/types';
import { SSE_HEADERS, formatComment, formatSseEvent } from '../../server/sse-wire';
import { freePort } from './session';

export interface FloodServer {
  url: string;
  /** Resolves when the backlog has been written to the connected client. */
  backlogSent: Promise<void>;
  /** Sends `events` spread evenly over `seconds`; resolves with how many went out. */
  flood(events: readonly AnyEnvelope[], seconds: number): Promise<number>;
  close(): Promise<void>;
}

async function write(res: ServerResponse, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

export async function startFloodServer(backlog: readonly string[]): Promise<FloodServer> {
  let client: ServerResponse | undefined;
  let backlogDone: () => void = () => {};
  const backlogSent = new Promise<void>((r) => (backlogDone = r));
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    res.writeHead(200, { ...SSE_HEADERS, 'Access-Control-Allow-Origin': '*' });
    if (client) {
      // One viewer only: a reconnect would replay the backlog and spoil the counts.
      res.end();
      return;
    }
    client = res;
    void (async () => {
      let batch = '';
      for (const line of backlog) {
        batch += formatSseEvent(line);
        if (batch.length > 1 << 16) {
          await write(res, batch);
          batch = '';
        }
      }
      await write(res, batch + formatComment('backlog sent'));
      backlogDone();
    })();
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}/flood`,
    backlogSent,
    async flood(events, seconds) {
      const res = client;
      if (!res) return 0;
      const t0 = performance.now();
      let sent = 0;
      while (sent < events.length) {
        // Catch up to where the clock says we should be, in 10 ms steps.
        const due = Math.min(
          events.length,
          Math.round(((performance.now() - t0) / (seconds * 1000)) * events.length),
        );
        let chunk = '';
        for (; sent < due; sent++) chunk += formatSseEvent(JSON.stringify(events[sent]));
        if (chunk) await write(res, chunk);
        await new Promise((r) => setTimeout(r, 10));
      }
      return sent;
    },
    async close() {
      client?.end();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
