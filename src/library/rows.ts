// The library's rows for one family of sessions (a session with its rotated files and children),
// derived from the reducer state the in-session view draws: the same summary, tally, title and
// spend functions, so a figure in the library equals the one on the session's own page.
import type { SessionFigures } from '../store/derive/session-figures';
import { sessionFigures } from '../store/derive/session-figures';
import { LISTED_MAX, traceTitle } from '../store/derive/trace-title';
import type { Item, RequestInfo, SessionKey, TraceState } from '../store/model';
import { sameTurn } from '../store/turns';
import { summarizeSession } from '../store/summary';
import type { PriceTable } from '../cost/prices';
import { sessionSpend } from '../cost/spend';
import { breakdownOf } from '../cost/usage-cost';
import { jsonTextOr } from '../ingest/json-text';

/**
 * A session's status in the library: the session view's (done, failed, aborted, cut), or
 * `missing` for a child known only by its parent's pointer, its files not under the paths (the
 * session view's "not loaded"): zero counts there are no figures, not a run that did nothing.
 */
export type LibraryStatus = SessionFigures['status'] | 'missing';

export interface SessionRow {
  session_id: string;
  root_session_id: string;
  parent_session_id: string | null;
  project: string | null;
  agent: string | null;
  model: string | null;
  title: string | null;
  status: LibraryStatus;
  started_at: string | null;
  ended_at: string | null;
  duration_ms: number | null;
  messages: number;
  requests: number;
  /** Requests that failed for good (a failed attempt that was retried is a retry, not this). */
  request_failures: number;
  retries: number;
  tool_calls: number;
  approvals_denied: number;
  approvals_forbidden: number;
  compactions: number;
  aborts: number;
  input_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  output_tokens: number;
  total_tokens: number;
  /** US dollars at the built-in prices; 0 with `unpriced_model` set when the model has none. */
  cost_usd: number;
  unpriced_model: string | null;
  /** Direct children (sessions whose parent it is): stored, so the table need not count them. */
  children: number;
}

export interface RequestRow {
  session_id: string;
  ordinal: number;
  turn: number;
  began_at: string | null;
  ended_at: string | null;
  duration_ms: number | null;
  status: string | null;
  attempt: number | null;
  error_message: string | null;
  superseded: boolean;
  input_tokens: number | null;
  cache_read_tokens: number | null;
  cache_write_tokens: number | null;
  output_tokens: number | null;
  total_tokens: number | null;
  /**
   * When the request retries the one before it (the same turn, as the session's `retries` count
   * them): how that one ended, its status, or `open` if it had not. Null otherwise.
   */
  retry_of: string | null;
}

export interface ToolCallRow {
  session_id: string;
  ordinal: number;
  tool_call_id: string;
  name: string;
  /** The output's stop reason, else how far it got: none, streaming, stopped or cut. */
  status: string;
  started_at: string | null;
  ended_at: string | null;
  duration_ms: number | null;
  decision: string | null;
  approval_pending: boolean;
  child_session_id: string | null;
  /** Where the call was read, as the app's record links name it (`<file name>:<line>`). */
  record: string | null;
}

export type MessageKind = 'text' | 'thinking' | 'tool_arguments' | 'tool_output' | 'error';

export interface MessageRow {
  session_id: string;
  ordinal: number;
  occurred_at: string;
  role: string;
  kind: MessageKind;
  text: string;
  /** The record that holds it, as the app's record links name it (`<file name>:<line>`). */
  record: string | null;
  /**
   * `text` lowercased once here, by JavaScript as the in-session search folds: a search without
   * case scans it instead of lowering every text per query, and both engines fold alike.
   */
  text_lower: string;
}

export interface EventRow {
  session_id: string;
  ordinal: number;
  occurred_at: string | null;
  type: string;
  /** The event's payload as JSON (for approvals, the decision and the tool call it answers). */
  detail: string;
}

export interface FamilyRows {
  sessions: SessionRow[];
  requests: RequestRow[];
  toolCalls: ToolCallRow[];
  messages: MessageRow[];
  events: EventRow[];
}

