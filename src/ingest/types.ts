import type { ReadingProblem } from '../problems/reading-problem';
import type { AnyEnvelope, AnyServerEvent, SessionMeta, WireEvent } from '../protocol/types';

export type Severity = 'error' | 'warning';

/** Where a problem was read; diagnostic-of.ts makes the rest. */
export interface DiagnosticPlace {
  file: string;
  line?: number;
  eventId?: string;
}

/**
 * A problem met while reading: its `code` and `params` say it in any language (problem-text.ts);
 * `reason` is its English sentence, as the command line and the library index print it.
 */
export type Diagnostic = DiagnosticPlace & {
  severity: Severity;
  reason: string;
  /** The first ~120 characters of the offending line or event data. */
  excerpt?: string;
} & ReadingProblem;

export interface ParsedRecord {
  envelope: AnyEnvelope;
  known: boolean;
  /** A Trace file's line; for an SSE capture, the event's ordinal (1-based) and its id. */
  at: { file: string; line: number; eventId?: string };
  /** Viewer clock (ms) when it arrived, from a saved capture's `arrived` comment. */
  receivedAt?: number;
  /** The line it was parsed from, kept when asked (JsonlOptions.keepText): its JSON as written. */
  text?: string;
}

/**
 * What an SSE capture read as a file holds besides records, placed before `records[before]`:
 * server events (and events of unknown names), and comments (heartbeats and the like).
 */
export type PlacedItem = { before: number; receivedAt?: number } & (
  | {
      kind: 'server';
      event: AnyServerEvent;
      known: boolean;
      at: { file: string; eventId?: string };
      wire?: WireEvent;
    }
  | { kind: 'comment'; text: string }
);

export interface ReadResult {
  records: ParsedRecord[];
  diagnostics: Diagnostic[];
  /** Only from an SSE capture. */
  placed?: PlacedItem[];
}

/** Where an SSE item sat in its stream: the SSE id when sent, and its 0-based event ordinal. */
export interface SsePosition {
  eventId?: string;
  index: number;
}

export type SseItem =
  | {
      kind: 'record';
      envelope: AnyEnvelope;
      known: boolean;
      at: SsePosition;
      /** Made up to stream a replayed Trace (synthesize-fragments.ts): not one of its records. */
      synthesized?: true;
    }
  | {
      kind: 'server';
      event: AnyServerEvent;
      known: boolean;
      at: SsePosition;
      /** Set when the event's name is neither unnamed nor `server_event`. */
      wire?: WireEvent;
    }
  | { kind: 'comment'; text: string };

export interface SseReadResult {
  items: SseItem[];
  diagnostics: Diagnostic[];
}

/** What the loader knows about one file before (and while) streaming it. */
export interface FileMeta {
  /** Position in the list the user gave; identifies the file everywhere else. */
  fileIndex: number;
  name: string;
  /** Where it was found (a folder path, a URL's path), when more than its name is known. */
  path?: string;
  size: number;
  /** The first record's payload when that record is a session_meta. */
  sessionMeta?: SessionMeta;
  /** Session ids of `subagent` pointer events seen in this file so far. */
  subagentIds: string[];
  /**
   * The `fileIndex` of a file whose bytes this one's are found to be, or to start or continue
   * (same-bytes.ts in the library): a copy under another name, e.g. a second download saved as
   * `<sessionId>_001 (1).jsonl`.
   */
  sameBytesAs?: number;
}

export interface SessionGroup {
  sessionId: string;
  /** The session's rotated files, in index order. */
  files: FileMeta[];
  children: SessionGroup[];
}

/** One step of a load: stream this file, stamping `origin` on its records when non-empty. */
export interface PlannedFile {
  file: FileMeta;
  sessionId: string;
  /** Subagent chain for this file's records, outermost first; empty for a top-level session. */
  origin: string[];
  /** Session id of the top-level group this file belongs to. */
  rootSessionId: string;
}

export interface PickedFile {
  file: File;
  /** Path inside what was dropped or picked ("traces/2026-12-02/x.jsonl"), or the bare name. */
  path: string;
}
