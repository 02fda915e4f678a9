// A served library: the index of the given paths, refreshed on demand one run at a time, and a
// read connection for the page's queries (it sees only committed runs, never one half done).
import { indexPaths, type IndexSummary } from './indexer';
import { duckdbSql, type LibrarySql } from './library-sql';
import { openDb, type OpenDb } from './open-db';

export interface LibraryOptions {
  /** Folders and files of Trace files; only files under them are read or served. */
  paths: readonly string[];
  /** The DuckDB index file. */
  db: string;
}

/** `GET /api/library/status`: what the page shows above the table, and when to fetch again. */
export interface LibraryStatus {
  /** Raised after every run that changed the index: the page refetches when it moves. */
  generation: number;
  indexing: boolean;
  paths: readonly string[];
  last?: IndexSummary;
  error?: string;
}

export class Library {
  private generation = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private last: IndexSummary | undefined;
  private error: string | undefined;

  private constructor(
    readonly options: LibraryOptions,
    private readonly open: OpenDb,
    readonly sql: LibrarySql,
  ) {}

  static async open(options: LibraryOptions): Promise<Library> {
    const open = await openDb(options.db, 'write');
    return new Library(options, open, duckdbSql(await open.connect()));
  }

  status(): LibraryStatus {
    return {
      generation: this.generation,
      indexing: this.running !== null,
      paths: this.options.paths,
      ...(this.last ? { last: this.last } : {}),
      ...(this.error !== undefined ? { error: this.error } : {}),
    };
  }

  /** Indexes what changed; a call during a run asks for one more run after it. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      const s = await indexPaths(this.open.db, this.options.paths);
      this.last = s;
      this.error = undefined;
      if (this.generation === 0 || s.filesRead + s.filesRemoved > 0 || s.schema !== 'kept')
        this.generation += 1;
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
    this.open.close();
  }
}
