import { describe, expect, it } from 'vitest';
import { CaseBuilder } from '../../../test/cases/case-builder';
import { tokens } from '../../../test/support/trace-builder';
import { authFailure, gaveUp } from '../../../test/cases/failures';
import { attemptPosition, requestDurationMs, retryOutcome } from './requests';
import { traceOf } from '../../../test/support/test-trace';

function retryCase() {
  const c = CaseBuilder.start();
  c.meta('s')
    .user('go')
    .begin()
    .end('timeout', { attempt: 1, retry_in_ms: 2000, error_message: '500' });
  c.wait(2000).begin().thinking('half', 'malformed');
  c.end('malformed', { attempt: 2, retry_in_ms: 4000 });
  c.wait(4000)
    .begin()
    .text('ok')
    .usage(tokens(1, 2, 3), tokens(1, 2, 3))
    .end('completed', { attempt: 3 });
  c.begin().text('next turn').end('completed');
  return c;
}

describe('attemptPosition', () => {
  it('numbers attempts within a turn and counts the turn', () => {
    const t = traceOf(retryCase());
    expect(attemptPosition(t, 0)).toEqual({ turn: 1, compaction: false, attempt: 1, ofTurn: 3 });
    expect(attemptPosition(t, 1)).toEqual({ turn: 1, compaction: false, attempt: 2, ofTurn: 3 });
    expect(attemptPosition(t, 2)).toEqual({ turn: 1, compaction: false, attempt: 3, ofTurn: 3 });
    expect(attemptPosition(t, 3)).toEqual({ turn: 2, compaction: false, attempt: 1, ofTurn: 1 });
    expect(attemptPosition(t, 99)).toBeUndefined();
  });
});

describe('retryOutcome', () => {
  it('measures the wait before the retry from the trace timestamps', () => {
    const t = traceOf(retryCase());
    expect(retryOutcome(t, 0)).toEqual({ kind: 'retried', afterMs: 2010 });
    expect(retryOutcome(t, 1)).toEqual({ kind: 'retried', afterMs: 4010 });
    expect(retryOutcome(t, 2)).toBeUndefined();
  });

  it('counts down on the viewer clock while live and not superseded', () => {
    const t = traceOf(gaveUp(), { ended: false, receivedAt: 1_000 });
    const end = t.requests.get(0)!.endedAt!;
    expect(retryOutcome(t, 0)).toEqual({
      kind: 'waiting',
      dueAt: 3_000,
      // The same wait on the recording's clock, for a replay or a moment travelled to.
      recordedDueAt: Date.parse(end) + 2000,
      retryInMs: 2000,
    });
  });

  it('only plans the wait when the arrival time is unknown', () => {
    const t = traceOf(gaveUp(), { ended: false });
    expect(retryOutcome(t, 0)).toEqual({ kind: 'planned', retryInMs: 2000 });
  });

  it('gives up when the source ended with no retry', () => {
    expect(retryOutcome(traceOf(gaveUp()), 0)).toEqual({ kind: 'gave-up' });
  });

  it('gives up when an abort came before the next request', () => {
    const c = gaveUp().abort('user').user('again').begin();
    expect(retryOutcome(traceOf(c, { ended: false }), 0)).toEqual({ kind: 'gave-up' });
  });

  it('treats auth as terminal', () => {
    expect(retryOutcome(traceOf(authFailure(), { ended: false, receivedAt: 5 }), 0)).toEqual({
      kind: 'auth',
    });
  });

  it('durations come from begin and end timestamps', () => {
    const t = traceOf(retryCase());
    const r = t.requests.get(0);
    expect(r && requestDurationMs(r)).toBe(10);
  });
});
