import { describe, expect, it } from 'vitest';
import { compactions } from '../../../test/cases/compactions';
import type { CompactionInfo } from '../model';
import { compactionStatus } from './compaction';
import { traceOf } from '../../../test/support/test-trace';

const base: CompactionInfo = {
  id: 0,
  session: '',
  beginItem: 0,
  reason: 'context',
  mode: 'summarize',
  context: 1,
  turns: 1,
  unfinished: false,
};

describe('compactionStatus', () => {
  it('reads the generated case: one completed, one never finished', () => {
    const t = traceOf(compactions());
    const [done, dead] = [...t.compactions];
    expect(done && compactionStatus(done, true).state).toBe('completed');
    expect(dead && compactionStatus(dead, true)).toMatchObject({
      state: 'failed',
      ending: 'unfinished',
    });
  });
  it('is running while live and open', () => {
    expect(compactionStatus(base, false).state).toBe('running');
  });
  it('carries the error of a failed end', () => {
    expect(compactionStatus({ ...base, status: 'timeout', errorMessage: 'boom' }, true)).toEqual({
      state: 'failed',
      ending: 'failed',
      failure: 'timeout',
      error: 'boom',
    });
  });
});
