import type { IncomingMessage, ServerResponse } from 'node:http';
import { JSON_HEADERS, matchPath, rawPath, readJsonObject, sendError, sendJson } from './http-util';
import type { SessionHistory } from './session-history';
import type { SseChannel } from './sse-channel';
import { sendStreamed } from './streamed-body';

export interface SessionSummary {
  id: string;
  /** The producer's title when there is one (the demo's); a viewer shows it as the session's. */
  title?: string;
  /** A tailed file's path, which is no title. */
  file?: string;
  state: 'idle' | 'running' | 'compacting';
  source: 'demo' | 'tail';
  updatedAt: string;
}

/** A session this server owns (the demo or a tailed Trace), served at PenguinHarness paths. */
export interface LiveSession {
  readonly id: string;
  readonly channel: SseChannel;
  readonly history: SessionHistory;
  summary(): SessionSummary;
  /**
   * A subagent's title, by the child's id: its `session_title` goes out once, on this session's
   * stream, so a reader who came later asks for it as PenguinHarness answers a child.
   */
  childTitle?(id: string): string | undefined;
  /** Absent on read-only sessions. */
  control?: {
    approve(toolCallId: string, decision: string): void;
    retryNow(): void;
    abort(): void;
  };
}

const DECISIONS = new Set(['allow', 'deny']);

type Problem = { status: number; code: string; message: string } | null;

function act(session: LiveSession, path: string, body: Record<string, unknown>): Problem {
  const control = session.control;
  if (!control) return { status: 409, code: 'read_only', message: 'this session is read-only' };
  const approval = matchPath('/api/sessions/:id/approvals/:toolCallId', path);
  if (approval?.toolCallId) {
    const decision = String(body.decision);
    if (!DECISIONS.has(decision))
      return { status: 400, code: 'bad_request', message: `decision must be allow or deny` };
    control.approve(approval.toolCallId, decision);
    return null;
  }
  if (path.endsWith('/retry-now')) control.retryNow();
  else control.abort();
  return null;
}

export function createSessionRoutes(sessions: readonly LiveSession[]) {
  const find = (id: string | undefined) => sessions.find((s) => s.id === id);
  const childTitleOf = (id: string) =>
    sessions.map((s) => s.childTitle?.(id)).find((t) => t !== undefined);

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = rawPath(req);
    if (req.method === 'GET' && path === '/api/sessions') {
      sendJson(res, 200, { sessions: sessions.map((s) => s.summary()) });
      return true;
    }
    const params = matchPath('/api/sessions/:id', path.split('/').slice(0, 4).join('/'));
    if (!params) return false;
    const session = find(params.id);
    const tail = path.split('/').slice(4).join('/');
    const child =
      session || tail !== '' || req.method !== 'GET' ? undefined : childTitleOf(params.id ?? '');
    if (child !== undefined) {
      // As PenguinHarness answers a child (fixtures/penguin-server-api/session-child.json).
      sendJson(res, 200, { session: { sessionId: params.id, title: child, source: 'subagent' } });
      return true;
    }
    if (!session) {
      sendError(res, 404, 'not_found', `no session ${params.id ?? ''}`);
      return true;
    }
    if (req.method === 'GET' && tail === 'stream') session.channel.attach(req, res);
    else if (req.method === 'GET' && tail === 'messages') {
      const running = session.summary().state !== 'idle';
      const body = session.history.body(session.channel.lastEventId(), running);
      sendStreamed(res, JSON_HEADERS, body.bytes, body.pieces());
    } else if (req.method === 'GET' && tail === '')
      // In `session`, as PenguinHarness answers it (fixtures/penguin-server-api/session.json);
      // the fields are this server's own, of which a viewer reads only the title.
      sendJson(res, 200, { session: session.summary() });
    else if (
      req.method === 'POST' &&
      (tail === 'retry-now' || tail === 'abort' || /^approvals\/[^/]+$/.test(tail))
    ) {
      const problem = act(session, path, await readJsonObject(req));
      if (problem) sendError(res, problem.status, problem.code, problem.message);
      else sendJson(res, 200, { ok: true });
    } else return false;
    return true;
  };
}
