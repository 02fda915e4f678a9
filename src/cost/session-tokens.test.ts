// Session token sums carried between versions equal sums made from scratch, whatever order the
// versions are asked in: a live stream, an older version again, another document.
import { describe, expect, it } from 'vitest';
import { generateTrace } from '../../test/support/generate-trace';
import { referenceTraces } from '../../test/support/reference-trace';
import type { AnyEnvelope } from '../protocol/types';
import type { SessionKey, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { sessionTokens } from './session-tokens';
import { NO_TOKENS, addTokens, breakdownOf, type TokenBreakdown } from './usage-cost';

function fromScratch(t: TraceState): Map<SessionKey, TokenBreakdown> {
  const sums = new Map<SessionKey, TokenBreakdown>();
  for (const r of t.requests)
    if (r.usage)
      sums.set(r.session, addTokens(sums.get(r.session) ?? NO_TOKENS, breakdownOf(r.usage)));
  return sums;
}

function versions(records: number, batch: number): TraceState[] {
  const { lines } = generateTrace(records, 5);
  const out: TraceState[] = [];
  let s = initialTraceState();
  for (let i = 0; i < lines.length; i += batch) {
    const inputs = lines
      .slice(i, i + batch)
      .map((l) => ({ kind: 'record' as const, envelope: JSON.parse(l) as AnyEnvelope }));
    s = applyInputs(s, inputs);
    out.push(s);
  }
  return out;
}

describe('session token sums', () => {
  it('follow a growing trace version by version', () => {
    const all = versions(3000, 37);
    for (const v of all) expect(sessionTokens(v)).toEqual(fromScratch(v));
    expect([...sessionTokens(all.at(-1)!).values()].some((b) => b.total > 0)).toBe(true);
  });

  it('stay right when an older version, then another trace, then the newest are asked for', () => {
    const all = versions(2000, 50);
    const other = referenceTraces();
    for (const v of [all.at(-1)!, all[3]!, other, all[10]!, all.at(-1)!, other])
      expect(sessionTokens(v)).toEqual(fromScratch(v));
  });
});
