// Each session's tokens summed over its requests, carried from one trace version to the next by
// the requests that changed (persistent vectors share untouched chunks): a live frame costs its
// own requests, not a pass over every request of the session, which showed as the largest
// script cost of a busy stream on a long session. The same pass splits each session's sums by
// the model its requests were sent to: a session switches models across its contexts (a
// `session_meta` per Trace file), and each context's tokens are priced at its own model.
import type { TokenCounts } from '../protocol/types';
import type { RequestInfo, SessionKey, TraceState } from '../store/model';
import { PVec } from '../store/pvec';
import { NO_TOKENS, breakdownOf, type TokenBreakdown } from './usage-cost';

type Sums = ReadonlyMap<SessionKey, TokenBreakdown>;
/** Model id ('' when the request's session named none yet) → tokens. */
export type ModelSums = ReadonlyMap<string, TokenBreakdown>;
type ByModel = ReadonlyMap<SessionKey, ModelSums>;

interface Version {
  sums: Sums;
  byModel: ByModel;
}

const byVersion = new WeakMap<PVec<RequestInfo>, Version>();
/** The newest sums, the base the next version starts from. */
let last: ({ requests: PVec<RequestInfo> } & Version) | undefined;

const isZero = (b: TokenBreakdown): boolean => !Object.values(b).some((n) => n !== 0);

function add(sum: TokenBreakdown, b: TokenBreakdown, sign: 1 | -1): void {
  sum.input += sign * b.input;
  sum.cache_read += sign * b.cache_read;
  sum.cache_write += sign * b.cache_write;
  sum.output += sign * b.output;
  sum.total += sign * b.total;
}

function compute(t: TraceState): Version {
  const known = byVersion.get(t.requests);
  if (known) return known;
  // Another trace (another document, a resync's shorter history) may share nothing with the
  // base: changedSince then visits every request, as a sum from scratch would.
  const base = last && last.requests.size <= t.requests.size ? last : undefined;
  const from = base?.requests ?? PVec.empty<RequestInfo>();
  const sums = new Map(base?.sums);
  const byModel = new Map(base?.byModel);
  // Sums of the sessions this version touched, copied once and added to in place: a file's load
  // brings a hundred thousand requests to a few sessions, and a new object per request was most
  // of this function's time. Earlier versions keep their own sums untouched.
  const touched = new Map<SessionKey, TokenBreakdown>();
  const touchedModels = new Map<SessionKey, Map<string, TokenBreakdown>>();
  const move = (r: RequestInfo | undefined, sign: 1 | -1) => {
    if (!r?.usage) return;
    let sum = touched.get(r.session);
    if (!sum) touched.set(r.session, (sum = { ...(sums.get(r.session) ?? NO_TOKENS) }));
    let models = touchedModels.get(r.session);
    if (!models) {
      models = new Map();
      for (const [m, b] of byModel.get(r.session) ?? []) models.set(m, { ...b });
      touchedModels.set(r.session, models);
    }
    const model = r.model ?? '';
    let perModel = models.get(model);
    if (!perModel) models.set(model, (perModel = { ...NO_TOKENS }));
    const b = breakdownOf(r.usage);
    add(sum, b, sign);
    add(perModel, b, sign);
  };
  t.requests.changedSince(from, (i) => {
    move(from.get(i), -1);
    move(t.requests.get(i), 1);
  });
  for (const [session, sum] of touched)
    if (!isZero(sum)) sums.set(session, sum);
    else sums.delete(session);
  for (const [session, models] of touchedModels) {
    for (const [m, b] of models) if (isZero(b)) models.delete(m);
    if (models.size > 0) byModel.set(session, models);
    else byModel.delete(session);
  }
  const v = { sums, byModel };
  byVersion.set(t.requests, v);
  last = { requests: t.requests, ...v };
  return v;
}

export function sessionTokens(t: TraceState): Sums {
  return compute(t).sums;
}

/** Each session's tokens by the model its requests went to. */
export function sessionModelTokens(t: TraceState): ByModel {
  return compute(t).byModel;
}

/**
 * The session's own total, as its last token_usage gives it, when it counts more than the
 * requests read (`sessionTokens`): its earlier files were not opened (a rotation's `_002` alone).
 */
export function tokensUnopened(t: TraceState, key: SessionKey): TokenCounts | undefined {
  const told = t.sessions.get(key)?.tokens;
  return told !== undefined && told.total > (sessionTokens(t).get(key)?.total ?? 0)
    ? told
    : undefined;
}
