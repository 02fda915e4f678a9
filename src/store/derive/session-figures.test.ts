import { describe, expect, it } from 'vitest';
import { nestedChildren, CHILD_A, CHILD_B, GRANDCHILD } from '../../../test/cases/nested-children';
import { authFailure } from '../../../test/cases/failures';
import { pendingInTree, sessionFigures } from './session-figures';
import { traceOf } from '../../../test/support/test-trace';

describe('sessionFigures', () => {
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
});

describe('pending approvals', () => {
  it('a card counts what waits inside it, nested children included', () => {
    const c = nestedChildren();
    const call = {
      timestamp: '2026-12-02T10:05:00.000Z',
      type: 'model_msg' as const,
      origin: [CHILD_A, GRANDCHILD],
      payload: {
        type: 'tool_call' as const,
        role: 'assistant' as const,
        name: 'write_file',
        arguments: '{}',
        tool_call_id: 'call_deep_write',
      },
    };
    const t = traceOf(c, { ended: false, server: [{ type: 'approval_request', toolCall: call }] });
    expect(pendingInTree(t, `${CHILD_A}/${GRANDCHILD}`)).toBe(1);
    expect(sessionFigures(t, CHILD_A)?.pendingApprovals).toBe(1);
    expect(sessionFigures(t, CHILD_B)?.pendingApprovals).toBe(0);
  });
});
