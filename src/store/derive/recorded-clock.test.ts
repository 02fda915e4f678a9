import { describe, expect, it } from 'vitest';
import { nestedChildren } from '../../../test/cases/nested-children';
import { traceOf } from '../../../test/support/test-trace';
import { initialTraceState } from '../reducer';
import { recordedNow } from './recorded-clock';

describe('recordedNow', () => {
  it("is the latest record's time over every session, children included", () => {
    const c = nestedChildren();
    const latest = Math.max(...c.records.map((r) => Date.parse(r.timestamp)));
    expect(recordedNow(traceOf(c))).toBe(latest);
  });
  it('is unknown before any record', () => {
    expect(recordedNow(initialTraceState())).toBeUndefined();
  });
});
