// What the PenguinHarness test double serves: the saved real responses
// (fixtures/penguin-server-api) plus the reference session (fixtures/penguin-session-a) with its
// real Trace files, so the double lists, describes and downloads it the way the real server would.
import { readFileSync } from 'node:fs';

/** The reference data kept in the repository (fixtures/). */
const FIXTURES = new URL('../../fixtures/', import.meta.url);

export function readFixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

export type Obj = Record<string, unknown>;

export interface DoubleTraceFile {
  index: number;
  date: string;
  sizeBytes: number;
  mtime: string;
  /** The file's bytes; null when only its listing was saved (then a download is 404). */
  text: string | null;
}

export interface DoubleSession {
  /** The server's session object (`session.json` shape, without `tracePath`). */
  info: Obj;
  files: DoubleTraceFile[];
}

export interface DoubleCatalog {
  /** `login.json` / `me.json` bodies. */
  login: Obj;
  me: Obj;
  projects: Obj[];
  /** projectId → that project's agents (`agents.json` entries). */
  agents: Map<string, Obj[]>;
  sessions: DoubleSession[];
}

export const API_FIXTURES = 'penguin-server-api/';
export const SESSION_A = 'penguin-session-a/';
export const CAPTURE_PARENT = 'session-2026-12-02-09-53-13-b04b7031';
export const CAPTURE_CHILD = 'session-2026-12-02-09-53-22-f7775cf5';
export const DATA_ROOT = '/home/dev/.penguin/data';

export function readApiFixture(name: string): Obj {
  return JSON.parse(readFixture(`${API_FIXTURES}${name}`)) as Obj;
}

const list = (v: unknown): Obj[] =>
  Array.isArray(v) ? v.filter((x): x is Obj => typeof x === 'object' && x !== null) : [];
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function lines(text: string): Obj[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Obj);
}

/** A session of the reference capture, described from its own Trace files and titles. */
function captureSession(id: string, names: string[], title: string, template: Obj): DoubleSession {
  const texts = names.map((n) => readFixture(`${SESSION_A}${n}`));
  const records = texts.flatMap(lines);
  const meta = (records[0]?.payload ?? {}) as Obj;
  const stamp = (r: Obj | undefined) => str(r?.timestamp);
  const files = texts.map((text, i) => ({
    index: i + 1,
    date: id.slice('session-'.length, 'session-'.length + 10),
    sizeBytes: Buffer.byteLength(text),
    mtime: stamp(lines(text).at(-1)),
    text,
  }));
  const info: Obj = {
    ...template,
    sessionId: id,
    provider: meta.provider,
    modelId: meta.model_id,
    workspace: meta.workspace,
    approvalMode: 'always-ask',
    title,
    createdAt: stamp(records[0]),
    lastActiveAt: stamp(records.at(-1)),
    status: 'idle',
  };
  delete info.tracePath;
  if (meta.source === 'subagent') info.source = 'subagent';
  else delete info.source;
  return { info, files };
}

/** The saved listing's sessions: real entries whose Trace bytes were not saved. */
function listedSessions(): DoubleSession[] {
  const byId = new Map<string, Obj[]>();
  for (const date of list(readApiFixture('traces.json').dates))
    for (const s of list(date.sessions))
      byId.set(
        str(s.sessionId),
        list(s.files).map((f) => ({ ...f, date: str(date.date) })),
      );
  return list(readApiFixture('sessions.json').sessions).map((info) => ({
    info,
    files: (byId.get(str(info.sessionId)) ?? []).map((f) => ({
      index: Number(f.index),
      date: str(f.date),
      sizeBytes: Number(f.sizeBytes),
      mtime: str(info.lastActiveAt),
      text: null,
    })),
  }));
}

export function defaultCatalog(): DoubleCatalog {
  const template = readApiFixture('session.json').session as Obj;
  const projects = list(readApiFixture('projects.json').projects);
  const agents = list(readApiFixture('agents.json').agents);
  return {
    login: readApiFixture('login.json'),
    me: readApiFixture('me.json'),
    projects,
    agents: new Map(projects.map((p) => [str(p.projectId), agents])),
    sessions: [
      ...listedSessions(),
      captureSession(
        CAPTURE_PARENT,
        [`${CAPTURE_PARENT}_001.jsonl`, `${CAPTURE_PARENT}_002.jsonl`],
        'Arctic scenario run',
        template,
      ),
      captureSession(
        CAPTURE_CHILD,
        [`${CAPTURE_CHILD}_001.jsonl`],
        'Arctic scenario run',
        template,
      ),
    ],
  };
}

