// A served library: the index of the given paths, refreshed on demand one run at a time, and a
// read connection for the page's queries (it sees only committed runs, never one half done).
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { IndexProgress } from '../../src/library/index-progress';
import { familyCache } from './family-cache';
import { indexPaths, type IndexSummary } from './indexer';
import { duckdbSql, type LibrarySql } from './library-sql';
import { localTraceFiles, type TraceFileSource } from './local-file';
import { openDb, type OpenDb } from './open-db';
import { textBody } from './file-body';
import { CHANGES } from './postgres/migrations';
import { StoreEmptyError } from './postgres/store-empty';
import { runningWindows } from './queries/status-now';
import { rebuiltFile } from './rebuilt-file';

export interface LibraryOptions {
  /** Folders and files of Trace files; only files under them are read or served. */
  paths: readonly string[];
  /** The DuckDB index file. */
  db: string;
  /** New bytes an index run's first transaction reads, each next twice its last. */
  batchBytes?: number;
}

/** `GET /api/library/status`: what the page shows above the table, and when to fetch again. */
export interface LibraryStatus {
  /** Raised after every run that changed the index: the page refetches when it moves. */
  generation: number;
  indexing: boolean;
  /** How far the run under way is. */
  progress?: IndexProgress;
  paths: readonly string[];
  last?: IndexSummary;
  error?: string;
  /** Served from a team store: indexed elsewhere, by `omniscope ingest`. */
  store?: true;
  /** The team store has no tables yet: no ingest has run on it. */
  empty?: true;
}

/** What the library routes serve from: the local index of some paths, or a team store. */
export interface ServedLibrary {
  readonly sql: LibrarySql;
  /** A file the index holds, for the app to open: from the disk under the paths, or rebuilt. */
  readonly files: TraceFileSource;
  status(): LibraryStatus;
  /** Indexes what changed: everything, or only `changed` (files and folders under the paths). */
  refresh(changed?: readonly string[]): Promise<void>;
  watch(): Promise<void>;
  close(): Promise<void>;
}

const STORE_LOOK_MS = 1000;

/**
 * A team store: written by `omniscope ingest` on other machines, only read here. It is looked
 * at every second, and the generation moves when an ingest changed it, so an open page fetches
 * again as it does on a local index.
 */
export function storeLibrary(sql: LibrarySql, lookMs = STORE_LOOK_MS): ServedLibrary {
  let generation = 1;
  let seen: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let empty = false;
  const running = runningWindows(sql);
  const look = async () => {
    try {
      // One row the ingest counts its commits in, not an aggregate over `files`.
      const state = JSON.stringify(await sql.all(CHANGES));
      if (seen !== undefined && state !== seen) generation += 1;
      if (state !== seen) await running.look();
      // A session whose running window passed reads cut now: the page fetches it again.
      else if (running.passed()) generation += 1;
      seen = state;
      empty = false;
    } catch (e) {
      // No ingest yet: the page says how to make one; its first commit moves the generation.
      empty = e instanceof StoreEmptyError;
      if (empty) seen = 'empty';
      // Else the store is down or unreachable: the page's own requests say so; look again later.
    }
    if (!closed) timer = setTimeout(() => void look(), lookMs);
  };
  return {
    sql,
    files: async (machine, path) => {
      const text = await rebuiltFile(sql, machine, path);
      return text === undefined ? undefined : textBody(text);
    },
    status: () => ({
      generation,
      indexing: false,
      paths: [],
      store: true,
      ...(empty ? { empty: true } : {}),
    }),
    refresh: () => Promise.resolve(),
    watch: () => look(),
    close: () => {
      closed = true;
      clearTimeout(timer);
      return Promise.resolve();
    },
  };
}

export class Library implements ServedLibrary {
  private generation = 0;
  private running: Promise<void> | null = null;
  /** What the next run looks at: only these paths, or (null) everything. */
  private next: Set<string> | null = new Set();
  private last: IndexSummary | undefined;
  private progress: IndexProgress | undefined;
  private error: string | undefined;
  private watchers: FSWatcher[] = [];
  private settle: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly runningWindows: ReturnType<typeof runningWindows>;
  /** A running session's family, kept between runs: an append goes on from it. */
  private readonly families = familyCache();

