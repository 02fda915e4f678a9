// Tokens and cost summed per request, turn, task, session and session with its children. Every
// sum is built from the same per-request figures, so the summary bar, the child cards and the
// outline agree. Session sums are memoized per trace version and price table.
import type { RequestInfo, SessionKey, TraceState } from '../store/model';
import type { OutlineEntry } from '../store/outline/outline';
import { sameTurn } from '../store/turns';
import { priceFor, type PriceTable } from './prices';
import { sessionModelTokens } from './session-tokens';
import { NO_TOKENS, addTokens, breakdownOf, costOf, type TokenBreakdown } from './usage-cost';

export interface Spend {
  tokens: TokenBreakdown;
  /** US dollars of the priced tokens. */
  cost: number;
  /** Models whose tokens are counted but have no price (their cost is left out of `cost`). */
  unpriced: readonly string[];
}

export const NO_SPEND: Spend = { tokens: NO_TOKENS, cost: 0, unpriced: [] };

/** Stands in the unpriced list for a session whose model is not named; the screen words it. */
export const UNKNOWN_MODEL = 'unknown model';

export function addSpend(a: Spend, b: Spend): Spend {
  const unpriced = b.unpriced.filter((m) => !a.unpriced.includes(m));
  return {
    tokens: addTokens(a.tokens, b.tokens),
    cost: a.cost + b.cost,
    unpriced: unpriced.length ? [...a.unpriced, ...unpriced] : a.unpriced,
  };
}

/**
 * Tokens sent to one model and what they cost: `model` is the one the requests went to (their
 * context's `session_meta`), else the session's.
 */
function priced(
  t: TraceState,
  table: PriceTable,
  session: SessionKey,
  tokens: TokenBreakdown,
  requestModel?: string,
) {
  const model = requestModel || t.sessions.get(session)?.meta?.model_id;
  const price = priceFor(table, model);
  if (price) return { tokens, cost: costOf(tokens, price), unpriced: [] };
  return { tokens, cost: 0, unpriced: tokens.total > 0 ? [model ?? UNKNOWN_MODEL] : [] };
}

export function requestSpend(t: TraceState, table: PriceTable, request: number): Spend {
  const r = t.requests.get(request);
  return r?.usage ? priced(t, table, r.session, breakdownOf(r.usage), r.model) : NO_SPEND;
}

/** A turn: `first` and the retries that follow it in its session. */
export function turnSpend(t: TraceState, table: PriceTable, first: number): Spend {
  const r0 = t.requests.get(first);
  const s = r0 && t.sessions.get(r0.session);
  if (!r0 || !s) return NO_SPEND;
  let sum = NO_SPEND;
  for (let i = s.requests.indexOfSorted(first); i >= 0 && i < s.requests.size; i++) {
    const id = s.requests.get(i) as number;
    const r = t.requests.get(id);
    if (!r || !sameTurn(r, r0)) break;
    sum = addSpend(sum, requestSpend(t, table, id));
  }
  return sum;
}

/** A compaction's own requests (the summary's), which no turn of the outline holds. */
export function compactionSpend(t: TraceState, table: PriceTable, beginItem: number): Spend {
  const id = t.items.get(beginItem)?.compactionId;
  const c = id === undefined ? undefined : t.compactions.get(id);
  const s = c && t.sessions.get(c.session);
  let sum = NO_SPEND;
  if (!s) return sum;
  for (const r of s.requests) {
    const begin = t.requests.get(r)?.beginItem;
    if (begin !== undefined && t.items.get(begin)?.compactionId === id)
      sum = addSpend(sum, requestSpend(t, table, r));
  }
  return sum;
}

/**
 * What one outline entry spent; a task's own entry holds nothing (its turns follow it). Kept
 * across trace versions while what it was summed from is the same objects (the turn's requests,
 * an ended compaction, the session's meta): a task's figure sums thousands of entries on every
 * version of a long live session, and most of them never change again.
 */
export function entrySpend(t: TraceState, table: PriceTable, e: OutlineEntry): Spend {
  if (e.kind === 'child') return treeSpend(t, table, e.child);
  if (e.kind === 'task') return NO_SPEND;
  if (e.kind === 'turn') {
    const first = t.requests.get(e.request);
    if (!first) return NO_SPEND;
    return lasting(table, first, turnDeps(t, first), () => turnSpend(t, table, e.request));
  }
  const id = t.items.get(e.item)?.compactionId;
  const c = id === undefined ? undefined : t.compactions.get(id);
  if (!c) return NO_SPEND;
  const s = t.sessions.get(c.session);
  // An open compaction may still gain requests: then it is summed again per version.
  const deps = [s?.meta, c.endItem === undefined ? s?.requests : undefined];
  return lasting(table, c, deps, () => compactionSpend(t, table, e.item));
}

/** The objects a turn's spend is made from: its session's meta and each of its requests. */
function turnDeps(t: TraceState, first: RequestInfo): unknown[] {
  const s = t.sessions.get(first.session);
  const deps: unknown[] = [s?.meta];
  if (!s) return deps;
  for (let i = s.requests.indexOfSorted(first.id); i >= 0 && i < s.requests.size; i++) {
    const r = t.requests.get(s.requests.get(i) as number);
    if (!r || !sameTurn(r, first)) break;
    deps.push(r);
  }
  return deps;
}

type Lasting = WeakMap<object, { deps: readonly unknown[]; spend: Spend }>;
const lastingByTable = new WeakMap<PriceTable, Lasting>();

