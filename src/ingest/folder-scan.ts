// A traces/ folder as a list of sessions, from file names and a few KB of each session: the
// head of its first file (session_meta, first prompt) and the tail of its last (how it ended).
import { parseTraceFileName } from './file-set';
import type { PickedFile } from './types';
import { oneLine } from '../store/derive/trace-title';

export type FolderStatus = 'completed' | 'failed' | 'aborted' | 'running';

export interface FolderSession {
  sessionId: string;
  /** yyyy-mm-dd: the folder it sits in, else the date in its id. */
  date: string;
  files: PickedFile[];
  bytes: number;
}

export interface HeadInfo {
  model?: string;
  provider?: string;
  subagent: boolean;
  title?: string;
  startedAt?: number;
}

export interface SessionProbe extends HeadInfo {
  status: FolderStatus;
  endedAt?: number;
}

const DATE = /(^|\/)(\d{4}-\d{2}-\d{2})\//;

export function groupFolder(files: readonly PickedFile[]): FolderSession[] {
  const byId = new Map<string, FolderSession>();
  for (const f of files) {
    const parsed = parseTraceFileName(f.file.name);
    const id = parsed?.sessionId ?? f.file.name;
    const date =
      DATE.exec(f.path)?.[2] ?? /^session-(\d{4}-\d{2}-\d{2})/.exec(id)?.[1] ?? 'undated';
    const s = byId.get(id) ?? { sessionId: id, date, files: [], bytes: 0 };
    s.files.push(f);
    s.bytes += f.file.size;
    byId.set(id, s);
  }
  const index = (f: PickedFile) => parseTraceFileName(f.file.name)?.index ?? 0;
  for (const s of byId.values()) s.files.sort((a, b) => index(a) - index(b));
  return [...byId.values()].sort((a, b) => b.sessionId.localeCompare(a.sessionId));
}

function records(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    try {
      const v: unknown = JSON.parse(line);
      if (v !== null && typeof v === 'object' && !Array.isArray(v))
        out.push(v as Record<string, unknown>);
    } catch {
      // A line cut by the slice, or a broken one: the probe only needs the others.
    }
  }
  return out;
}

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const time = (r: Record<string, unknown>): number | undefined => {
  const t = Date.parse(str(r.timestamp) ?? '');
  return Number.isNaN(t) ? undefined : t;
};

/** What the start of a session's first file says. `text` may end in the middle of a line. */
export function readHead(text: string): HeadInfo {
  const info: HeadInfo = { subagent: false };
  for (const r of records(text)) {
    const p = obj(r.payload);
    if (r.type === 'session_meta') {
      const model = str(p.model_id);
      const provider = str(p.provider);
      if (model) info.model = model;
      if (provider) info.provider = provider;
      info.subagent = p.source === 'subagent';
      const at = time(r);
      if (at !== undefined) info.startedAt = at;
    } else if (
      info.title === undefined &&
      r.type === 'model_msg' &&
      p.type === 'text' &&
      p.role === 'user' &&
      !/^\s*[[<]context_summary[\]>]/.test(str(p.text) ?? '')
    ) {
      const title = oneLine(str(p.text) ?? '');
      if (title) info.title = title;
    }
  }
  return info;
}

/** How a session ended, from the last records of its last file (PROTOCOL.md §6, §9, §12). */
export function readTail(text: string): { status: FolderStatus; endedAt?: number } {
  const rs = records(text);
  const last = rs[rs.length - 1];
  const endedAt = last ? time(last) : undefined;
  const at = endedAt !== undefined ? { endedAt } : {};
  for (let i = rs.length - 1; i >= 0; i--) {
    const r = rs[i];
    if (!r || r.type !== 'event_msg') continue;
    const p = obj(r.payload);
    if (p.type === 'abort') {
      const reason = str(p.reason) ?? '';
      return { status: reason.startsWith('llm request error') ? 'failed' : 'aborted', ...at };
    }
    if (p.type === 'request_end' || p.type === 'compaction_end') {
      // Output of tools still running after the last request_end means the turn went on.
      if (
        i !== rs.length - 1 &&
        p.type === 'request_end' &&
        rs.slice(i + 1).some((x) => x.type === 'model_msg')
      )
        return { status: 'running', ...at };
      if (p.status === 'completed') return { status: 'completed', ...at };
      if (p.status === 'aborted') return { status: 'aborted', ...at };
      if (p.status === 'auth' || p.retry_in_ms === undefined) return { status: 'failed', ...at };
      return { status: 'running', ...at };
    }
    if (p.type === 'request_begin' || p.type === 'compaction_begin')
      return { status: 'running', ...at };
  }
  return { status: 'running', ...at };
}

export interface FolderNode {
  session: FolderSession;
  children: FolderNode[];
}

/**
 * Hangs subagent sessions under the session that ran while they started. The pointer to a
 * child sits in the middle of its parent's files, which the browser does not read; loading
 * the session then joins them by the real pointers.
 */
export function nestSessions(
  sessions: readonly FolderSession[],
  probes: ReadonlyMap<string, SessionProbe>,
): FolderNode[] {
  const nodes = new Map(
    sessions.map((s) => [s.sessionId, { session: s, children: [] as FolderNode[] }]),
  );
  const roots: FolderNode[] = [];
  const span = (id: string) => {
    const p = probes.get(id);
    return p?.startedAt !== undefined ? [p.startedAt, p.endedAt ?? Infinity] : undefined;
  };
  for (const s of sessions) {
    const node = nodes.get(s.sessionId);
    if (!node) continue;
    const probe = probes.get(s.sessionId);
    const start = probe?.startedAt;
    let parent: FolderNode | undefined;
    if (probe?.subagent && start !== undefined) {
      let best = -Infinity;
      for (const other of sessions) {
        const range = other.sessionId === s.sessionId ? undefined : span(other.sessionId);
        if (range && range[0]! <= start && start <= range[1]! && range[0]! > best) {
          best = range[0]!;
          parent = nodes.get(other.sessionId);
        }
      }
    }
    (parent?.children ?? roots).push(node);
  }
  return roots;
}
