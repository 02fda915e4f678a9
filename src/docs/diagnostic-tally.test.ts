import { describe, expect, it } from 'vitest';
import { diagnosticOf } from '../ingest/diagnostic-of';
import type { Diagnostic } from '../ingest/types';
import { addDiagnostics, EMPTY_TALLY, KEPT_DIAGNOSTICS } from './diagnostic-tally';

const bad = (i: number): Diagnostic =>
  diagnosticOf({ file: 'stream' }, i % 4 === 0 ? 'warning' : 'error', {
    code: 'sse-event-without-id',
    params: { index: i, problem: { code: 'invalid-json', params: { detail: 'oops' } } },
  });

describe('addDiagnostics', () => {
  it('keeps the first ones and counts every one, by severity', () => {
    let tally = EMPTY_TALLY;
    for (let i = 0; i < 2000; i++) tally = addDiagnostics(tally, [bad(i), bad(i + 1)]);
    expect(tally.total).toBe(4000);
    expect(tally.errors).toBe(3000);
    expect(tally.kept).toHaveLength(KEPT_DIAGNOSTICS);
    expect(tally.kept[0]).toEqual(bad(0));
  });

  it('leaves the kept list untouched once full: a flood appends without copying it', () => {
    let tally = EMPTY_TALLY;
    tally = addDiagnostics(
      tally,
      Array.from({ length: KEPT_DIAGNOSTICS }, (_, i) => bad(i)),
    );
    const full = tally.kept;
    for (let i = 0; i < 160_000; i++) tally = addDiagnostics(tally, [bad(i)]);
    expect(tally.kept).toBe(full);
    expect(tally.total).toBe(KEPT_DIAGNOSTICS + 160_000);
  });

  it('returns the same tally for nothing new', () => {
    expect(addDiagnostics(EMPTY_TALLY, [])).toBe(EMPTY_TALLY);
  });
});
