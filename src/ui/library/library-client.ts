// The library server's answers as the page reads them (server/library/queries/*). Only the
// fields the page draws are typed; every value is trace text or a figure, drawn as text.
import type { TextPart } from '../../search/matcher';

export interface SessionRowData {
  session_id: string;
  root_session_id: string;
  parent_session_id: string | null;
  project: string | null;
  agent: string | null;
  model: string | null;
  title: string | null;
  status: string;
  started_at: string | null;
  duration_ms: number | null;
  requests: number;
  tool_calls: number;
  request_failures: number;
  retries: number;
  approvals_denied: number;
  total_tokens: number;
  cost_usd: number;
  unpriced_model: string | null;
  children: number;
  depth: number;
}

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
}

export interface LibraryStatus {
  generation: number;
  indexing: boolean;
  paths: string[];
  last?: { sessions: number; problems: FileProblem[] };
  error?: string;
}

export interface BadLinesFile {
  path: string;
  badLines: number;
  first: { line: number; reason: string }[];
}

export interface SearchHit {
  kind: string;
  ordinal: number;
  record: string | null;
  snippet: TextPart[];
}

export interface SessionHits {
  session_id: string;
  title: string | null;
  project: string | null;
  agent: string | null;
  started_at: string | null;
  occurrences: number;
  hits: SearchHit[];
}

export interface SearchResult {
  occurrences: number;
  sessions: number;
  results: SessionHits[];
  partial: boolean;
  error?: string;
}

export interface FamilyFiles {
  sessionId: string;
  rootSessionId: string;
  files: string[];
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