/** A session of one agent, as the listing route answers it (newest first). */
export function agentSessions(c: DoubleCatalog, projectId: string, agentId: string): Obj[] {
  return c.sessions
    .map((s) => s.info)
    .filter((i) => i.projectId === projectId && i.agentId === agentId)
    .sort((a, b) => str(b.createdAt).localeCompare(str(a.createdAt)));
}

/** `GET …/agents/:agentId/traces`: date (newest first) → sessions → file indexes and sizes. */
export function agentTraces(c: DoubleCatalog, projectId: string, agentId: string): Obj {
  const dates = new Map<string, Obj[]>();
  for (const info of agentSessions(c, projectId, agentId)) {
    const s = c.sessions.find((x) => x.info === info);
    for (const f of s?.files ?? []) {
      const day = dates.get(f.date) ?? [];
      let entry = day.find((e) => e.sessionId === info.sessionId);
      if (!entry) day.push((entry = { sessionId: info.sessionId, files: [] }));
      (entry.files as Obj[]).push({ index: f.index, sizeBytes: f.sizeBytes });
      dates.set(f.date, day);
    }
  }
  return {
    dates: [...dates.entries()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([date, sessions]) => ({ date, sessions })),
  };
}

/** `tracePath` of `GET /api/sessions/:id`: where the server writes the session's latest file. */
export function tracePathOf(s: DoubleSession): string {
  const last = s.files.at(-1);
  if (!last) return '';
  const { projectId, agentId, sessionId } = s.info;
  const index = String(last.index).padStart(3, '0');
  return `${DATA_ROOT}/${str(projectId)}/agents/${str(agentId)}/traces/${last.date}/${str(sessionId)}_${index}.jsonl`;
}

/** A listing-only session (paging tests): the saved entry shape with a new id, title and time. */
export function listedSession(template: Obj, n: number, at: Date): DoubleSession {
  const stamp = at.toISOString();
  const id = `session-${stamp.slice(0, 19).replace(/[T:]/g, '-')}-${n.toString(16).padStart(8, '0')}`;
  const info: Obj = {
    ...template,
    sessionId: id,
    title: `Listed session ${n}`,
    createdAt: stamp,
    lastActiveAt: stamp,
  };
  delete info.source;
  return { info, files: [] };
}

/** Every `timestamp` of Trace text moved by `ms`. */
function shiftTimes(text: string, ms: number): string {
  return text.replace(
    /"timestamp":"([^"]+)"/g,
    (_, t: string) => `"timestamp":"${new Date(Date.parse(t) + ms).toISOString()}"`,
  );
}

/**
 * The reference parent and child again as pair `n` (listing tests): new ids, their own workspace,
 * every time moved `n` minutes on. `padding` copies of a line go before the parent's `subagent`
 * pointer, to make a large Trace.
 */
export function capturePair(n: number, padding = 0): DoubleSession[] {
  const shift = n * 60_000;
  const idOf = (id: string, k: number) => `${id.slice(0, -8)}${k.toString(16).padStart(8, '0')}`;
  const ids = new Map([
    [CAPTURE_PARENT, idOf(CAPTURE_PARENT, 2 * n)],
    [CAPTURE_CHILD, idOf(CAPTURE_CHILD, 2 * n + 1)],
  ]);
  const rename = (text: string) =>
    [...ids].reduce((t, [from, to]) => t.replaceAll(from, to), shiftTimes(text, shift));
  const pad = (text: string) => {
    const lines = text.split('\n');
    const copies = Array<string>(padding).fill(lines[3] ?? '');
    return [...lines.slice(0, 3), ...copies, ...lines.slice(3)].join('\n');
  };
  const later = (v: unknown) => new Date(Date.parse(str(v)) + shift).toISOString();
  const workspace = `${DATA_ROOT}/default_project/agents/default_agent/workspaces/tmp-pair-${n}`;
  return defaultCatalog()
    .sessions.filter((s) => ids.has(str(s.info.sessionId)))
    .map(({ info, files }) => {
      const parent = info.sessionId === CAPTURE_PARENT;
      return {
        info: {
          ...info,
          sessionId: ids.get(str(info.sessionId)),
          workspace,
          createdAt: later(info.createdAt),
          lastActiveAt: later(info.lastActiveAt),
        },
        files: files.map((f) => {
          const text = rename(parent && f.index === 1 ? pad(f.text ?? '') : (f.text ?? ''));
          return { ...f, text, sizeBytes: Buffer.byteLength(text), mtime: later(f.mtime) };
        }),
      };
    });
}
