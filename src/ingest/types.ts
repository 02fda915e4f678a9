import type { AnyEnvelope, AnyServerEvent, SessionMeta } from '../protocol/types';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line?: number;
  eventId?: string;
  severity: Severity;
  reason: string;
  /** The first ~120 characters of the offending line or event data. */
  excerpt?: string;
}

export interface ParsedRecord {
  envelope: AnyEnvelope;
  known: boolean;
  /** A Trace file's line; for an SSE capture, the event's ordinal (1-based) and its id. */
  at: { file: string; line: number; eventId?: string };
}

/** A server event of an SSE capture read as a file, placed before `records[before]`. */
export interface PlacedServerEvent {
  before: number;
  event: AnyServerEvent;
  known: boolean;
  at: { file: string; eventId?: string };
}

export interface ReadResult {
  records: ParsedRecord[];
  diagnostics: Diagnostic[];
  /** Only from an SSE capture. */
  server?: PlacedServerEvent[];
}

/** Where an SSE item sat in its stream: the SSE id when sent, and its 0-based event ordinal. */
export interface SsePosition {
  eventId?: string;
  index: number;
}

export type SseItem =
  | { kind: 'record'; envelope: AnyEnvelope; known: boolean; at: SsePosition }
  | { kind: 'server'; event: AnyServerEvent; known: boolean; at: SsePosition }
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
  size: number;
  /** The first record's payload when that record is a session_meta. */
  sessionMeta?: SessionMeta;
  /** Session ids of `subagent` pointer events seen in this file so far. */
  subagentIds: string[];
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
