// Each session's tokens summed over its requests, carried from one trace version to the next by
// the requests that changed (persistent vectors share untouched chunks): a live frame costs its
// own requests, not a pass over every request of the session, which showed as the largest
// script cost of a busy stream on a long session.
import type { RequestInfo, SessionKey, TraceState } from '../store/model';
import { PVec } from '../store/pvec';
import { NO_TOKENS, breakdownOf, type TokenBreakdown } from './usage-cost';

type Sums = ReadonlyMap<SessionKey, TokenBreakdown>;

const byVersion = new WeakMap<PVec<RequestInfo>, Sums>();
/** The newest sums, the base the next version starts from. */
let last: { requests: PVec<RequestInfo>; sums: Sums } | undefined;

export function sessionTokens(t: TraceState): Sums {
  const known = byVersion.get(t.requests);
  if (known) return known;
  // Another trace (another document, a resync's shorter history) may share nothing with the
  // base: changedSince then visits every request, as a sum from scratch would.
  const base = last && last.requests.size <= t.requests.size ? last : undefined;
  const from = base?.requests ?? PVec.empty<RequestInfo>();
  const sums = new Map(base?.sums);
  // Sums of the sessions this version touched, copied once and added to in place: a file's load
  // brings a hundred thousand requests to a few sessions, and a new object per request was most
  // of this function's time. Earlier versions keep their own sums untouched.
  const touched = new Map<SessionKey, TokenBreakdown>();
  const move = (r: RequestInfo | undefined, sign: 1 | -1) => {
    if (!r?.usage) return;
    let sum = touched.get(r.session);
    if (!sum) touched.set(r.session, (sum = { ...(sums.get(r.session) ?? NO_TOKENS) }));
    const b = breakdownOf(r.usage);
    sum.input += sign * b.input;
    sum.cache_read += sign * b.cache_read;
    sum.cache_write += sign * b.cache_write;
    sum.output += sign * b.output;
    sum.total += sign * b.total;
  };
  t.requests.changedSince(from, (i) => {
    move(from.get(i), -1);
    move(t.requests.get(i), 1);
  });
  for (const [session, sum] of touched)
    if (Object.values(sum).some((n) => n !== 0)) sums.set(session, sum);
    else sums.delete(session);
  byVersion.set(t.requests, sums);
  last = { requests: t.requests, sums };
  return sums;
}