  private constructor(
    readonly options: LibraryOptions,
    private readonly open: OpenDb,
    readonly sql: LibrarySql,
  ) {
    this.runningWindows = runningWindows(sql);
  }

  static async open(options: LibraryOptions): Promise<Library> {
    const open = await openDb(options.db, 'write');
    return new Library(options, open, duckdbSql(await open.connect()));
  }

  // The index file may hold files of other paths, from serves of other folders.
  get files(): TraceFileSource {
    return localTraceFiles(this.sql, this.options.paths);
  }

  status(): LibraryStatus {
    // A session whose running window passed reads cut now: the page fetches it again.
    if (this.runningWindows.passed()) this.generation += 1;
    return {
      generation: this.generation,
      indexing: this.running !== null,
      ...(this.running !== null && this.progress ? { progress: this.progress } : {}),
      paths: this.options.paths,
      ...(this.last ? { last: this.last } : {}),
      ...(this.error !== undefined ? { error: this.error } : {}),
    };
  }

  /** Indexes what changed; a call during a run asks for one more run after it. */
  refresh(changed?: readonly string[]): Promise<void> {
    // A run started after close would query a closed database and never settle.
    if (this.closed) return Promise.resolve();
    if (changed === undefined) this.next = null;
    else for (const path of changed) this.next?.add(path);
    if (this.running) return this.running;
    const only = this.next === null ? undefined : [...this.next];
    this.next = new Set();
    this.running = this.run(only).finally(() => {
      this.running = null;
      if (this.next === null || this.next.size > 0) void this.refresh([]);
    });
    return this.running;
  }

  private async run(changed: readonly string[] | undefined): Promise<void> {
    try {
      const s = await indexPaths(this.open.db, this.options.paths, {
        families: this.families,
        ...(changed ? { changed } : {}),
        onProgress: (p) => {
          this.progress = p;
        },
        // The page fetches again when the generation moves: a first index shows batch by batch.
        onCommit: () => {
          this.generation += 1;
        },
        ...(this.options.batchBytes ? { batchBytes: this.options.batchBytes } : {}),
      });
      // A run of a few paths saw the problems under them only: the others still hold.
      // Copies, files with no session and children of two parents are named by every run
      // (standingProblems).
      const kept = (this.last?.problems ?? []).filter(
        (p) =>
          changed !== undefined &&
          p.problem !== 'copy' &&
          p.problem !== 'no-session' &&
          p.problem !== 'two-parents' &&
          !changed.some((c) => p.path === c || p.path.startsWith(`${c}/`)),
      );
      this.last = { ...s, problems: [...kept, ...s.problems] };
      this.error = undefined;
      if (this.generation === 0 || s.filesRead + s.filesRemoved > 0 || s.schema !== 'kept')
        this.generation += 1;
      await this.runningWindows.look();
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    } finally {
      this.progress = undefined;
    }
  }

  /**
   * Re-indexes shortly after anything under the paths changes, so a running session's row is
   * current within a second or two. Changes close together make one run.
   */
  async watch(settleMs = 200): Promise<void> {
    const seen = new Set<string>();
    let all = false;
    const changed = (path: string | null) => {
      if (this.closed) return;
      if (path === null) all = true;
      else seen.add(path);
      clearTimeout(this.settle);
      this.settle = setTimeout(() => {
        // Only what the watcher named is looked at; an event without a name, everything.
        void this.refresh(all ? undefined : [...seen]);
        seen.clear();
        all = false;
      }, settleMs);
    };
    for (const given of this.options.paths) {
      const path = resolve(given);
      const s = await stat(path).catch(() => null);
      if (!s) continue;
      const at = (name: string | null) =>
        !s.isDirectory() ? path : name === null ? null : join(path, name);
      try {
        const w = watch(path, { recursive: s.isDirectory(), persistent: false }, (_, name) =>
          changed(at(name)),
        );
        w.on('error', () => undefined);
        this.watchers.push(w);
      } catch {
        // A folder that cannot be watched is still indexed at start and by the page's refresh.
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.settle);
    for (const w of this.watchers.splice(0)) w.close();
    // A run may end by starting the one asked for during it: wait for the last.
    while (this.running) await this.running.catch(() => undefined);
    this.open.close();
  }
}
