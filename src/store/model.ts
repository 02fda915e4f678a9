// The view model the reducer builds: normalized (items by id, per-session order lists), every
// object replaced rather than mutated, so a row that did not change keeps its identity.
import type { RuleBreach } from '../problems/rule-breach';
import type {
  AnyEnvelope,
  AnyServerEvent,
  ApprovalDecision,
  CompactionMode,
  CompactionReason,
  EventEnvelope,
  MetaEnvelope,
  ModelEnvelope,
  CompletePayload,
  SessionMeta,
  StopReason,
  TaskState,
  TokenCounts,
  ToolCallOutputPayload,
  ToolCallPayload,
  ToolSpec,
  UnknownEnvelope,
  WireEvent,
} from '../protocol/types';
import type { AppendIndex } from './append-index';
import type { PVec } from './pvec';
import type { SessionTally } from './tally';

/** Where a record came from: a file line or an SSE event id. */
export interface Loc {
  file?: string;
  line?: number;
  eventId?: string;
}

export type TraceInput =
  | {
      kind: 'record';
      envelope: AnyEnvelope;
      at?: Loc;
      receivedAt?: number;
      /** A fragment made up to stream a replayed Trace: applied, but not counted as a record. */
      synthesized?: true;
    }
  | { kind: 'server'; event: AnyServerEvent; at?: Loc; receivedAt?: number; wire?: WireEvent }
  /** An SSE comment (a heartbeat…): no state, but the event log keeps it for a saved capture. */
  | { kind: 'comment'; text: string; receivedAt?: number }
  /** The source has no more to give (file fully read): whatever is still open is closed. */
  | { kind: 'end'; at?: Loc };

export type ItemId = number;
/** The origin chain joined by '/', '' for the main session. */
export type SessionKey = string;

/** streaming: growing; stopped: `stop` seen, complete pending; cut: closed with no complete. */
export type FragmentStatus = 'streaming' | 'stopped' | 'complete' | 'cut';
export type CutReason =
  'restarted' | 'request-ended' | 'aborted' | 'compaction-ended' | 'source-ended';

interface ItemBase {
  id: ItemId;
  session: SessionKey;
  timestamp: string;
  at?: Loc;
  /**
   * The request (LLM attempt) open when this item arrived. Present as undefined when none was:
   * the item is created with the field (see `NewItem` in draft.ts).
   */
  requestId?: number | undefined;
  /** The compaction span open when this item arrived. */
  compactionId?: number;
}

export type MessageType = Exclude<CompletePayload['type'], 'tool_call' | 'tool_call_output'>;

export interface MessageItem extends ItemBase {
  kind: 'message';
  type: MessageType;
  role: 'user' | 'assistant';
  /** The complete record once it arrived; until then the fragment's `start` record. */
  envelope: ModelEnvelope;
  /** Text or thinking as shown: accumulated deltas, then the complete message's. */
  content: string;
  status: FragmentStatus;
  cutReason?: CutReason;
  /** Present from the item's creation, undefined until a stop reason is known. */
  stopReason?: StopReason | undefined;
}

export interface ToolItem extends ItemBase {
  kind: 'tool';
  toolCallId: string;
  name: string;
  // The fields the call, its output and its decision set are present from the item's creation,
  // undefined until then (see `NewItem` in draft.ts).
  call?: ModelEnvelope<ToolCallPayload> | undefined;
  args: string;
  /** 'missing' while only the output or the decision of this call has been seen. */
  callStatus: FragmentStatus | 'missing';
  callCutReason?: CutReason;
  callStopReason?: StopReason | undefined;
  callTimestamp?: string | undefined;
  output?: ModelEnvelope<ToolCallOutputPayload> | undefined;
  outputText: string;
  outputImages?: string[];
  outputStatus: FragmentStatus | 'none';
  outputCutReason?: CutReason;
  outputStopReason?: StopReason | undefined;
  outputStartedAt?: string;
  outputTimestamp?: string | undefined;
  decision?: ApprovalDecision | undefined;
  decisionTimestamp?: string | undefined;
  /** An `approval_request` server event is waiting for a human. */
  approvalPending: boolean;
  approvalRequestedAt?: string;
  /** The child session this call spawned (run_subagent). */
  childKey?: SessionKey;
  /** The parent's `subagent` pointer to that child, kept here instead of drawn as a row. */
  pointer?: EventEnvelope;
  /**
   * A later call of the session with the same tool_call_id (a producer that reuses ids, e.g.
   * numbering calls per turn): its own item, chained from this one; the index keeps the first.
   */
  sameIdNext?: ItemId;
}

export interface MetaItem extends ItemBase {
  kind: 'meta';
  envelope: MetaEnvelope;
  /** 1 for the first model context of the session, 2 after the first rotation… */
  context: number;
}

/** Any event row, and any record of an unknown payload.type (`known: false`). */
export interface EventItem extends ItemBase {
  kind: 'event';
  type: string;
  envelope: EventEnvelope | UnknownEnvelope;
  known: boolean;
}

