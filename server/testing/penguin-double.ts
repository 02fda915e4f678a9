import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { cutResponse, matchPath, queryOf, rawPath, readJsonObject, sendJson } from '../http-util';
import { createProxy } from '../proxy';
import { SseChannel } from '../sse-channel';
import { SERVER_EVENT, SSE_HEADERS, formatComment, formatSseEvent } from '../sse-wire';
import { startFaultSseServer, type FaultSseServer } from './fault-sse-server';
import type { Faults } from './fault-plan';
import {
  CAPTURE_PARENT,
  agentSessions,
  agentTraces,
  defaultCatalog,
  readApiFixture,
  tracePathOf,
  type DoubleCatalog,
  type DoubleSession,
  type Obj,
} from './penguin-double-catalog';

export const COOKIE = 'penguin_session';

export interface PenguinDoubleOptions {
  host?: string;
  port?: number;
  /** userId → password; default `{admin: 'penguin'}`. */
  users?: Record<string, string>;
  catalog?: DoubleCatalog;
  /** Faults of the capture replay behind `/stream` and `/messages`. */
  faults?: Faults;
  heartbeatMs?: number;
}

export interface PenguinDouble {
  /** Under `localhost`: the name its API is served on (127.0.0.1 is the preview host). */
  url: string;
  catalog: DoubleCatalog;
  /** The replay of the reference capture that serves the capture session's stream and history. */
  fault: FaultSseServer;
  /** `POST` actions on sessions, as `<path> <json body>`. */
  actions: string[];
  /** Every `/api` request as `<METHOD> <path> <status>`. */
  requests: string[];
  /** Bytes sent (headers included) for each request of `requests`, in the same order. */
  sentBytes: number[];
  /** Every cookie issued so far stops working, as when the sign-in expires. */
  expireCookies(): void;
  /** Cuts the open session streams and `/api/events` connections (clients reconnect). */
  cutStreams(): void;
  /** Sets a session's status and announces it on `/api/events` (`session_state`). */
  setStatus(sessionId: string, status: 'idle' | 'running'): void;
  /** Adds a session and announces it on `/api/events` (`session_created`). */
  addSession(session: DoubleSession): void;
  close(): Promise<void>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function cookieOf(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return null;
}

function sendFixture(res: ServerResponse, status: number, name: string): void {
  sendJson(res, status, readApiFixture(name));
}

/** PenguinHarness 0.2.4 keeps this host name for its preview pages and serves no API there. */
const PREVIEW_HOST = '127.0.0.1';

function onPreviewHost(req: IncomingMessage): boolean {
  return (req.headers.host ?? '').replace(/:\d+$/, '') === PREVIEW_HOST;
}

function notFound(res: ServerResponse, what: string): void {
  sendJson(res, 404, { error: { code: 'not_found', message: `${what} not found.` } });
}

/**
 * A PenguinHarness 0.2.4 server as far as a viewer sees it (PROTOCOL.md §11), answering with the
 * saved real responses: cookie login, 401 without it, 401 for any `/api` request whose Host is
 * the preview host `127.0.0.1`, projects → agents → per-agent sessions
 * (limit/offset), one session, Trace listings and downloads, 404 for `GET /api/sessions`, the
 * per-user `/api/events` channel, and the reference capture behind the capture session's
 * `/stream` and `/messages` (served by the fault-injecting replay, so its faults apply).
 */
export async function startPenguinDouble(o: PenguinDoubleOptions = {}): Promise<PenguinDouble> {
  const users = o.users ?? { admin: 'penguin' };
  const catalog = o.catalog ?? defaultCatalog();
  const fault = await startFaultSseServer({
    ...(o.faults ? { faults: o.faults } : {}),
    ...(o.heartbeatMs ? { heartbeatMs: o.heartbeatMs } : {}),
  });
  const forward = createProxy(fault.url);
  const events = new SseChannel({
    ...(o.heartbeatMs ? { heartbeatMs: o.heartbeatMs } : {}),
    snapshot: () => [{ type: 'hello' }],
  });
  const cookies = new Set<string>();
  const streams = new Map<ServerResponse, string>();
  const eventClients = new Set<ServerResponse>();
  const actions: string[] = [];
  const requests: string[] = [];
  const sentBytes: number[] = [];

  const find = (id: string) => catalog.sessions.find((s) => s.info.sessionId === id);
  const agentsOf = (projectId: string) => catalog.agents.get(projectId);

  /** Writes frames to the open streams of one session, between whole events. */
  function inject(sessionId: string, frames: string[]): void {
    for (const [res, id] of streams) if (id === sessionId) for (const f of frames) res.write(f);
  }

  function setStatus(sessionId: string, status: 'idle' | 'running'): void {
    const s = find(sessionId);
    if (!s) return;
    s.info.status = status;
    s.info.lastActiveAt = new Date().toISOString();
    const { projectId, agentId } = s.info;
    events.publishServerEvent({ type: 'session_state', projectId, agentId, sessionId, status });
  }

  /** The capture replayed by the fault server, re-framed here so an abort can be written in. */
  function captureStream(req: IncomingMessage, res: ServerResponse, sessionId: string): void {
    const last = req.headers['last-event-id'];
    const up = httpRequest(
      `${fault.url}${req.url ?? ''}`,
      { headers: last ? { 'last-event-id': last } : {} },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, SSE_HEADERS);
        res.flushHeaders();
        streams.set(res, sessionId);
        const parser = createParser({
          onEvent: (e) =>
            res.write(
              formatSseEvent(e.data, {
                ...(e.id ? { id: e.id } : {}),
                ...(e.event ? { event: e.event } : {}),
              }),
            ),
          onComment: (c) => res.write(formatComment(c.trim())),
        });
        upstream.setEncoding('utf8');
        upstream.on('data', (chunk: string) => parser.feed(chunk));
        upstream.on('close', () => {
          if (!res.writableEnded) cutResponse(res);
        });
      },
    );
    up.on('error', () => res.destroy());
    res.on('close', () => {
      streams.delete(res);
      up.destroy();
    });
    up.end();
  }

  /** A session without a capture: its task_state snapshot, then heartbeats. */
  function idleStream(res: ServerResponse, s: DoubleSession): void {
    res.writeHead(200, SSE_HEADERS);
    const state = s.info.status === 'running' ? 'running' : 'idle';
    res.write(
      formatSseEvent(JSON.stringify({ type: 'task_state', state, queued: 0 }), {
        event: SERVER_EVENT,
      }),
    );
    streams.set(res, str(s.info.sessionId));
    const beat = setInterval(() => res.write(formatComment('heartbeat')), o.heartbeatMs ?? 20_000);
    res.on('close', () => {
      clearInterval(beat);
      streams.delete(res);
    });
  }

  function recordsOf(s: DoubleSession): Obj[] {
    return s.files.flatMap((f) =>
      (f.text ?? '')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Obj),
    );
  }

  async function sessionRoute(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, , , id = '', ...rest] = path.split('/');
    const s = find(decodeURIComponent(id));
    if (!s) return notFound(res, 'Session');
    const sessionId = str(s.info.sessionId);
    const tail = rest.join('/');
    const capture = sessionId === CAPTURE_PARENT;
    if (req.method === 'GET' && tail === '')
      sendJson(res, 200, { session: { ...s.info, tracePath: tracePathOf(s) } });
    else if (req.method === 'GET' && tail === 'traces')
      sendJson(res, 200, {
        files: s.files.map(({ index, date, sizeBytes, mtime }) => ({
          index,
          date,
          sizeBytes,
          mtime,
        })),
      });
    else if (req.method === 'GET' && tail === 'stream') {
      if (capture) captureStream(req, res, sessionId);
      else idleStream(res, s);
    } else if (req.method === 'GET' && tail === 'messages') {
      if (capture) await forward(req, res);
      else sendJson(res, 200, { messages: recordsOf(s) });
    } else if (
      req.method === 'POST' &&
      (tail === 'abort' || tail === 'retry-now' || /^approvals\/[^/]+$/.test(tail))
    ) {
      actions.push(`${path} ${JSON.stringify(await readJsonObject(req))}`);
      if (tail === 'abort') abort(sessionId);
      sendJson(res, 200, { ok: true });
    } else sendFixture(res, 404, 'error-404-no-session-listing.json');
  }

  /** What a user abort of a waiting task looks like on the stream (PROTOCOL.md §12). */
  function abort(sessionId: string): void {
    const at = new Date().toISOString();
    const event = (payload: Obj) =>
      formatSseEvent(JSON.stringify({ timestamp: at, type: 'event_msg', payload }));
    inject(sessionId, [
      event({ type: 'request_end', status: 'aborted' }),
      event({ type: 'abort', reason: null }),
      formatSseEvent(JSON.stringify({ type: 'task_state', state: 'idle', queued: 0 }), {
        event: SERVER_EVENT,
      }),
    ]);
    setStatus(sessionId, 'idle');
  }

  function traceFile(req: IncomingMessage, res: ServerResponse, p: Record<string, string>) {
    const s = find(p.sessionId ?? '');
    const file = s?.files.find((f) => f.index === Number(p.index));
    if (!s || s.info.projectId !== p.projectId || s.info.agentId !== p.agentId || !file?.text)
      return notFound(res, 'Trace file');
    if (p.download !== undefined) {
      res.writeHead(200, {
        'Content-Type': 'application/x-ndjson',
        'Content-Length': Buffer.byteLength(file.text),
        'Content-Disposition': `attachment; filename="${p.sessionId}_${String(file.index).padStart(3, '0')}.jsonl"`,
      });
      res.end(file.text);
      return;
    }
    const q = queryOf(req);
    const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0);
    const limit = Math.max(1, Number(q.get('limit') ?? 200) || 200);
    const all = file.text.split('\n').filter((l) => l.trim() !== '');
    sendJson(res, 200, {
      events: all.slice(offset, offset + limit).map((l) => JSON.parse(l) as unknown),
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    // Every /api route, sign-in included, whatever the cookie (the code was not recorded).
    if (onPreviewHost(req))
      return sendJson(res, 401, {
        error: { code: 'unauthorized', message: 'The API is not served on the preview host' },
      });
    const get = req.method === 'GET';
    if (req.method === 'POST' && path === '/api/auth/login') {
      const body = await readJsonObject(req);
      const userId = str(body.userId);
      if (!(userId in users) || users[userId] !== body.password)
        return sendFixture(res, 401, 'login-wrong-password.json');
      const token = randomBytes(16).toString('hex');
      cookies.add(token);
      res.setHeader('Set-Cookie', `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`);
      return sendJson(res, 200, catalog.login);
    }
    const token = cookieOf(req);
    if (token === null || !cookies.has(token)) return sendFixture(res, 401, 'error-401.json');
    let p: Record<string, string> | null;
    if (req.method === 'POST' && path === '/api/auth/logout') {
      cookies.delete(token);
      sendJson(res, 200, { ok: true });
    } else if (get && path === '/api/me') sendJson(res, 200, catalog.me);
    else if (get && path === '/api/events') {
      events.attach(req, res);
      eventClients.add(res);
      res.on('close', () => eventClients.delete(res));
    } else if (get && path === '/api/projects') sendJson(res, 200, { projects: catalog.projects });
    else if (get && (p = matchPath('/api/projects/:projectId/agents', path))) {
      const agents = agentsOf(p.projectId ?? '');
      if (agents) sendJson(res, 200, { agents });
      else notFound(res, 'Project');
    } else if (get && (p = matchPath('/api/projects/:projectId/agents/:agentId/sessions', path))) {
      const q = queryOf(req);
      const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0);
      const limit = q.has('limit') ? Math.max(0, Number(q.get('limit')) || 0) : Infinity;
      const all = agentSessions(catalog, p.projectId ?? '', p.agentId ?? '');
      sendJson(res, 200, { sessions: all.slice(offset, offset + limit) });
    } else if (get && (p = matchPath('/api/projects/:projectId/agents/:agentId/traces', path)))
      sendJson(res, 200, agentTraces(catalog, p.projectId ?? '', p.agentId ?? ''));
    else if (
      get &&
      (p =
        matchPath('/api/projects/:projectId/agents/:agentId/traces/:sessionId/:index', path) ??
        matchPath(
          '/api/projects/:projectId/agents/:agentId/traces/:sessionId/:index/:download',
          path,
        )) &&
      (p.download === undefined || p.download === 'download')
    )
      traceFile(req, res, p);
    else if (path.startsWith('/api/sessions/')) await sessionRoute(req, res, path);
    else sendFixture(res, 404, 'error-404-no-session-listing.json');
  }

  const server = createServer((req, res) => {
    const path = rawPath(req);
    // One request at a time per connection (no pipelining): what its socket sent meanwhile.
    const before = req.socket.bytesWritten;
    res.on('finish', () => {
      requests.push(`${req.method} ${path} ${res.statusCode}`);
      sentBytes.push(req.socket.bytesWritten - before);
    });
    route(req, res, path).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else
        sendJson(res, 500, {
          error: {
            code: 'internal_error',
            message: err instanceof Error ? err.message : String(err),
          },
        });
    });
  });
  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host === PREVIEW_HOST ? 'localhost' : host}:${port}`,
    catalog,
    fault,
    actions,
    requests,
    sentBytes,
    expireCookies: () => cookies.clear(),
    cutStreams: () => {
      for (const res of [...streams.keys(), ...eventClients]) cutResponse(res);
    },
    setStatus,
    addSession(session) {
      catalog.sessions.push(session);
      const { projectId, agentId, sessionId, source } = session.info;
      events.publishServerEvent({
        type: 'session_created',
        projectId,
        agentId,
        sessionId,
        ...(source ? { source } : {}),
      });
    },
    async close() {
      events.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await fault.close();
    },
  };
}

/** fetch with a cookie jar, as a browser keeps `penguin_session`. */
export function cookieFetch(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}
