// The PenguinHarness routes a viewer walks to find sessions and their Trace files (PROTOCOL.md §11):
// projects → agents → per-agent sessions (paged), one session, its Trace files. Answers are read
// field by field (they come from a server, so nothing is assumed); errors keep the server's message.
import { apiError, PenguinError } from './penguin-errors';
import { jsonPost } from './json-post';
import { traceFileName } from '../ingest/file-set';

export { traceFileName };

export interface ServerUser {
  userId: string;
  isAdmin?: boolean;
}

export interface ServerProject {
  projectId: string;
  role?: string;
}

export interface ServerAgent {
  agentId: string;
  name?: string;
  description?: string;
  sessionCount?: number;
  activeSessionCount?: number;
}

export interface ServerSession {
  sessionId: string;
  projectId: string;
  agentId: string;
  title?: string;
  /** Absent for a session a user created; `subagent` for a child, `schedule` for a scheduled run. */
  source?: string;
  /** `idle` or `running` (or what a newer server sends). */
  status?: string;
  createdAt?: string;
  lastActiveAt?: string;
  pendingApprovalCount?: number;
  workspace?: string;
  modelId?: string;
  hasTrace?: boolean;
}

export interface TraceFileInfo {
  index: number;
  date?: string;
  sizeBytes?: number;
  /** When the file was last written (ISO time). */
  mtime?: string;
}

export interface SessionPage {
  sessions: ServerSession[];
  /** Offset of the next page, or null when this was the last one. */
  next: number | null;
}

/** Where a session's Trace files are downloaded from. */
export type SessionRef = Pick<ServerSession, 'sessionId' | 'projectId' | 'agentId'>;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** Copies the fields of `keys` whose value has the wanted type. */
function pick<T>(o: Obj, keys: Record<string, 'string' | 'number' | 'boolean'>): Partial<T> {
  const out: Obj = {};
  for (const [k, type] of Object.entries(keys)) if (typeof o[k] === type) out[k] = o[k];
  return out as Partial<T>;
}

export function readSession(o: Obj): ServerSession | null {
  if (
    typeof o.sessionId !== 'string' ||
    typeof o.projectId !== 'string' ||
    typeof o.agentId !== 'string'
  )
    return null;
  return {
    sessionId: o.sessionId,
    projectId: o.projectId,
    agentId: o.agentId,
    ...pick<ServerSession>(o, {
      title: 'string',
      source: 'string',
      status: 'string',
      createdAt: 'string',
      lastActiveAt: 'string',
      pendingApprovalCount: 'number',
      workspace: 'string',
      modelId: 'string',
      hasTrace: 'boolean',
    }),
  };
}

const seg = encodeURIComponent;

export class PenguinApi {
  readonly base: string;
  private readonly fetchImpl: typeof fetch;

  constructor(base = '', options: { fetch?: typeof fetch } = {}) {
    this.base = base.trim().replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((...a) => fetch(...a));
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  /** A GET or POST with the cookie; the answer as a response, or the API's error. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await this.fetchImpl(this.url(path), {
      credentials: 'include',
      cache: 'no-store',
      ...init,
    });
    if (!response.ok) throw await apiError(response);
    return response;
  }

  private async json(path: string, init: RequestInit = {}): Promise<Obj> {
    const response = await this.request(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
    const body: unknown = await response.json().catch(() => null);
    return isObject(body) ? body : {};
  }

  private post(path: string, body?: object): Promise<Obj> {
    return this.json(path, jsonPost(body));
  }

  async login(userId: string, password: string): Promise<ServerUser> {
    const body = await this.post('/api/auth/login', { userId, password });
    const user = isObject(body.user) ? body.user : {};
    return { userId, ...pick<ServerUser>(user, { userId: 'string', isAdmin: 'boolean' }) };
  }

  async projects(): Promise<ServerProject[]> {
    return objects((await this.json('/api/projects')).projects).flatMap((p) =>
      typeof p.projectId === 'string'
        ? [{ projectId: p.projectId, ...pick<ServerProject>(p, { role: 'string' }) }]
        : [],
    );
  }

  async agents(projectId: string): Promise<ServerAgent[]> {
    const body = await this.json(`/api/projects/${seg(projectId)}/agents`);
    return objects(body.agents).flatMap((a) =>
      typeof a.agentId === 'string'
        ? [
            {
              agentId: a.agentId,
              ...pick<ServerAgent>(a, {
                name: 'string',
                description: 'string',
                sessionCount: 'number',
                activeSessionCount: 'number',
              }),
            },
          ]
        : [],
    );
  }

  /**
   * One page of an agent's sessions, newest first. The server gives no total, so one more than
   * the page is asked for: whether it came tells if another page exists.
   */
  async sessions(
    projectId: string,
    agentId: string,
    page: { offset?: number; limit?: number } = {},
  ): Promise<SessionPage> {
    const offset = page.offset ?? 0;
    const limit = page.limit ?? 50;
    const path = `/api/projects/${seg(projectId)}/agents/${seg(agentId)}/sessions`;
    const body = await this.json(`${path}?limit=${limit + 1}&offset=${offset}`);
    const all = objects(body.sessions).flatMap((s) => readSession(s) ?? []);
    return {
      sessions: all.slice(0, limit),
      next: all.length > limit ? offset + limit : null,
    };
  }

  async session(sessionId: string): Promise<ServerSession> {
    const body = await this.json(`/api/sessions/${seg(sessionId)}`);
    const session = isObject(body.session) ? readSession(body.session) : null;
    if (!session)
      throw new PenguinError(200, 'bad_answer', `no session in the answer for ${sessionId}`);
    return session;
  }

  /** The session's Trace files, in index order (`_001`, `_002`… one per model context). */
  async sessionTraces(sessionId: string): Promise<TraceFileInfo[]> {
    const body = await this.json(`/api/sessions/${seg(sessionId)}/traces`);
    return objects(body.files)
      .flatMap((f) =>
        typeof f.index === 'number'
          ? [
              {
                index: f.index,
                ...pick<TraceFileInfo>(f, { date: 'string', sizeBytes: 'number', mtime: 'string' }),
              },
            ]
          : [],
      )
      .sort((a, b) => a.index - b.index);
  }

  /** Trace file `index` of a session as raw JSONL (`application/x-ndjson`). */
  downloadPath(ref: SessionRef, index: number): string {
    const { projectId, agentId, sessionId } = ref;
    return `/api/projects/${seg(projectId)}/agents/${seg(agentId)}/traces/${seg(sessionId)}/${index}/download`;
  }

  /**
   * Records `offset` to `offset + limit` of Trace file `index`, parsed (the server's paginated
   * route); past the last record, none.
   */
  async traceRecords(
    ref: SessionRef,
    index: number,
    offset: number,
    limit: number,
  ): Promise<Obj[]> {
    const { projectId, agentId, sessionId } = ref;
    const path = `/api/projects/${seg(projectId)}/agents/${seg(agentId)}/traces/${seg(sessionId)}/${index}`;
    return objects((await this.json(`${path}?offset=${offset}&limit=${limit}`)).events);
  }

  /** The per-user channel: `session_created`, `session_state`… (PROTOCOL.md §11). */
  eventsUrl(): string {
    return this.url('/api/events');
  }

  async abort(sessionId: string): Promise<void> {
    await this.post(`/api/sessions/${seg(sessionId)}/abort`);
  }
}
