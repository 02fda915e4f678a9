// The library server's answers as the page reads them (server/library/queries/*). Only the
// fields the page draws are typed; every value is trace text or a figure, drawn as text.
import type { LibraryFileRef } from '../../library/file-url';
import type { IndexProgress } from '../../library/index-progress';
import type { SessionRow } from '../../library/rows';
import type { ReadingProblem } from '../../problems/reading-problem';

/** A row of the sessions table: the index's session row, its family's size and its depth. */
export type SessionRowData = Pick<
  SessionRow,
  | 'session_id'
  | 'root_session_id'
  | 'parent_session_id'
  | 'project'
  | 'agent'
  | 'model'
  | 'title'
  | 'status'
  | 'started_at'
  | 'duration_ms'
  | 'requests'
  | 'tool_calls'
  | 'request_failures'
  | 'retries'
  | 'approvals_denied'
  | 'total_tokens'
  | 'cost_usd'
  | 'unpriced_model'
> & {
  children: number;
  depth: number;
  /** Reads running as a call of it (or its family's) waits for a person's approval. */
  awaiting_approval?: boolean;
};

export interface SessionsPage {
  total: number;
  offset: number;
  rows: SessionRowData[];
}

export interface FacetValue {
  value: string;
  sessions: number;
}

export type Facets = Record<'project' | 'agent' | 'model' | 'status' | 'tool', FacetValue[]> & {
  errors: number;
};

export interface FileProblem {
  path: string;
  problem: string;
  detail: string;
  reading?: ReadingProblem;
}

export interface LibraryStatus {
  generation: number;
  indexing: boolean;
  progress?: IndexProgress;
  paths: string[];
  last?: { sessions: number; problems: FileProblem[] };
  error?: string;
  store?: true;
  /** A team store no ingest has written yet. */
  empty?: true;
}

export interface BadLinesFile {
  path: string;
  badLines: number;
  first: { line: number; reason: string }[];
}

export interface FamilyFiles {
  sessionId: string;
  rootSessionId: string;
  /** The ids from the root's child down to the session ([] for the root). */
  origin: string[];
  files: LibraryFileRef[];
}

/** GET `/api/library/<route>?<params>` as JSON; the server's error message when it refuses. */
export async function fetchLibrary<T>(
  route: string,
  params: URLSearchParams = new URLSearchParams(),
  signal?: AbortSignal,
): Promise<T> {
  const qs = params.toString();
  const response = await fetch(`/api/library/${route}${qs ? `?${qs}` : ''}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return body as T;
}

/**
 * `count` items from `offset` (all that follow, for Infinity), asked of `page(offset, limit)` in
 * answers of at most `pageMax` (no more than the server gives at once); fewer when an answer comes
 * back short (the index holds no more). The last answer is given too.
 */
export async function fetchRange<T, A>(
  page: (offset: number, limit: number) => Promise<A>,
  itemsOf: (answer: A) => readonly T[],
  offset: number,
  count: number,
  pageMax: number,
): Promise<{ items: T[]; last: A | undefined }> {
  const items: T[] = [];
  let last: A | undefined;
  while (items.length < count) {
    const limit = Math.min(pageMax, count - items.length);
    last = await page(offset + items.length, limit);
    const got = itemsOf(last);
    items.push(...got);
    if (got.length < limit) break;
  }
  return { items, last };
}