function lasting(table: PriceTable, owner: object, deps: readonly unknown[], make: () => Spend) {
  let byOwner = lastingByTable.get(table);
  if (!byOwner) lastingByTable.set(table, (byOwner = new WeakMap()));
  const hit = byOwner.get(owner);
  if (hit && hit.deps.length === deps.length && hit.deps.every((d, i) => d === deps[i]))
    return hit.spend;
  const spend = make();
  byOwner.set(owner, { deps, spend });
  return spend;
}

/**
 * What a task's figure was made of at one version. Its turns but the last are summed once
 * (`settled`): a long task of a live session has tens of thousands of turns, and only its last
 * one grows. Children and compactions among them are summed again on each version.
 */
interface TaskCarry {
  trace: TraceState;
  /** Entries before this index are in `settled` (turns) or `others`. */
  settledEnd: number;
  settled: Spend;
  others: OutlineEntry[];
  /** The first request of the first turn not settled: the settled turns' requests are below it. */
  boundary: number;
  meta: unknown;
  /** The entry at `settledEnd - 1`. */
  lastSettled: OutlineEntry | undefined;
}

const carriesByTable = new WeakMap<PriceTable, WeakMap<OutlineEntry, TaskCarry>>();

/**
 * The settled entries are still as summed: `entries` holds them (the same objects: a rebuilt or
 * older outline does not), and neither a request of theirs nor the session's meta changed.
 */
function stillSettled(
  c: TaskCarry,
  t: TraceState,
  entries: readonly OutlineEntry[],
  session: SessionKey | undefined,
): boolean {
  if (c.settledEnd > 0 && entries[c.settledEnd - 1] !== c.lastSettled) return false;
  if (t.sessions.get(session ?? '')?.meta !== c.meta) return false;
  let same = true;
  t.requests.changedSince(c.trace.requests, (rid) => {
    // New requests join only the session's last turn, which is never settled.
    if (rid < c.boundary && t.requests.get(rid)?.session === session) same = false;
  });
  return same;
}

/** A task of the outline at `index`: its entries until the next task. */
export function taskSpend(
  t: TraceState,
  table: PriceTable,
  entries: readonly OutlineEntry[],
  index: number,
): Spend {
  const task = entries[index];
  if (!task) return NO_SPEND;
  // The key names the outline too: a row's selector can run with the store's newest trace before
  // its parent hands it that trace's outline, and a sum over the older one must not stay.
  return remembered(t, table, `k${outlineId(entries)}:${task.item}`, () => {
    let carries = carriesByTable.get(table);
    if (!carries) carriesByTable.set(table, (carries = new WeakMap()));
    const session = t.items.get(task.item)?.session;
    const known = carries.get(task);
    const c: TaskCarry =
      known && stillSettled(known, t, entries, session)
        ? { ...known, others: known.others.slice(), trace: t }
        : {
            trace: t,
            settledEnd: index + 1,
            settled: NO_SPEND,
            others: [],
            boundary: Infinity,
            meta: t.sessions.get(session ?? '')?.meta,
            lastSettled: task,
          };
    let lastTurn = -1;
    for (let i = c.settledEnd; i < entries.length; i++) {
      const e = entries[i] as OutlineEntry;
      if (e.kind === 'task') break;
      if (e.kind === 'turn') lastTurn = i;
    }
    for (; c.settledEnd < lastTurn; c.settledEnd++) {
      const e = entries[c.settledEnd] as OutlineEntry;
      if (e.kind === 'turn') c.settled = addSpend(c.settled, turnSpend(t, table, e.request));
      else c.others.push(e);
    }
    c.lastSettled = entries[c.settledEnd - 1];
    const first = entries[c.settledEnd];
    if (first?.kind === 'turn') c.boundary = first.request;
    let sum = c.settled;
    for (const e of c.others) sum = addSpend(sum, entrySpend(t, table, e));
    for (let i = c.settledEnd; i < entries.length; i++) {
      const e = entries[i] as OutlineEntry;
      if (e.kind === 'task') break;
      sum = addSpend(sum, entrySpend(t, table, e));
    }
    carries.set(task, c);
    return sum;
  });
}

const outlineIds = new WeakMap<readonly OutlineEntry[], number>();
let outlinesSeen = 0;

/** A number per outline array, for memo keys. */
function outlineId(entries: readonly OutlineEntry[]): number {
  let id = outlineIds.get(entries);
  if (id === undefined) outlineIds.set(entries, (id = ++outlinesSeen));
  return id;
}

type Memo = WeakMap<TraceState, Map<string, Spend>>;
const memo = new WeakMap<PriceTable, Memo>();

function remembered(t: TraceState, table: PriceTable, key: string, make: () => Spend): Spend {
  let byTrace = memo.get(table);
  if (!byTrace) memo.set(table, (byTrace = new WeakMap()));
  let byKey = byTrace.get(t);
  if (!byKey) byTrace.set(t, (byKey = new Map()));
  let v = byKey.get(key);
  if (!v) byKey.set(key, (v = make()));
  return v;
}

/**
 * The session's own requests: their tokens are summed by model first (one price each; a session
 * switches models across its contexts), then priced.
 */
export function sessionSpend(t: TraceState, table: PriceTable, key: SessionKey): Spend {
  return remembered(t, table, `s${key}`, () => {
    let sum = NO_SPEND;
    for (const [model, tokens] of sessionModelTokens(t).get(key) ?? [])
      sum = addSpend(sum, priced(t, table, key, tokens, model));
    return sum;
  });
}

/** The session with all its descendants. */
export function treeSpend(t: TraceState, table: PriceTable, key: SessionKey): Spend {
  return remembered(t, table, `t${key}`, () => {
    let sum = sessionSpend(t, table, key);
    for (const c of t.sessions.get(key)?.children ?? [])
      sum = addSpend(sum, treeSpend(t, table, c));
    return sum;
  });
}
