import { describe, expect, it } from 'vitest';
import { approvals } from '../../../test/cases/approvals';
import { CaseBuilder } from '../../../test/cases/case-builder';
import { nestedChildren, CHILD_A, GRANDCHILD } from '../../../test/cases/nested-children';
import { createTraceBuilder } from '../../../test/support/trace-builder';
import type { ApprovalDecision } from '../../protocol/types';
import type { ItemId, TraceInput, TraceState } from '../model';
import { applyInputs, initialTraceState } from '../reducer';
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

describe('pendingApprovals, skipping the sessions whose count says none waits', () => {
  /** The answer of a scan of every session's audited calls, none skipped. */
  const scanned = (t: TraceState): ItemId[] => {
    const out = new Set<ItemId>();
    for (const s of t.sessions.values())
      for (const id of s.approvalItems) {
        const it = t.items.get(id);
        if (it?.kind === 'tool' && it.approvalPending && it.decision === undefined) out.add(id);
      }
    return [...out];
  };

  it('answers as the full scan after every record of calls asked and decided in nested sessions', () => {
    const asks = createTraceBuilder({ start: '2026-12-02T11:00:00.000Z' });
    const decide = CaseBuilder.start('2026-12-02T11:05:00.000Z');
    decide.as([CHILD_A]).decision('call_wa', 'deny');
    decide.decision('call_w', 'allow');
    decide.as([CHILD_A, GRANDCHILD]).decision('call_wg', 'maybe' as ApprovalDecision);
    const inputs: TraceInput[] = [
      ...nestedChildren().records.map((envelope): TraceInput => ({ kind: 'record', envelope })),
      ...[
        asks.makeApprovalRequest({ name: 'write_file', tool_call_id: 'call_w' }),
        asks.makeApprovalRequest({ name: 'rm', tool_call_id: 'call_wa' }, { origin: [CHILD_A] }),
        asks.makeApprovalRequest(
          { name: 'sudo', tool_call_id: 'call_wg' },
          { origin: [CHILD_A, GRANDCHILD] },
        ),
      ].map((event): TraceInput => ({ kind: 'server', event })),
      ...decide.records.map((envelope): TraceInput => ({ kind: 'record', envelope })),
    ];
    let t = initialTraceState();
    const waiting: number[] = [];
    for (const input of inputs) {
      t = applyInputs(t, [input]);
      expect(pendingApprovals(t)).toEqual(scanned(t));
      waiting.push(pendingApprovals(t).length);
    }
    // Each ask and each decision was seen: up to three waiting, none at the end.
    expect(Math.max(...waiting)).toBe(3);
    expect(waiting.at(-1)).toBe(0);
  });
});
