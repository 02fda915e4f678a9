import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventSourceMessage } from 'eventsource-parser';
import { readSseEvents } from '../../src/ingest/parse-sse';
import {
  cutResponse,
  matchPath,
  queryOf,
  rawPath,
  readJsonObject,
  sendError,
  sendJson,
} from '../http-util';
import { SSE_HEADERS, SERVER_EVENT, formatComment, formatSseEvent } from '../sse-wire';
import {
  faultsFromJson,
  faultsFromQuery,
  historyUpTo,
  taskStateBefore,
  type Faults,
} from './fault-plan';
import { RecordedHistory } from './recorded-history';

export const DEFAULT_CAPTURE = fileURLToPath(
  new URL('../../fixtures/penguin-session-a/stream.sse', import.meta.url),
);

export interface FaultSseServerOptions {
  ssePath?: string;
  /** Where `messages-*.json` live; defaults to the capture's folder. */
  fixtureDir?: string;
  host?: string;
  port?: number;
  heartbeatMs?: number;
  faults?: Faults;
}

export interface ConnectionRecord {
  lastEventId: string | null;
  query: string;
  resync: boolean;
  sent: string[];
  cut: boolean;
}

export interface FaultSseServer {
  url: string;
  sessionId: string;
  events: readonly EventSourceMessage[];
  connections: ConnectionRecord[];
  actions: string[];
  setFaults(faults: Faults): void;
  reset(): void;
  close(): Promise<void>;
}

/** The real server's last answer beside the capture, if recorded (see RecordedHistory). */
function recordedHistoryIn(
  dir: string,
  events: readonly EventSourceMessage[],
): RecordedHistory | undefined {
  const path = join(dir, 'messages-final.json');
  if (!existsSync(path)) return undefined;
  const final = JSON.parse(readFileSync(path, 'utf8')) as { messages: Record<string, unknown>[] };
  return new RecordedHistory(events, final.messages);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Replays a real `.sse` capture over `GET /api/sessions/:id/stream` with its original ids, with
 * faults for browser tests. Control: `GET|POST|DELETE /__fault` (read the log, merge faults, reset).
 */
export async function startFaultSseServer(o: FaultSseServerOptions = {}): Promise<FaultSseServer> {
  const ssePath = o.ssePath ?? DEFAULT_CAPTURE;
  const text = readFileSync(ssePath, 'utf8');
  const events = readSseEvents(text);
  const sessionId =
    /\/api\/sessions\/([^/\s]+)\/stream/.exec(text.slice(0, 500))?.[1] ?? 'session-fault';
  const fixtureDir = o.fixtureDir ?? dirname(ssePath);
  const recorded = recordedHistoryIn(fixtureDir, events);
  let faults: Faults = { ...o.faults };
  let head = 0;
  const connections: ConnectionRecord[] = [];
  const actions: string[] = [];

  async function stream(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const f = { ...faults, ...faultsFromQuery(queryOf(req)) };
    const header = req.headers['last-event-id'];
    const lastEventId = (Array.isArray(header) ? header[0] : header) || null;
    const rec: ConnectionRecord = {
      lastEventId,
      query: req.url ?? '',
      resync: false,
      sent: [],
      cut: false,
    };
    connections.push(rec);
    if (faults.failStreams) {
      faults = { ...faults, failStreams: faults.failStreams - 1 };
      res
        .writeHead(503, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
        .end(JSON.stringify({ error: { code: 'unavailable', message: 'starting up' } }));
      return;
    }
    res.writeHead(200, { ...SSE_HEADERS, 'Access-Control-Allow-Origin': '*' });
    res.flushHeaders();
    let start = 0;
    if (lastEventId) {
      const at = events.findIndex((e) => e.id === lastEventId);
      if (at < 0 || f.resyncNext) {
        faults = { ...faults, resyncNext: false };
        rec.resync = true;
        // Like the real server (PROTOCOL.md §12): after `resync_required` only what is new, from
        // the live edge on; the gap is the history's to fill, not the stream's.
        start = at < 0 ? head : Math.max(head, at + 1);
        res.write(
          formatSseEvent(JSON.stringify({ type: 'resync_required' }), { event: SERVER_EVENT }),
        );
        res.write(formatSseEvent(taskStateBefore(events, start), { event: SERVER_EVENT }));
      } else start = Math.max(0, at + 1 - (f.dupOnResume ?? 0));
    }
    for (let i = start; i < events.length && !res.destroyed; i++) {
      if (f.holdAfter !== undefined && i >= f.holdAfter) break;
      if (f.delayMs) await sleep(f.delayMs);
      const e = events[i];
      if (!e || res.destroyed) break;
      res.write(
        formatSseEvent(e.data, {
          ...(e.id ? { id: e.id } : {}),
          ...(e.event ? { event: e.event } : {}),
        }),
      );
      rec.sent.push(e.id ?? '');
      head = Math.max(head, i + 1);
      if (f.cutAfter === i + 1) {
        if (faults.cutAfter === f.cutAfter) delete faults.cutAfter;
        rec.cut = true;
        cutResponse(res);
        return;
      }
    }
    const beat = setInterval(() => res.write(formatComment('heartbeat')), o.heartbeatMs ?? 20_000);
    res.on('close', () => clearInterval(beat));
  }

  async function messages(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const q = queryOf(req);
    const fixture = q.get('fixture') ?? faults.messagesFixture;
    if (fixture) {
      const body = await readFile(
        join(fixtureDir, `messages-${fixture.replace(/[^a-z0-9-]/gi, '')}.json`),
        'utf8',
      );
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
        .end(body);
      return;
    }
    if (faults.messagesDelayMs) await sleep(faults.messagesDelayMs);
    const upTo = q.has('upTo') ? Number(q.get('upTo')) : head || events.length;
    // Cross-origin like the stream: the page that follows the stream must be able to read it.
    res
      .writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      })
      .end(JSON.stringify(historyUpTo(events, upTo, recorded)));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = rawPath(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Last-Event-ID, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST, DELETE',
      });
      res.end();
    } else if (path === '/__fault') {
      if (req.method === 'POST')
        faults = { ...faults, ...faultsFromJson(await readJsonObject(req)) };
      if (req.method === 'DELETE') api.reset();
      sendJson(res, 200, { faults, head, connections, actions });
    } else if (req.method === 'GET' && path === '/api/sessions') {
      sendJson(res, 200, { sessions: [{ id: sessionId, title: 'fault replay', state: 'idle' }] });
    } else if (req.method === 'GET' && matchPath('/api/sessions/:id/stream', path)) {
      await stream(req, res);
    } else if (req.method === 'GET' && matchPath('/api/sessions/:id/messages', path)) {
      await messages(req, res);
    } else if (req.method === 'POST' && path.startsWith('/api/sessions/')) {
      actions.push(`${path} ${JSON.stringify(await readJsonObject(req))}`);
      sendJson(res, 200, { ok: true });
    } else sendError(res, 404, 'not_found', `no route ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else sendError(res, 500, 'internal_error', err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, o.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FaultSseServer = {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    sessionId,
    events,
    connections,
    actions,
    setFaults: (next) => {
      faults = { ...faults, ...next };
    },
    reset: () => {
      faults = {};
      head = 0;
      connections.length = 0;
      actions.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return api;
}
