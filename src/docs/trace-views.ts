// Every question a component asks of a document's trace while it renders, by name. Each answer is
// a pure function of the state and plain arguments, and is plain data (or a list read by window),
// so that a trace held in a worker (issue 26, item 1; docs/architecture.md) can answer the same
// questions by name and post the answers. Components ask through `useTraceView` (ui/trace-context).
import { contextAt } from '../context/context-at';
import { diffAt } from '../context/context-diff';
import { entrySpend, taskSpend, treeSpend } from '../cost/spend';
import { digestSession, type TaskDigest } from '../runs-compare/digest';
import { traceModels } from '../cost/trace-models';
import { approvalAudit, approvalTotal, pendingApprovals } from '../store/derive/approvals';
import { childNameOf } from '../store/derive/child-name';
import { revealPlan, sessionChain } from '../store/derive/navigation';
import { findRecord, recordRef } from '../store/derive/record-ref';
import { repeatedCall } from '../store/derive/repeated-calls';
import { wastedRepeats } from '../store/derive/wasted-repeats';
import { violationTally, violationsWindow } from '../store/derive/violation-window';
import { rowNameParts } from '../store/derive/row-name';
import { recordedNow } from '../store/derive/recorded-clock';
import { childOf, copyParts } from '../store/derive/row-actions';
import { attemptPosition, retryOutcome } from '../store/derive/requests';
import { sessionFigures } from '../store/derive/session-figures';
import { HEADING_MAX, traceTitle } from '../store/derive/trace-title';
import type { ItemId, SessionKey, TraceState } from '../store/model';
import { sessionModelTokens, tokensUnopened } from '../cost/session-tokens';
import { currentEntry, outlineOf, rootItemOf } from '../store/outline/outline';
import type { PriceTable } from '../cost/prices';
import { turnFigures } from '../store/outline/turn-figures';
import { summarizeSession } from '../store/summary';
import type { TraceStore } from '../store/trace-store';
import { PVec } from '../store/pvec';
import { shallow } from 'zustand/shallow';
import { itemPlace } from '../stream-debugger/item-name';
import { mainSessionId } from '../stream-debugger/stream-vs-trace-docs';
import { remoteOf } from './trace-remote';

/**
 * Two answers of a view are the same: field by field, but a list read by window by identity (it
 * is long). A reader keeps the last answer's identity, and a worker posts only answers not the same.
 */
export const sameAnswer = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (!(a instanceof PVec) && !(b instanceof PVec) && shallow(a, b));

/** Kept per state: each is built anew from the whole state, so the same state gives the same. */
const digests = new WeakMap<TraceState, Map<SessionKey, TaskDigest[]>>();
const sessionLists = new WeakMap<
  TraceState['sessions'],
  { key: SessionKey; sessionId?: string }[]
>();

function digestOf(t: TraceState, key: SessionKey): TaskDigest[] {
  let byKey = digests.get(t);
  if (!byKey) digests.set(t, (byKey = new Map()));
  let digest = byKey.get(key);
  if (!digest) byKey.set(key, (digest = digestSession(t, key)));
  return digest;
}

function sessionList(t: TraceState): { key: SessionKey; sessionId?: string }[] {
  let list = sessionLists.get(t.sessions);
  if (!list) {
    list = [...t.sessions.values()].map(({ key, sessionId }) =>
      sessionId === undefined ? { key } : { key, sessionId },
    );
    sessionLists.set(t.sessions, list);
  }
  return list;
}

/** Where a child session's pointer leads: its spawning call, its first row, or -1 when it is that call. */
function childTarget(t: TraceState, key: SessionKey | undefined, from: ItemId): ItemId | undefined {
  const c = key === undefined ? undefined : t.sessions.get(key);
  return c?.spawnItem === from ? -1 : (c?.spawnItem ?? c?.items.get(0));
}

