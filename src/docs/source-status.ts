// What feeds a document and how far it got: a file load with its progress, a live connection,
// or a capture replayed as live. One typed union, read by the header and the tabs.
import type { LiveStatus } from '../live/live-source';
import type { ReadingProblem } from '../problems/reading-problem';

export type DocSourceKind = 'files' | 'url' | 'paste' | 'sse' | 'replay' | 'demo';

export interface DocSource {
  kind: DocSourceKind;
  /** What the reader recognises: file names, the URL, "Pasted text". */
  label: string;
  /**
   * The http(s) URLs a document was read from, or its files can be fetched from again (Trace
   * files of a `serve --proxy` server): a link opens them again.
   */
  urls?: readonly string[];
}

export type LoadState = 'loading' | 'done' | 'error';

export interface FileLoad {
  state: LoadState;
  bytesRead: number;
  /** 0 when unknown (a streamed response without Content-Length). */
  totalBytes: number;
  /** Valid records fed into the trace store so far. */
  records: number;
  /** Why the load failed, in English; `reading`, when known, says it in the reader's language. */
  error?: string;
  reading?: ReadingProblem;
  /** The reader stopped the load; what was read stays shown. */
  cancelled?: boolean;
}

export interface LiveLink {
  connection: LiveStatus;
  /** The first history (or the first events) is on screen. */
  ready: boolean;
}

export type SourceStatus =
  | { kind: 'file'; load: FileLoad }
  | ({ kind: 'live' } & LiveLink)
  | ({ kind: 'replay' } & LiveLink);

/** Loading until a file is read or a live document shows its first state. */
export function loadStateOf(status: SourceStatus): LoadState {
  if (status.kind === 'file') return status.load.state;
  return status.ready || status.connection.state === 'closed' ? 'done' : 'loading';
}

/**
 * More can still arrive at the end of what is shown: a live connection or a replay still open.
 * A file, a finished replay or a closed link has an end, not a live edge.
 */
export function hasLiveEdge(status: SourceStatus): boolean {
  return status.kind !== 'file' && status.connection.state !== 'closed';
}
