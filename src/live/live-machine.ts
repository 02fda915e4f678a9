// A live connection as a pure state machine: `step(state, event)` returns the next state and the
// effects to perform (open or close the transport, fetch history, apply inputs to the store).
// The history-then-buffer order of PROTOCOL.md §11 on the first sync and on `resync_required`,
// and holding inputs while paused, live here; `LiveController` only performs the effects.
import type { AnyEnvelope } from '../protocol/types';
import type { HistorySnapshot } from '../ingest/live-merge';
import { isAtOrBefore } from '../ingest/sse-ids';
import { diagnosticOf } from '../ingest/diagnostic-of';
import type { Diagnostic, SseItem } from '../ingest/types';
import type { TraceInput } from '../store/model';
import { commentInput, syncInputs, toInput, type Arrived } from './live-inputs';
import { passTail, type HistoryTail } from './history-tail';
import { sourceGone } from './source-gone';
import type { TransportStatus } from './transport';
import { DISCONNECTED, sameReason, type LinkReason } from '../net/link-reason';

/** One step for the trace store: a whole new state (a sync) or inputs to enqueue. */
export type StoreOp = { replace: TraceInput[] } | { inputs: TraceInput[] };

export interface LiveMachineState {
  /** The transport has been asked to open. */
  started: boolean;
  link: TransportStatus;
  everOpen: boolean;
  paused: boolean;
  /** Store steps held while paused, applied in order on resume. */
  held: readonly StoreOp[];
  heldCount: number;
  /** Items that arrived while a history fetch is in flight; null when none is. */
  syncing: readonly Arrived[] | null;
  /** The fetch whose answer counts; an older answer is stale. */
  syncGen: number;
  /**
   * The last SSE id the applied history reflects (its `live.cursor`). The history and the stream
   * come over different connections, so stream events the history already holds can still be
   * in flight when it lands; they are dropped until the stream passes the cursor.
   */
  reflected: string | null;
  /** After a history with no cursor: its last records, which the stream may still bring. */
  tail: HistoryTail | null;
  /** Something is on screen (the first sync or the first events). */
  ready: boolean;
  /** Why, while the server says its source is gone (a tailed file deleted); else null. */
  gone: LinkReason | null;
  /** The source has a history endpoint (PenguinHarness). */
  hasHistory: boolean;
  /** Named in the warning when a resync cannot be honoured. */
  sourceUrl: string;
}

export type LiveEvent =
  /** The reader opened the document. */
  | { type: 'connect' }
  /** The transport is (re)connecting. */
  | { type: 'connecting'; reason?: LinkReason | undefined }
  | { type: 'open'; reason?: LinkReason | undefined }
  | { type: 'stalled'; reason?: LinkReason | undefined }
  /** The connection dropped; the transport retries at `retryAt`. */
  | { type: 'error'; reason?: LinkReason | undefined; retryAt?: number | undefined }
  | { type: 'close'; reason: LinkReason }
  | { type: 'records'; items: readonly SseItem[]; at: number }
  /** The server asked for a refetch (`resync_required`); also found inside `records`. */
  | { type: 'resync' }
  | { type: 'history'; gen: number; snapshot: HistorySnapshot; diagnostics: Diagnostic[] }
  | { type: 'history-failed'; gen: number; reason: string; file: string }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'disconnect' }
  | { type: 'retry-now' }
  /** The reader signed in after the server refused the stream (401): open it again. */
  | { type: 'reopen' };

export type LiveEffect =
  | { type: 'open-transport' }
  | { type: 'close-transport'; reason: LinkReason }
  | { type: 'pause-transport' }
  | { type: 'resume-transport' }
  | { type: 'reconnect-now' }
  | { type: 'restart-transport' }
  | { type: 'fetch-history'; gen: number }
  | { type: 'apply'; op: StoreOp }
  /** Complete records as received, for Save. */
  | { type: 'log-add'; records: AnyEnvelope[] }
  | { type: 'log-reset'; records: AnyEnvelope[] }
  | { type: 'diagnostics'; diagnostics: Diagnostic[] }
  /** The first history (or, without one, the first event) is on screen. */
  | { type: 'ready' };

export interface Step {
  state: LiveMachineState;
  effects: LiveEffect[];
}

export function initialLiveState(o: {
  hasHistory: boolean;
  /** Fetch history as soon as the stream opens (a PenguinHarness session). */
  historyFirst: boolean;
  sourceUrl: string;
}): LiveMachineState {
  return {
    started: false,
    link: { state: 'connecting' },
    everOpen: false,
    paused: false,
    held: [],
    heldCount: 0,
    // Until the first history is in, everything is buffered.
    syncing: o.historyFirst && o.hasHistory ? [] : null,
    syncGen: 0,
    reflected: null,
    tail: null,
    ready: false,
    gone: null,
    hasHistory: o.hasHistory,
    sourceUrl: o.sourceUrl,
  };
}

