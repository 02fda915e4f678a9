// Each session's tokens summed over its requests, carried from one trace version to the next by
// the requests that changed (persistent vectors share untouched chunks): a live frame costs its
// own requests, not a pass over every request of the session, which showed as the largest
// script cost of a busy stream on a long session.
import type { RequestInfo, SessionKey, TraceState } from '../store/model';
import { PVec } from '../store/pvec';
import { NO_TOKENS, addTokens, breakdownOf, type TokenBreakdown } from './usage-cost';

type Sums = ReadonlyMap<SessionKey, TokenBreakdown>;

const byVersion = new WeakMap<PVec<RequestInfo>, Sums>();
/** The newest sums, the base the next version starts from. */
let last: { requests: PVec<RequestInfo>; sums: Sums } | undefined;

const negate = (b: TokenBreakdown): TokenBreakdown => ({
  input: -b.input,
  cache_read: -b.cache_read,
  cache_write: -b.cache_write,
  output: -b.output,
  total: -b.total,
});

export function sessionTokens(t: TraceState): Sums {
  const known = byVersion.get(t.requests);
  if (known) return known;
  // Another trace (another document, a resync's shorter history) may share nothing with the
  // base: changedSince then visits every request, as a sum from scratch would.
  const base = last && last.requests.size <= t.requests.size ? last : undefined;
  const from = base?.requests ?? PVec.empty<RequestInfo>();
  const sums = new Map(base?.sums);
  const move = (r: RequestInfo | undefined, sign: 1 | -1) => {
    if (!r?.usage) return;
    const b = breakdownOf(r.usage);
    const sum = addTokens(sums.get(r.session) ?? NO_TOKENS, sign > 0 ? b : negate(b));
    if (Object.values(sum).some((n) => n !== 0)) sums.set(r.session, sum);
    else sums.delete(r.session);
  };
  t.requests.changedSince(from, (i) => {
    move(from.get(i), -1);
    move(t.requests.get(i), 1);
  });
  byVersion.set(t.requests, sums);
  last = { requests: t.requests, sums };
  return sums;
}
