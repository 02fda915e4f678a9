import { describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { nestedChildren, CHILD_A } from '../../../test/cases/nested-children';
import { createTraceBuilder } from '../../../test/support/trace-builder';
import { approvalAudit, countDecisions, pendingApprovals } from './approvals';
import { traceOf } from '../../../test/support/test-trace';

describe('approvalAudit', () => {
  it('lists allow, deny and forbidden with their waits, in call order', () => {
    const t = traceOf(approvals());
    const audit = approvalAudit(t, '');
    expect(audit.map((e) => [e.toolCallId, e.decision, e.waitMs])).toEqual([
      ['call_ls', 'allow', 1510],
      ['call_rm', 'deny', 4210],
      ['call_sudo', 'forbidden', 10],
    ]);
    expect(countDecisions(audit)).toEqual({
      allow: 1,
      deny: 1,
      forbidden: 1,
      pending: 0,
      other: 0,
    });
  });

  it('walks child sessions, nested ones included', () => {
    const t = traceOf(nestedChildren());
    const audit = approvalAudit(t, '');
    expect(audit.map((e) => e.toolCallId)).toEqual(['call_a', 'call_b', 'call_ga']);
    expect(audit[2]?.session).toBe(CHILD_A);
    expect(approvalAudit(t, CHILD_A).map((e) => e.toolCallId)).toEqual(['call_ga']);
  });

  it('includes calls still waiting for a human', () => {
    const c = approvals();
    const later = createTraceBuilder({ start: '2026-12-02T11:00:00.000Z' });
    const request = later.makeApprovalRequest({
      name: 'write_file',
      tool_call_id: 'call_w',
    });
    const t = traceOf(c, { ended: false, server: [request] });
    const audit = approvalAudit(t, '');
    expect(audit.at(-1)).toMatchObject({ toolCallId: 'call_w', decision: 'pending' });
    expect(audit.at(-1)?.waitMs).toBeUndefined();
  });

  it('names the calls still waiting, and none once every call is decided', () => {
    const c = approvals();
    expect(pendingApprovals(traceOf(c))).toEqual([]);
    const later = createTraceBuilder({ start: '2026-12-02T11:00:00.000Z' });
    const request = later.makeApprovalRequest({ name: 'write_file', tool_call_id: 'call_w' });
    const t = traceOf(c, { ended: false, server: [request] });
    const waiting = pendingApprovals(t);
    expect(waiting).toHaveLength(1);
    const item = t.items.get(waiting[0]!);
    expect(item?.kind === 'tool' && item.toolCallId).toBe('call_w');
  });

  it('counts decisions it does not know as other, whatever their name', () => {
    const entries = ['maybe', 'constructor', '__proto__', 'allow'].map((decision, i) => ({
      ...approvalAudit(traceOf(approvals()), '')[0]!,
      itemId: i,
      decision,
    })) as unknown as Parameters<typeof countDecisions>[0];
    expect(countDecisions(entries)).toEqual({
      allow: 1,
      deny: 0,
      forbidden: 0,
      pending: 0,
      other: 3,
    });
  });
});