const closed = (s: LiveMachineState) => s.link.state === 'closed';

/** Applies a store step now, or holds it while paused (a replace supersedes what is held). */
function apply(s: LiveMachineState, op: StoreOp, effects: LiveEffect[]): LiveMachineState {
  if (!s.paused) {
    effects.push({ type: 'apply', op });
    return s;
  }
  return 'replace' in op
    ? { ...s, held: [op], heldCount: eventsIn(op.replace) }
    : { ...s, held: [...s.held, op], heldCount: s.heldCount + eventsIn(op.inputs) };
}

/** What a paused reader is told is waiting: events, not the comments between them. */
const eventsIn = (inputs: readonly TraceInput[]): number =>
  inputs.reduce((n, i) => (i.kind === 'comment' ? n : n + 1), 0);

function markReady(s: LiveMachineState, effects: LiveEffect[]): LiveMachineState {
  if (s.ready) return s;
  effects.push({ type: 'ready' });
  return { ...s, ready: true };
}

function beginSync(s: LiveMachineState, effects: LiveEffect[]): LiveMachineState {
  const gen = s.syncGen + 1;
  effects.push({ type: 'fetch-history', gen });
  // What was buffered for an older fetch is older than this request: its history covers it.
  return { ...s, syncing: [], syncGen: gen, tail: null };
}

function resync(s: LiveMachineState, effects: LiveEffect[]): LiveMachineState {
  if (closed(s)) return s;
  if (!s.hasHistory) {
    effects.push({
      type: 'diagnostics',
      diagnostics: [
        diagnosticOf({ file: s.sourceUrl }, 'warning', { code: 'resync-without-history' }),
      ],
    });
    return s;
  }
  return beginSync(s, effects);
}

/**
 * A compaction ends with records the stream never carries (its prompt, request and summary, the
 * rotated Trace file's head with the `[context_summary]` the model is sent next: PROTOCOL.md §12),
 * so the history holds more than the stream gave from here on: it is fetched again.
 */
const endsCompaction = (item: SseItem): boolean =>
  item.kind === 'record' && isCompactionEnd(item.envelope);
const isCompactionEnd = (env: AnyEnvelope): boolean =>
  env.type === 'event_msg' && env.payload.type === 'compaction_end';

function records(
  state: LiveMachineState,
  items: readonly SseItem[],
  at: number,
  effects: LiveEffect[],
): LiveMachineState {
  let s = state;
  let batch: TraceInput[] = [];
  let logged: AnyEnvelope[] = [];
  let shown = false;
  let events = 0;
  const flush = () => {
    if (logged.length > 0) effects.push({ type: 'log-add', records: logged });
    if (batch.length > 0) s = apply(s, { inputs: batch }, effects);
    // Comments alone show nothing new.
    if (events > 0) shown = true;
    batch = [];
    logged = [];
    events = 0;
  };
  // Items held while history is fetched are gathered here and joined to the state once, not
  // copied into a new state per item.
  let held: Arrived[] = [];
  const hold = () => {
    if (held.length > 0 && s.syncing) s = { ...s, syncing: [...s.syncing, ...held] };
    held = [];
  };
  const take = (a: Arrived) => {
    if (s.syncing) {
      held.push(a);
      return;
    }
    if (a.item.kind === 'record') logged.push(a.item.envelope);
    batch.push(toInput(a));
    events++;
    if (s.hasHistory && endsCompaction(a.item)) {
      flush();
      s = beginSync(s, effects);
    }
  };
  for (const item of items) {
    if (item.kind === 'comment') {
      batch.push(commentInput(item.text, at));
      continue;
    }
    if (item.kind === 'server' && item.event.type === 'resync_required') {
      hold();
      flush();
      s = resync(s, effects);
      continue;
    }
    // The source's state counts as it arrives, even while its item waits for a history.
    const gone = item.kind === 'server' ? sourceGone(item.event) : undefined;
    if (gone !== undefined && !sameGone(gone, s.gone)) s = { ...s, gone };
    if (s.syncing) {
      held.push({ item, at });
      continue;
    }
    if (s.reflected !== null && item.at.eventId !== undefined) {
      if (isAtOrBefore(item.at.eventId, s.reflected)) continue;
      s = { ...s, reflected: null };
    }
    if (s.tail) {
      const passed = passTail(s.tail, { item, at });
      s = { ...s, tail: passed.tail };
      passed.release.forEach(take);
    } else take({ item, at });
  }
  hold();
  flush();
  return shown ? markReady(s, effects) : s;
}

