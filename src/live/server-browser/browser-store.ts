// The server browser's state and what the reader can do with it, outside React: walking
// project → agent → sessions, paging, news from `/api/events`, downloads, aborts. Any 401 parks
// the interrupted step behind the sign-in form; `signedIn` runs it again.
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  PenguinApi,
  type ServerAgent,
  type ServerProject,
  type ServerSession,
} from '../../net/penguin-api';
import { TraceFileCache } from '../../net/penguin-trace-cache';
import {
  downloadSessionTraces,
  downloadUrlOf,
  type TraceDownloadProgress,
} from '../../net/penguin-trace-files';
import { NeedsLoginError, PenguinError } from '../../net/penguin-errors';
import { ChildLinks } from './child-links';
import type { SessionNews } from './server-event';
import { upsertSession } from './session-tree';

export const PAGE_SIZE = 25;

export interface TraceDownload {
  session: ServerSession;
  progress: TraceDownloadProgress;
  error?: string;
}

export interface BrowserState {
  projects: ServerProject[] | null;
  projectId: string | null;
  agents: ServerAgent[] | null;
  agentId: string | null;
  sessions: ServerSession[];
  /** Offset of the next page; null when all are loaded. */
  next: number | null;
  loading: boolean;
  /** Parent id → the listed children its Trace points to, oldest first. */
  links: ReadonlyMap<string, readonly string[]>;
  /** The server's 401 message while a sign-in is needed. */
  loginReason: string | null;
  error: string | null;
  /**
   * Why the first call failed, when that says more than the server's words: the server is
   * unreachable, or it has no PenguinHarness API (a 404 where the projects are listed).
   */
  errorCause: ErrorCause | null;
  download: TraceDownload | null;
  /** The session whose abort waits for confirmation. */
  confirmAbort: ServerSession | null;
  /** Bumped to reconnect `/api/events` after a sign-in. */
  channel: number;
}

export interface BrowserActions {
  readonly api: PenguinApi;
  /** Loads what is missing, or re-reads the first page of sessions when back on the browser. */
  start(): void;
  pickProject(projectId: string | null): void;
  pickAgent(agentId: string | null): void;
  loadMore(): void;
  news(news: SessionNews): void;
  /** `/api/events` refused the connection. */
  channelFailed(error: unknown): void;
  /**
   * `/api/events` (re)connected: what changed while it was not (between reading the list and
   * connecting, or during a reconnect) is read again, the first page upserted into the list.
   */
  channelOpened(): void;
  signedIn(): void;
  openFiles(
    session: ServerSession,
    onFiles: (files: File[], s: ServerSession, urls: readonly string[]) => void,
  ): void;
  askAbort(session: ServerSession | null): void;
  abort(session: ServerSession): void;
}

export type BrowserStore = StoreApi<BrowserState & BrowserActions>;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export type ErrorCause = 'unreachable' | 'not-penguin';

/**
 * `fetch` rejects with a TypeError only when no answer came at all; `omniscope serve --proxy`
 * answers 502 `proxy_error` when its server does not answer.
 */
function causeOf(e: unknown): ErrorCause | null {
  if (e instanceof TypeError) return 'unreachable';
  if (!(e instanceof PenguinError)) return null;
  if (e.status === 502 && e.code === 'proxy_error') return 'unreachable';
  return e.status === 404 ? 'not-penguin' : null;
}