export const TRACE_VIEWS = {
  item: (t: TraceState, id: ItemId) => t.items.get(id),
  /** Where an item of the main session stands in it (a task's `from` and `to` count so), or -1. */
  mainPosition: (t: TraceState, id: ItemId) => t.sessions.get('')?.items.indexOfSorted(id) ?? -1,
  request: (t: TraceState, id: number | undefined) =>
    id === undefined ? undefined : t.requests.get(id),
  compaction: (t: TraceState, id: number | undefined) =>
    id === undefined ? undefined : t.compactions.get(id),
  ended: (t: TraceState) => t.ended,
  /** Valid records applied. */
  records: (t: TraceState) => t.records,
  /** The latest moment the recording reached: "now" for a replayed or loaded trace's timers. */
  recordedNow,
  /** Every session, main first, by key and id. */
  sessions: sessionList,
  taskState: (t: TraceState, key: SessionKey) => t.sessions.get(key)?.taskState,
  /** A session's tasks and turns as runs compare lines them up. */
  digest: digestOf,
  /** A fragment is open: the model is writing. */
  writing: (t: TraceState) => t.fragments.size > 0,
  nested: (t: TraceState) => t.sessions.size > 1,
  /**
   * The models a session's requests went to, in the order first used, one a line: more than one
   * when it switched models across its contexts.
   */
  sessionModels: (t: TraceState, key: SessionKey) =>
    [...(sessionModelTokens(t).get(key)?.keys() ?? [])].filter(Boolean).join('\n'),
  /** The session has child sessions of its own. */
  hasChildren: (t: TraceState, key: SessionKey) => (t.sessions.get(key)?.children.length ?? 0) > 0,
  /** How many problems, how many of them errors (the list itself is read by window). */
  violationTally,
  /** The problems the panel shows, `from` to `to`. */
  violationsWindow,
  title: (t: TraceState) => traceTitle(t),
  /** The title as the header draws it: a whole line, cut by its width rather than its length. */
  heading: (t: TraceState) => traceTitle(t, '', HEADING_MAX),
  sessionMeta: (t: TraceState, key: SessionKey) => t.sessions.get(key)?.meta,
  sessionId: (t: TraceState, key: SessionKey) => t.sessions.get(key)?.sessionId,
  sessionTools: (t: TraceState, key: SessionKey) => t.sessions.get(key)?.tools,
  sessionStatus: (t: TraceState, key: SessionKey) => summarizeSession(t, key)?.status,
  sessionFigures,
  /**
   * The session's total by its last token_usage when it counts more than its requests read
   * (`sessionFigures`' tokens): its earlier files were not opened (a rotation's `_002` alone).
   */
  tokensUnopened: (t: TraceState, key: SessionKey) => tokensUnopened(t, key)?.total,
  /** A child session's title, else its id's tail. */
  childName: childNameOf,
  /** What a conversation row is, which its accessible name says. */
  rowName: rowNameParts,
  /** The way from the main session down to `key`: empty for the main session itself. */
  sessionChain: (t: TraceState, key: SessionKey) => (key === '' ? [] : sessionChain(t, key)),
  /** A tool call that repeats an earlier one of its task (same tool, same arguments). */
  repeatedCall,
  /** The repeats that got the same answer as the call before them: the problems panel's. */
  wastedRepeats,
  approvalTotal,
  /** The tool calls waiting for an approval now, of every session (what a screen reader is told). */
  pendingApprovals,
  /** Every approval decision of a session and its children, in order. */
  approvalAudit,
  turnFigures,
  attemptPosition: (t: TraceState, request: number | undefined) =>
    request === undefined ? undefined : attemptPosition(t, request),
  retryOutcome,
  childTarget,
  itemPlace,
  /** The row of the session on screen that holds the row keyed `rowKey` (the list's top). */
  rootItemOf: (t: TraceState, rowKey: string | null, root: SessionKey) =>
    rowKey === null ? undefined : rootItemOf(t, rowKey, root),
  models: traceModels,
  /** The main session's id; a capture of a child alone names its parent. */
  mainSessionId,
  hasSession: (t: TraceState, key: SessionKey) => t.sessions.has(key),
  /** How a URL names an item's record: its file and line, or its event id. */
  recordRef: (t: TraceState, id: ItemId | null) => {
    const item = id === null ? undefined : t.items.get(id);
    return item && recordRef(item);
  },
  findRecord,
  treeSpend,
  entrySpend,
  taskSpend,
  /**
   * A task's spend, the task named by its item in session `root`'s outline: a trace held in a
   * worker sums it over the outline it holds, rather than being sent the page's whole copy.
   */
  outlineTaskSpend: (t: TraceState, table: PriceTable, root: SessionKey, item: ItemId) => {
    const entries = outlineOf(t, root);
    const index = currentEntry(entries, item);
    return taskSpend(t, table, entries, entries[index]?.item === item ? index : -1);
  },
  /** What the model was sent at a request; the same object while nothing before it changed. */
  contextAt,
  /** What that context adds to and drops from the request before it. */
  diffAt,
};

/**
 * Asked by event handlers, once each time: their answers need not keep their identity, so they
 * are no views (a component reading one would render for ever).
 */
export const TRACE_QUERIES = {
  /** What to open, expand and focus so that an item's row is on the list. */
  revealPlan,
  /** What the copy key copies of a row: its pieces, joined by blank lines. */
  copyParts,
  /** The child session a row stands for, which the key opens. */
  childOf,
};

const QUESTIONS = { ...TRACE_VIEWS, ...TRACE_QUERIES };

type Questions = typeof QUESTIONS;
export type TraceQuestion = keyof Questions;
export type TraceViewName = keyof typeof TRACE_VIEWS;
export type TraceViewArgs<N extends TraceQuestion> = Questions[N] extends (
  t: TraceState,
  ...args: infer A
) => unknown
  ? A
  : never;
export type TraceViewAnswer<N extends TraceQuestion> = ReturnType<Questions[N]>;

/** The answer of view or query `name` for `args` on `t`. */
export function askView<N extends TraceQuestion>(
  t: TraceState,
  name: N,
  args: TraceViewArgs<N>,
): TraceViewAnswer<N> {
  // Each entry's own signature is checked where TRACE_VIEWS is written; indexed by a generic name,
  // TypeScript sees only the union of them all.
  const view = QUESTIONS[name] as unknown as (
    t: TraceState,
    ...args: TraceViewArgs<N>
  ) => TraceViewAnswer<N>;
  return view(t, ...args);
}

export type TraceAsker = <N extends TraceQuestion>(
  name: N,
  ...args: TraceViewArgs<N>
) => Promise<TraceViewAnswer<N>>;

/**
 * Asks a document's trace from an event handler. The answer comes as a promise, as it will from
 * a trace held beside the parser (docs/architecture.md, stage 3): it is worked out for the trace
 * as it is when asked, and a handler acts on it only once it arrives, against the view as it is
 * then.
 */
export const askerOf =
  (store: TraceStore): TraceAsker =>
  async (name, ...args) => {
    // A trace held in a worker (`engine=worker`) is asked there, by name.
    const remote = remoteOf(store);
    if (remote) return (await remote.ask(name, args)) as TraceViewAnswer<typeof name>;
    return askView(store.getState().trace, name, args);
  };
