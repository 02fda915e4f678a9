// A tiny SSE server for the size-limit test: one valid event, then a single event that does not
// end (no blank line): `oversizeBytes` fast, then more, slowly, until `finish()`; then its end,
// one more valid event, and heartbeats.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sseRecord as record } from './hostile-sse-server';

export interface OversizedSseServer {
  url: string;
  /** Ends the giant event (blank line) and sends one more valid event. */
  finish(): void;
  close(): Promise<void>;
}

export async function startOversizedSse(oversizeBytes: number): Promise<OversizedSseServer> {
  let finished = false;
  const server: Server = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    if (req.method === 'OPTIONS') return res.end();
    res.write(record('e-1', 'BEFORE-THE-GIANT'));
    res.write('data: ');
    const piece = 'x'.repeat(64 * 1024);
    let sent = 0;
    let tick = 0;
    const timer = setInterval(() => {
      if (res.destroyed) return clearInterval(timer);
      tick++;
      if (!finished) {
        // Fast up to the limit, then a trickle: bytes keep coming, no event completes.
        if (sent < oversizeBytes || tick % 20 === 0) {
          res.write(piece);
          sent += piece.length;
        }
        return;
      }
      clearInterval(timer);
      res.write('\n\n');
      res.write(record('e-2', 'AFTER-THE-GIANT'));
      // Heartbeats keep the connection open and healthy from here on.
      const beat = setInterval(
        () => (res.destroyed ? clearInterval(beat) : res.write(': hb\n\n')),
        1000,
      );
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stream`,
    finish: () => {
      finished = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