export function createBrowserStore(api: PenguinApi): BrowserStore {
  const parked: (() => void)[] = [];
  // Trace files fetched once: for nesting children, and again when the reader opens them.
  const cache = new TraceFileCache(api);
  const childLinks = new ChildLinks(api, cache);
  // Answers for a project or agent the reader already left are dropped.
  let generation = 0;

  return createStore<BrowserState & BrowserActions>()((set, get) => {
    /** Runs `step`; a 401 parks it for after the sign-in, other errors are shown. */
    const guarded = <T>(
      step: () => Promise<T>,
      done: (value: T) => void,
      failed: (e: unknown) => void = (e) =>
        set({ error: message(e), errorCause: null, loading: false }),
    ) => {
      const mine = generation;
      const attempt = (): void => {
        step().then(
          (value) => {
            if (mine === generation) done(value);
          },
          (e: unknown) => {
            if (mine !== generation) return;
            if (e instanceof NeedsLoginError) {
              parked.push(attempt);
              set({ loginReason: e.message, loading: false });
            } else failed(e);
          },
        );
      };
      attempt();
    };

    const setSessions = (sessions: ServerSession[]) => {
      set({ sessions });
      childLinks.place(sessions, get().links, (parent, child) => {
        const kids = get().links.get(parent) ?? [];
        if (kids.includes(child)) return;
        const created = (id: string) =>
          get().sessions.find((s) => s.sessionId === id)?.createdAt ?? '';
        const ordered = [...kids, child].sort((a, b) => created(a).localeCompare(created(b)));
        set({ links: new Map(get().links).set(parent, ordered) });
      });
    };

    const loadPage = (offset: number) => {
      const { projectId, agentId } = get();
      if (projectId === null || agentId === null) return;
      set({ loading: true, error: null });
      guarded(
        () => api.sessions(projectId, agentId, { offset, limit: PAGE_SIZE }),
        (page) => {
          set({ next: page.next, loading: false });
          setSessions(page.sessions.reduce(upsertSession, offset === 0 ? [] : get().sessions));
        },
      );
    };

    /** The first page read again and merged: pages loaded after it stay. */
    const rereadFirstPage = () => {
      const { projectId, agentId } = get();
      if (projectId === null || agentId === null) return;
      guarded(
        () => api.sessions(projectId, agentId, { offset: 0, limit: PAGE_SIZE }),
        (page) => setSessions(page.sessions.reduce(upsertSession, get().sessions)),
        () => undefined,
      );
    };

    const refreshOne = (sessionId: string) =>
      guarded(
        () => api.session(sessionId),
        (s) => {
          if (s.projectId === get().projectId && s.agentId === get().agentId)
            setSessions(upsertSession(get().sessions, s));
        },
        () => undefined,
      );

    const actions: BrowserActions = {
      api,
      start() {
        if (get().agentId !== null) return loadPage(0);
        generation++;
        set({ projects: null, projectId: null, error: null, errorCause: null });
        guarded(
          () => api.projects(),
          (projects) => {
            set({ projects });
            if (projects.length === 1) actions.pickProject(projects[0]?.projectId ?? null);
          },
          (e) => set({ error: message(e), errorCause: causeOf(e), loading: false }),
        );
      },
      pickProject(projectId) {
        generation++;
        set({ projectId, agents: null, agentId: null, sessions: [], links: new Map() });
        if (projectId === null) return;
        guarded(
          () => api.agents(projectId),
          (agents) => {
            set({ agents });
            if (agents.length === 1) actions.pickAgent(agents[0]?.agentId ?? null);
          },
        );
      },
      pickAgent(agentId) {
        generation++;
        set({ agentId, sessions: [], next: null, links: new Map() });
        if (agentId !== null) loadPage(0);
      },
      loadMore() {
        const { next, loading } = get();
        if (next !== null && !loading) loadPage(next);
      },
      news(n) {
        const known = get().sessions.find((s) => s.sessionId === n.sessionId);
        if (known && n.status)
          setSessions(upsertSession(get().sessions, { ...known, status: n.status }));
        refreshOne(n.sessionId);
      },
      channelOpened() {
        rereadFirstPage();
      },
      channelFailed(e) {
        if (!(e instanceof NeedsLoginError)) return;
        parked.push(() => set({ channel: get().channel + 1 }));
        set({ loginReason: e.message });
      },
      signedIn() {
        set({ loginReason: null });
        for (const resume of parked.splice(0)) resume();
      },
      openFiles(session, onFiles) {
        const progress = { bytes: 0, totalBytes: 0, files: 0 };
        set({ download: { session, progress } });
        guarded(
          () =>
            downloadSessionTraces(api, session.sessionId, {
              cache,
              onProgress: (p) => set({ download: { session, progress: p } }),
            }),
          (files) => {
            set({ download: null });
            onFiles(
              files,
              session,
              files.flatMap((f) => downloadUrlOf(f) ?? []),
            );
          },
          (e) => set({ download: { session, progress, error: message(e) } }),
        );
      },
      askAbort(session) {
        set({ confirmAbort: session });
      },
      abort(session) {
        set({ confirmAbort: null, error: null });
        guarded(
          () => api.abort(session.sessionId),
          () => refreshOne(session.sessionId),
        );
      },
    };

    return {
      projects: null,
      projectId: null,
      agents: null,
      agentId: null,
      sessions: [],
      next: null,
      loading: false,
      links: new Map(),
      loginReason: null,
      error: null,
      errorCause: null,
      download: null,
      confirmAbort: null,
      channel: 0,
      ...actions,
    };
  });
}

const apis = new Map<string, PenguinApi>();

/** One API per server base: the browser and the sign-in form of a live document on it share it. */
export function penguinApiFor(base: string): PenguinApi {
  let api = apis.get(base);
  if (!api) apis.set(base, (api = new PenguinApi(base)));
  return api;
}

const stores = new Map<string, BrowserStore>();

/** One browser per server base, kept while the page lives: reopening Connect finds it as left. */
export function browserStoreFor(base: string): BrowserStore {
  let store = stores.get(base);
  if (!store) stores.set(base, (store = createBrowserStore(penguinApiFor(base))));
  return store;
}