export interface FamilyContext {
  /** The family's root session id (its files' name or session_meta). */
  rootSessionId: string;
  prices: PriceTable;
  /** Where a session's files sit, by session id. */
  placeOf(sessionId: string): { project: string | null; agent: string | null };
  /**
   * Whether the session's row belongs to this family under that parent: false for a child whose
   * row another parent's family holds (a child named by two parents, session-places.ts). Every
   * session belongs when absent.
   */
  belongs?(sessionId: string, parentSessionId: string | null): boolean;
}

/**
 * `recordRef` of the item as the app names it once the file is opened by name: the index reads
 * files by path, the app by their name.
 */
const recordOf = (it: Item): string | null => {
  const file = it.at?.file;
  const line = it.at?.line;
  return line === undefined ? null : `${file?.slice(file.lastIndexOf('/') + 1) ?? ''}:${line}`;
};

/** An event's detail nested too deep to write (hostile/deep-nesting.jsonl): said, as JSON. */
const TOO_DEEP = JSON.stringify('(nested too deep to store)');

const span = (from?: string, to?: string): number | null => {
  const ms = Date.parse(to ?? '') - Date.parse(from ?? '');
  return Number.isFinite(ms) ? ms : null;
};

/** The main session's key is '' (its id is in session_meta); a child's key is its id chain. */
function idOf(t: TraceState, key: SessionKey, root: string): string {
  return (
    t.sessions.get(key)?.sessionId ?? (key === '' ? root : key.slice(key.lastIndexOf('/') + 1))
  );
}

export function familyRows(t: TraceState, ctx: FamilyContext): FamilyRows {
  const out: FamilyRows = { sessions: [], requests: [], toolCalls: [], messages: [], events: [] };
  const sessions: Omit<SessionRow, 'children'>[] = [];
  // One row per session id: a child a pointer of its own family names again is one session.
  const seen = new Set<string>();
  for (const [key, s] of t.sessions) {
    const id = idOf(t, key, ctx.rootSessionId);
    const parent = s.parent === undefined ? null : idOf(t, s.parent, ctx.rootSessionId);
    if (seen.has(id) || ctx.belongs?.(id, parent) === false) continue;
    seen.add(id);
    const sessionRow = sessionRowOf(t, key, id, parent, ctx);
    if (sessionRow) sessions.push(sessionRow);
    requestRows(t, key, id, out.requests);
    itemRows(t, key, id, out);
  }
  // A child is always derived with its parent's family, so its rows count the children.
  const children = new Map<string, number>();
  for (const { parent_session_id: parent } of sessions)
    if (parent !== null) children.set(parent, (children.get(parent) ?? 0) + 1);
  out.sessions = sessions.map((r) => ({ ...r, children: children.get(r.session_id) ?? 0 }));
  return out;
}

function sessionRowOf(
  t: TraceState,
  key: SessionKey,
  id: string,
  parent: string | null,
  ctx: FamilyContext,
): Omit<SessionRow, 'children'> | undefined {
  const s = t.sessions.get(key);
  const sum = summarizeSession(t, key);
  const fig = sessionFigures(t, key);
  if (!s || !sum || !fig) return undefined;
  const spend = sessionSpend(t, ctx.prices, key);
  const place = ctx.placeOf(id);
  return {
    session_id: id,
    root_session_id: ctx.rootSessionId,
    parent_session_id: parent,
    project: place.project,
    agent: place.agent,
    model: fig.model ?? null,
    title: traceTitle(t, key, LISTED_MAX) ?? null,
    status: fig.loaded ? fig.status : 'missing',
    started_at: sum.firstTimestamp ?? null,
    ended_at: sum.lastTimestamp ?? null,
    duration_ms: sum.durationMs ?? null,
    messages: sum.messages,
    requests: sum.requests.total,
    request_failures: fig.errors,
    retries: sum.retries,
    tool_calls: sum.toolCalls.total,
    approvals_denied: sum.toolCalls.denied,
    approvals_forbidden: sum.toolCalls.forbidden,
    compactions: sum.compactions,
    aborts: sum.aborts,
    input_tokens: spend.tokens.input,
    cache_read_tokens: spend.tokens.cache_read,
    cache_write_tokens: spend.tokens.cache_write,
    output_tokens: spend.tokens.output,
    total_tokens: spend.tokens.total,
    cost_usd: spend.cost,
    unpriced_model: spend.unpriced[0] ?? null,
  };
}

