import { describe, expect, it } from 'vitest';
import { nestedChildren, CHILD_A, CHILD_B, GRANDCHILD } from '../../../test/cases/nested-children';
import {
  authFailure,
  FAILED_CHILD,
  gaveUp,
  HUNG_CHILD,
  hungSubagent,
} from '../../../test/cases/failures';
import { pendingInTree, sessionFigures } from './session-figures';
import { liveRetry } from '../../../test/cases/live-retry';
import { abortMidText, cutMidText } from '../../../test/cases/aborts';
import { traceOf } from '../../../test/support/test-trace';
import { run } from '../../../test/support/trace';
import { createTraceBuilder, tokens } from '../../../test/support/trace-builder';
import { familyRows } from '../../library/rows';
import { BUILT_IN_PRICES } from '../../cost/prices';

describe('sessionFigures', () => {
  it("runs a hung child's duration to its task's end (the abort), as its timeline bar does", () => {
    const t = traceOf(hungSubagent());
    const abortAt = Date.parse(hungSubagent().records.at(-1)?.timestamp as string);
    const span = (key: string, to?: number) => {
      const s = t.sessions.get(key);
      return (to ?? Date.parse(s?.lastTimestamp ?? '')) - Date.parse(s?.firstTimestamp ?? '');
    };
    expect(sessionFigures(t, HUNG_CHILD)?.durationMs).toBe(span(HUNG_CHILD, abortAt));
    // The child that failed got its answer back: its own records' span.
    expect(sessionFigures(t, FAILED_CHILD)?.durationMs).toBe(span(FAILED_CHILD));
  });
  it('counts a child with its own requests and tools', () => {
    const f = sessionFigures(traceOf(nestedChildren()), CHILD_A);
    expect(f).toMatchObject({
      sessionId: CHILD_A,
      model: 'case-model',
      status: 'done',
      messages: 3,
      toolCalls: 1,
      requests: 2,
      errors: 0,
      tokens: 2480,
    });
  });
  it('counts the tokens of its own requests, as the library row does, not the running total', () => {
    // The files of a session whose `_001` is gone: the producer's running total still counts it.
    const b = createTraceBuilder({ start: '2026-01-02T03:04:05.000Z', step: 100 });
    const t = run(
      [
        b.makeMeta({ session_id: 'session-2026-01-02-03-04-05-0000a828', model_id: 'gpt-4o' }),
        b.begin(),
        b.makeTokenUsage({ request: tokens(1000, 200, 300), session: tokens(4000, 800, 1200) }),
        b.end('completed'),
      ].map((envelope) => ({ kind: 'record', envelope })),
    );
    const [row] = familyRows(t, {
      rootSessionId: 'session-2026-01-02-03-04-05-0000a828',
      prices: BUILT_IN_PRICES,
      placeOf: () => ({ project: null, agent: null }),
    }).sessions;
    expect(sessionFigures(t, '')?.tokens).toBe(1500);
    expect(row?.total_tokens).toBe(1500);
  });
  it('finds the grandchild by its joined key', () => {
    const f = sessionFigures(traceOf(nestedChildren()), `${CHILD_A}/${GRANDCHILD}`);
    expect(f?.messages).toBe(2);
  });
  it('reports an auth failure as failed with one error', () => {
    expect(sessionFigures(traceOf(authFailure()), '')).toMatchObject({
      status: 'failed',
      errors: 1,
    });
  });
  it('counts a failure nobody retried as an error', () => {
    expect(sessionFigures(traceOf(gaveUp()), '')).toMatchObject({ errors: 1, retries: 0 });
  });
  it('reads a capture cut in the middle of an answer as cut off, never aborted', () => {
    expect(sessionFigures(traceOf(cutMidText()), '')?.status).toBe('cut');
    expect(sessionFigures(traceOf(cutMidText(), { ended: false }), '')?.status).toBe('running');
    // Only an abort record makes it aborted.
    expect(sessionFigures(traceOf(abortMidText()), '')?.status).toBe('aborted');
  });
  it('counts a failure waiting for its retry as a retry while the countdown runs', () => {
    const waiting = { ended: false, receivedAt: Date.parse('2026-12-02T10:00:01Z') };
    expect(sessionFigures(traceOf(liveRetry(false), waiting), '')).toMatchObject({
      status: 'running',
      errors: 0,
      retries: 1,
    });
    // Planned, with no arrival time (a moment of a recording): still a retry, not a failure.
    expect(sessionFigures(traceOf(liveRetry(false), { ended: false }), '')).toMatchObject({
      errors: 0,
      retries: 1,
    });
    expect(sessionFigures(traceOf(liveRetry(true), waiting), '')).toMatchObject({
      errors: 0,
      retries: 1,
    });
  });
});

describe('pending approvals', () => {
  it('a card counts what waits inside it, nested children included', () => {
    const c = nestedChildren();
    const later = createTraceBuilder({ start: '2026-12-02T10:05:00.000Z' });
    const request = later.makeApprovalRequest({
      name: 'write_file',
      tool_call_id: 'call_deep_write',
      origin: [CHILD_A, GRANDCHILD],
    });
    const t = traceOf(c, { ended: false, server: [request] });
    expect(pendingInTree(t, `${CHILD_A}/${GRANDCHILD}`)).toBe(1);
    expect(sessionFigures(t, CHILD_A)?.pendingApprovals).toBe(1);
    expect(sessionFigures(t, CHILD_B)?.pendingApprovals).toBe(0);
  });
});
