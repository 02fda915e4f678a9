import { request, type IncomingHttpHeaders } from 'node:http';
import { createParser, type EventSourceMessage as SseMessage } from 'eventsource-parser';

export interface SseConnection {
  status: number;
  headers: IncomingHttpHeaders;
  messages: SseMessage[];
  /** Comment lines received (heartbeats), without the colon. */
  comments: string[];
  /** Resolves once `pred` holds for the messages received, or rejects after `timeoutMs`. */
  waitFor(pred: (messages: SseMessage[]) => boolean, timeoutMs?: number): Promise<SseMessage[]>;
  /** Resolves when the server ends or cuts the connection. */
  ended: Promise<void>;
  /** After `ended`: true when the response stopped before its proper end (a cut). */
  wasCut(): boolean;
  close(): void;
}

/** A minimal SSE client over node:http for tests (no reconnection: each call is one connection). */
export function connectSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const parser = createParser({
        onEvent: (message) => messages.push(message),
        onComment: (text) => comments.push(text),
      });
      const waiters = new Set<() => void>();
      let endResolve: () => void = () => undefined;
      const ended = new Promise<void>((r) => (endResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        parser.feed(chunk);
        for (const w of waiters) w();
      });
      res.on('close', () => {
        endResolve();
        for (const w of waiters) w();
      });
      res.on('error', () => endResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments,
        ended,
        wasCut: () => !res.complete,
        close: () => req.destroy(),
        waitFor: (pred, timeoutMs = 3000) =>
          new Promise((ok, fail) => {
            const check = () => {
              if (!pred(messages)) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok(messages);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out after ${timeoutMs} ms with ${messages.length} messages`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