function requestRows(t: TraceState, key: SessionKey, id: string, out: RequestRow[]): void {
  const s = t.sessions.get(key);
  let ordinal = 0;
  let prev: RequestInfo | undefined;
  for (const rid of s?.requests ?? []) {
    const r = t.requests.get(rid);
    if (!r) continue;
    const b = r.usage ? breakdownOf(r.usage) : undefined;
    const retried = prev !== undefined && sameTurn(prev, r) ? prev : undefined;
    prev = r;
    out.push({
      session_id: id,
      ordinal: ordinal++,
      turn: r.turn,
      began_at: r.beganAt ?? null,
      ended_at: r.endedAt ?? null,
      duration_ms: span(r.beganAt, r.endedAt),
      status: r.status ?? null,
      attempt: r.attempt ?? null,
      error_message: r.errorMessage ?? null,
      superseded: r.superseded,
      input_tokens: b?.input ?? null,
      cache_read_tokens: b?.cache_read ?? null,
      cache_write_tokens: b?.cache_write ?? null,
      output_tokens: b?.output ?? null,
      total_tokens: b?.total ?? null,
      retry_of: retried ? (retried.status ?? 'open') : null,
    });
  }
}

/** Messages, tool calls and events in the order the session shows them. */
function itemRows(t: TraceState, key: SessionKey, id: string, out: FamilyRows): void {
  const s = t.sessions.get(key);
  const at = { message: 0, tool: 0, event: 0 };
  const message = (
    time: string,
    role: string,
    kind: MessageKind,
    text: string,
    record: string | null,
  ) => {
    if (text !== '')
      out.messages.push({
        session_id: id,
        ordinal: at.message++,
        occurred_at: time,
        role,
        kind,
        text,
        record,
        text_lower: text.toLowerCase(),
      });
  };
  const event = (time: string | null, type: string, detail: unknown) =>
    out.events.push({
      session_id: id,
      ordinal: at.event++,
      occurred_at: time,
      type,
      detail: jsonTextOr(detail, TOO_DEEP),
    });
  for (const itemId of s?.items ?? []) {
    const it: Item | undefined = t.items.get(itemId);
    if (it?.kind === 'message')
      message(
        it.timestamp,
        it.role,
        it.type === 'text' ? 'text' : 'thinking',
        it.content,
        recordOf(it),
      );
    else if (it?.kind === 'tool') {
      const started = it.callTimestamp ?? it.timestamp;
      const ended = it.outputTimestamp ?? null;
      out.toolCalls.push({
        session_id: id,
        ordinal: at.tool++,
        tool_call_id: it.toolCallId,
        name: it.name,
        status:
          it.outputStatus === 'complete' ? (it.outputStopReason ?? 'completed') : it.outputStatus,
        started_at: started,
        ended_at: ended,
        duration_ms: span(started, ended ?? undefined),
        decision: it.decision ?? null,
        approval_pending: it.approvalPending,
        child_session_id: it.childKey === undefined ? null : idOf(t, it.childKey, id),
        record: recordOf(it),
      });
      message(started, 'assistant', 'tool_arguments', it.args, recordOf(it));
      message(ended ?? started, 'user', 'tool_output', it.outputText, recordOf(it));
      if (it.decision !== undefined)
        event(it.decisionTimestamp ?? null, 'approval_decision', {
          decision: it.decision,
          tool_call_id: it.toolCallId,
          name: it.name,
        });
    } else if (it?.kind === 'event') {
      const payload = it.envelope.payload as Record<string, unknown>;
      event(it.timestamp, it.type, payload);
      for (const field of ['error_message', 'reason'] as const) {
        const text = payload[field];
        if (typeof text === 'string' && (field === 'error_message' || it.type === 'abort'))
          message(it.timestamp, 'harness', 'error', text, recordOf(it));
      }
    }
  }
}
