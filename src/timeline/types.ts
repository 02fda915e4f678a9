// What the timeline draws: spans of time on lanes, in epoch milliseconds.
import type { ChildName } from '../store/derive/child-name';
import type { ItemId, SessionKey } from '../store/model';

export type SpanKind = 'request' | 'retry-wait' | 'approval-wait' | 'tool' | 'subagent';

export interface Span {
  /** Unique within a layout: kind letter + request id, item id or session key. */
  id: string;
  kind: SpanKind;
  /** The conversation row the span belongs to. */
  itemId: ItemId;
  session: SessionKey;
  start: number;
  end: number;
  /** Still running: its end is the latest moment the trace has seen. */
  open: boolean;
  label: SpanLabel;
  /** A request: when its first streamed content arrived (the time before is waiting). */
  streamFrom?: number;
  /** The span this one runs inside (a subagent inside its spawning call, a child's spans inside it). */
  parent?: string;
  lane: number;
  critical: boolean;
}

/** What a span is, as data: the screen words it (labels.ts). Statuses and names are the trace's. */
export type SpanLabel =
  | { kind: 'request'; status: string | undefined; attempt: number | undefined }
  | { kind: 'retry-wait'; inMs: number }
  | { kind: 'approval-wait'; decision: string | undefined }
  | { kind: 'tool'; name: string }
  | { kind: 'subagent'; session: string };

export type LaneKind = 'model' | 'tools' | 'subagent';

export interface Lane {
  key: string;
  kind: LaneKind;
  session: SessionKey;
  /** 0 for the main session, 1 for its children's lanes… */
  depth: number;
  /** A subagent lane's child; model and tools lanes are named by their kind. */
  child?: ChildName;
}

/** One task: a user prompt of the main session and all the work until the next one. */
export interface Task {
  index: number;
  /** Position of its first item in the main session's timeline. */
  from: number;
  /** Position after its last item (the next task's `from`, or the session's length). */
  to: number;
  /** The prompt's first line; null for the whole session while no prompt has come. */
  label: string | null;
  startedAt: number;
}

export interface TimelineLayout {
  start: number;
  end: number;
  lanes: readonly Lane[];
  spans: readonly Span[];
  /** `spans` is lists joined: each list's length, in order (a thinner reads what changed). */
  segments: readonly number[];
}