/** A child session's place in its parent when no spawning tool call could hold it. */
export interface SubagentItem extends ItemBase {
  kind: 'subagent';
  childKey: SessionKey;
  envelope?: EventEnvelope;
}

export type Item = MessageItem | ToolItem | MetaItem | EventItem | SubagentItem;

export interface RequestInfo {
  id: number;
  session: SessionKey;
  /** Requests of one turn share it: a failed attempt and its retries (see turns.ts). */
  turn: number;
  // The fields below that may be undefined are present from the request's creation (see
  // `newRequest` in rules/requests.ts): set later, they would each grow a separate array.
  /** The compaction whose summary this request wrote: then it is no conversation turn. */
  compaction?: number;
  beginItem?: ItemId | undefined;
  endItem?: ItemId | undefined;
  beganAt?: string | undefined;
  endedAt?: string | undefined;
  /** Viewer clock (ms) when request_end arrived: anchors a live retry countdown. */
  endReceivedAt?: number;
  status?: StopReason | string | undefined;
  attempt?: number;
  retryInMs?: number;
  errorMessage?: string;
  usage?: TokenCounts | undefined;
  /** The model the request went to: its context's `session_meta`, when one was read before it. */
  model?: string | undefined;
  /** The next request_begin of the session arrived. */
  superseded: boolean;
}

export interface CompactionInfo {
  id: number;
  session: SessionKey;
  beginItem: ItemId;
  endItem?: ItemId;
  reason: CompactionReason | string;
  mode: CompactionMode | string;
  context: number;
  turns: number;
  status?: StopReason | string;
  attempt?: number;
  errorMessage?: string;
  /** The summary the compaction produced (last assistant text in the span). */
  summaryItem?: ItemId;
  /** Ended without compaction_end: a new compaction began, or the source ended. */
  unfinished: boolean;
}

export interface SessionInfo {
  key: SessionKey;
  origin: readonly string[];
  sessionId?: string;
  parent?: SessionKey;
  meta?: SessionMeta;
  contexts: number;
  tools?: readonly ToolSpec[];
  /** The session's timeline; a persistent vector so a live append copies a chunk, not all. */
  items: PVec<ItemId>;
  children: readonly SessionKey[];
  /** Where the child is drawn in its parent: the spawning tool item or a subagent item. */
  spawnItem?: ItemId;
  /** The parent's `subagent` pointer while the child waits to be placed. */
  pointer?: EventEnvelope;
  currentRequest?: number;
  currentCompaction?: number | undefined;
  /**
   * What came since the last request ended that may begin a new turn: an `abort` (the next
   * request is no retry), or the user's (or harness's) next prompt (no retry unless the engine
   * planned one: a prompt echoed during a retry's wait does not end the turn).
   */
  newTurn?: 'abort' | 'prompt' | undefined;
  /** Request ids, ascending. */
  requests: PVec<number>;
  compactions: readonly number[];
  tokens?: TokenCounts;
  /** The last request that reported its usage: the context gauge reads it without a scan. */
  usageRequest?: number;
  taskState?: TaskState;
  firstTimestamp?: string;
  lastTimestamp?: string;
  abortReason?: string | null;
  /** An `abort` came after the last request began: it ended the session's last run. */
  aborted: boolean;
  /** Counts kept current by the reducer (summary, card header, badges). */
  tally: Readonly<SessionTally>;
  /** Tool items that ever entered the approval audit, in order; may repeat an id. */
  approvalItems: PVec<ItemId>;
  /**
   * Bumped when the rows of this session change other than by an appended item (a child placed
   * on a call, a compaction summary found): the row builder reuses a session's rows until then.
   */
  layout: number;
}

export type Severity = 'error' | 'warning';

/**
 * A protocol rule broken: `rule` and `params` say it in any language (problem-text.ts);
 * `message` is its English sentence, as the command line prints it.
 */
export type Violation = {
  /** The PROTOCOL.md section the rule comes from. */
  section: string;
  severity: Severity;
  message: string;
  session: SessionKey;
  at?: Loc;
} & RuleBreach;

export interface TraceState {
  items: PVec<Item>;
  sessions: ReadonlyMap<SessionKey, SessionInfo>;
  requests: PVec<RequestInfo>;
  compactions: PVec<CompactionInfo>;
  /** (session, tool_call_id) → tool item. */
  tools: AppendIndex;
  /** Open fragments by `fragmentKey` (session, part, tool_call_id) → item. */
  fragments: ReadonlyMap<string, ItemId>;
  titles: ReadonlyMap<string, string>;
  violations: PVec<Violation>;
  /**
   * Valid records applied (complete messages, fragments, events, metas), less the fragments
   * synthesized for a replayed Trace, which holds none (PROTOCOL.md §10).
   */
  records: number;
  ended: boolean;
  /**
   * Shared by every state reduced from one start; a replace (a resync's history) starts a new one,
   * so a cache keyed on item positions knows they no longer hold what they held.
   */
  lineage: object;
}