function history(
  s: LiveMachineState,
  e: Extract<LiveEvent, { type: 'history' }>,
  effects: LiveEffect[],
): LiveMachineState {
  if (e.gen !== s.syncGen || s.syncing === null || closed(s)) return s;
  if (e.diagnostics.length > 0) effects.push({ type: 'diagnostics', diagnostics: e.diagnostics });
  const { inputs, records: kept, tail } = syncInputs(e.snapshot, s.syncing);
  effects.push({ type: 'log-reset', records: kept });
  // The history covers whatever was held before it.
  const reflected = lastReflected(e.snapshot, s.syncing);
  const next = apply(
    { ...s, syncing: null, reflected, tail, held: [], heldCount: 0 },
    { replace: inputs },
    effects,
  );
  // A compaction that ended while this history was fetched is not in it: fetch again.
  const ended = kept.slice(e.snapshot.messages.length).some(isCompactionEnd);
  return markReady(ended ? beginSync(next, effects) : next, effects);
}

/** The history's cursor, unless the buffered stream already went past it. */
function lastReflected(snapshot: HistorySnapshot, buffered: readonly Arrived[]): string | null {
  const cursor = snapshot.live?.cursor ?? null;
  let last: string | undefined;
  for (const a of buffered) last = a.item.at.eventId ?? last;
  return cursor !== null && (last === undefined || isAtOrBefore(last, cursor)) ? cursor : null;
}

function historyFailed(
  s: LiveMachineState,
  e: Extract<LiveEvent, { type: 'history-failed' }>,
  effects: LiveEffect[],
): LiveMachineState {
  if (e.gen !== s.syncGen || s.syncing === null) return s;
  effects.push({
    type: 'diagnostics',
    diagnostics: [
      diagnosticOf({ file: e.file }, 'error', {
        code: 'history-unavailable',
        params: { detail: e.reason },
      }),
    ],
  });
  const arrived = s.syncing;
  const logged = arrived.flatMap((a) => (a.item.kind === 'record' ? [a.item.envelope] : []));
  if (logged.length > 0) effects.push({ type: 'log-add', records: logged });
  let next: LiveMachineState = { ...s, syncing: null };
  if (arrived.length > 0) next = apply(next, { inputs: arrived.map(toInput) }, effects);
  return markReady(next, effects);
}

function link(s: LiveMachineState, status: TransportStatus, effects: LiveEffect[]) {
  if (closed(s)) return s;
  const next = { ...s, link: status };
  if (status.state !== 'open' || s.everOpen) return next;
  // The first history is fetched once the stream is open, so nothing falls between the two.
  const opened = { ...next, everOpen: true };
  return opened.syncing ? beginSync(opened, effects) : opened;
}

function resume(s: LiveMachineState, effects: LiveEffect[]): LiveMachineState {
  if (!s.paused) return s;
  let next: LiveMachineState = { ...s, paused: false, held: [], heldCount: 0 };
  for (const op of s.held) next = apply(next, op, effects);
  effects.push({ type: 'resume-transport' });
  return next;
}

export function step(s: LiveMachineState, e: LiveEvent): Step {
  const effects: LiveEffect[] = [];
  const done = (state: LiveMachineState): Step => ({ state, effects });
  switch (e.type) {
    case 'connect':
      if (s.started) return done(s);
      effects.push({ type: 'open-transport' });
      return done({ ...s, started: true });
    case 'connecting':
      return done(link(s, { state: 'connecting', ...reasonOf(e.reason) }, effects));
    case 'open':
      return done(link(s, { state: 'open', ...reasonOf(e.reason) }, effects));
    case 'stalled':
      return done(link(s, { state: 'stalled', ...reasonOf(e.reason) }, effects));
    case 'error':
      return done(
        link(
          s,
          {
            state: 'waiting',
            ...reasonOf(e.reason),
            ...(e.retryAt !== undefined ? { retryAt: e.retryAt } : {}),
          },
          effects,
        ),
      );
    case 'close':
      if (closed(s)) return done(s);
      return done({ ...s, link: { state: 'closed', reason: e.reason } });
    case 'records':
      return done(records(s, e.items, e.at, effects));
    case 'resync':
      return done(resync(s, effects));
    case 'history':
      return done(history(s, e, effects));
    case 'history-failed':
      return done(historyFailed(s, e, effects));
    case 'pause':
      if (s.paused || closed(s)) return done(s);
      effects.push({ type: 'pause-transport' });
      return done({ ...s, paused: true });
    case 'resume':
      return done(resume(s, effects));
    case 'disconnect': {
      const next = resume(s, effects);
      if (!closed(next)) effects.push({ type: 'close-transport', reason: DISCONNECTED });
      return done(next);
    }
    case 'retry-now':
      if (!closed(s)) effects.push({ type: 'reconnect-now' });
      return done(s);
    case 'reopen':
      if (!closed(s)) return done(s);
      effects.push({ type: 'restart-transport' });
      return done({ ...s, link: { state: 'connecting' } });
  }
}

const sameGone = (a: LinkReason | null, b: LinkReason | null) =>
  a === null || b === null ? a === b : sameReason(a, b);

const reasonOf = (reason: LinkReason | undefined) => (reason !== undefined ? { reason } : {});
