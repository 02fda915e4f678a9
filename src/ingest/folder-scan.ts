// A traces/ folder as a list of sessions, from file names and a few KB of each session: the
// head of its first file (session_meta, first prompt) and the tail of its last (how it ended).
import type { AnyEnvelope } from '../protocol/types';
import { oneLine } from '../store/derive/trace-title';
import { sessionStatus, type SessionStatus } from '../store/session-status';
import { parseTraceFileName } from './file-set';
import { parseJsonl } from './parse-jsonl';
import type { PickedFile } from './types';

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
  status: SessionStatus;
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

/** The records of a slice; a line the slice cut, or a broken one, is left out. */
const records = (text: string): AnyEnvelope[] =>
  parseJsonl('', text, { trace: false }).records.map((r) => r.envelope);

const time = (r: AnyEnvelope): number | undefined => {
  const t = Date.parse(r.timestamp);
  return Number.isNaN(t) ? undefined : t;
};

/** What the start of a session's first file says. `text` may end in the middle of a line. */
export function readHead(text: string): HeadInfo {
  const info: HeadInfo = { subagent: false };
  for (const r of records(text)) {
    if (r.type === 'session_meta') {
      const p = r.payload;
      if (p.model_id) info.model = p.model_id;
      if (p.provider) info.provider = p.provider;
      info.subagent = p.source === 'subagent';
      const at = time(r);
      if (at !== undefined) info.startedAt = at;
    } else if (
      info.title === undefined &&
      r.type === 'model_msg' &&
      r.payload.type === 'text' &&
      r.payload.role === 'user' &&
      typeof r.payload.text === 'string' &&
      !/^\s*[[<]context_summary[\]>]/.test(r.payload.text)
    ) {
      const title = oneLine(r.payload.text);
      if (title) info.title = title;
    }
  }
  return info;
}

/**
 * How a session ended, from the last records of its last file, in the words of a loaded
 * session's summary: the file is read to its end, so a request left open, or a call of the last
 * request without its output, is `cut`.
 */
export function readTail(text: string): { status: SessionStatus; endedAt?: number } {
  const rs = records(text);
  const lastRecord = rs[rs.length - 1];
  const endedAt = lastRecord ? time(lastRecord) : undefined;
  let aborted = false;
  let request: AnyEnvelope['payload'] | undefined;
  /** Calls of the last request still without output. */
  const waiting = new Set<string>();
  for (const r of rs) {
    if (r.type === 'model_msg' && r.payload.type === 'tool_call')
      waiting.add(String(r.payload.tool_call_id));
    if (r.type === 'model_msg' && r.payload.type === 'tool_call_output')
      waiting.delete(String(r.payload.tool_call_id));
    if (r.type !== 'event_msg') continue;
    if (r.payload.type === 'request_begin') waiting.clear();
    if (r.payload.type === 'abort') aborted = true;
    // A run after an abort: the abort ended an earlier run, not the session.
    if (r.payload.type === 'request_begin') aborted = false;
    if (r.payload.type === 'request_begin' || r.payload.type === 'request_end') request = r.payload;
  }
  const open = request?.type === 'request_begin';
  const last = request?.type === 'request_end' ? String(request.status) : undefined;
  const toolsWait = waiting.size > 0;
  const status = sessionStatus({ aborted, last, open, toolsWait, busy: false, ended: true });
  return endedAt !== undefined ? { status, endedAt } : { status };
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
