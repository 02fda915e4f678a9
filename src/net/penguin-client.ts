// The PenguinHarness HTTP API a live viewer uses (PROTOCOL.md §11): cookie login, history, and
// the human actions; finding sessions is penguin-api.ts. Same-origin by default (through
// `omniscope serve --proxy`).
import type { AnyEnvelope } from '../protocol/types';
import { validateEnvelope } from '../protocol/validate';
import type { HistorySnapshot } from '../ingest/live-merge';
import { diagnosticOf } from '../ingest/diagnostic-of';
import { apiError } from './penguin-errors';
import { jsonPost } from './json-post';
import type { Diagnostic } from '../ingest/types';

export type Decision = 'allow' | 'deny';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validated records of a `/messages` answer; what does not validate becomes a diagnostic. */
export function readHistory(
  body: unknown,
  file: string,
): { snapshot: HistorySnapshot; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const records = (list: unknown, what: string): AnyEnvelope[] => {
    if (!Array.isArray(list)) return [];
    const out: AnyEnvelope[] = [];
    list.forEach((value, i) => {
      const checked = validateEnvelope(value);
      if (checked.ok) out.push(checked.value);
      else
        diagnostics.push(
          diagnosticOf({ file }, 'error', {
            code: 'history-record-invalid',
            params: { list: what, index: i, problem: checked.problem },
          }),
        );
    });
    return out;
  };
  const obj = isObject(body) ? body : {};
  const live = isObject(obj.live) ? obj.live : undefined;
  const snapshot: HistorySnapshot = { messages: records(obj.messages, 'messages') };
  if (live)
    snapshot.live = {
      cursor: typeof live.cursor === 'string' ? live.cursor : null,
      fragments: records(live.fragments, 'live.fragments'),
    };
  return { snapshot, diagnostics };
}

export interface PenguinClientOptions {
  fetch?: typeof fetch;
  /** 'include' for cookie auth (the default); a viewer of a public stream may not want it. */
  credentials?: RequestCredentials;
}

export class PenguinClient {
  readonly base: string;
  private readonly fetchImpl: typeof fetch;
  private readonly credentials: RequestCredentials;

  constructor(base = '', options: PenguinClientOptions = {}) {
    this.base = base.trim().replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((...a) => fetch(...a));
    this.credentials = options.credentials ?? 'include';
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  sessionPath(id: string, rest = ''): string {
    return `/api/sessions/${encodeURIComponent(id)}${rest}`;
  }

  streamUrl(id: string): string {
    return this.url(this.sessionPath(id, '/stream'));
  }

  private async call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await this.fetchImpl(this.url(path), {
      credentials: this.credentials,
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
    if (!response.ok) throw await apiError(response);
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  private post(path: string, body?: object): Promise<unknown> {
    return this.call(path, jsonPost(body));
  }

  async login(userId: string, password: string): Promise<void> {
    await this.post('/api/auth/login', { userId, password });
  }

  async history(id: string): Promise<{ snapshot: HistorySnapshot; diagnostics: Diagnostic[] }> {
    const path = this.sessionPath(id, '/messages');
    return readHistory(await this.call(path), this.url(path));
  }

  /** The session's title as the server holds it now, if it has one. */
  async title(id: string): Promise<string | undefined> {
    const body = await this.call(this.sessionPath(id));
    const session = isObject(body) && isObject(body.session) ? body.session : {};
    return typeof session.title === 'string' && session.title.trim() !== ''
      ? session.title
      : undefined;
  }

  async approve(id: string, toolCallId: string, decision: Decision): Promise<void> {
    await this.post(this.sessionPath(id, `/approvals/${encodeURIComponent(toolCallId)}`), {
      decision,
    });
  }

  async retryNow(id: string): Promise<void> {
    await this.post(this.sessionPath(id, '/retry-now'));
  }

  async abort(id: string): Promise<void> {
    await this.post(this.sessionPath(id, '/abort'));
  }
}

/** `…/api/sessions/<id>/stream` → the server base and the session id, for a pasted stream URL. */
export function penguinStreamParts(url: string): { base: string; sessionId: string } | null {
  const m = /^(.*)\/api\/sessions\/([^/?#]+)\/stream(?:[?#].*)?$/.exec(url.trim());
  if (!m || m[1] === undefined || !m[2]) return null;
  try {
    return { base: m[1], sessionId: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}
