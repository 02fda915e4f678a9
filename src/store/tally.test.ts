import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '../protocol/types';
import { createTraceBuilder } from '../../test/support/trace-builder';
import { buildStream, scenarioArb } from '../../test/support/scenario';
import { approvalAudit, approvalTotal, approvalWaitMs } from './derive/approvals';
import { pendingInTree } from './derive/session-figures';
import type { SessionKey, TraceInput, TraceState } from './model';
import { applyInputs, initialTraceState } from './reducer';
import { summarizeSession } from './summary';
import { REQUEST_STATUSES } from './tally';

const { begin, call, decide, end, event, fragmentsOf, meta, output, text } = createTraceBuilder();

// Oracles: the figures computed from scratch by scanning every item and request of a session.
function scanCounts(t: TraceState, key: SessionKey) {
  const s = t.sessions.get(key)!;
  const tools = { total: 0, allowed: 0, denied: 0, forbidden: 0, withoutOutput: 0, pending: 0 };
  let messages = 0;
  let aborts = 0;
  for (const id of s.items) {
    const it = t.items.get(id)!;
    if (it.kind === 'message') messages += 1;
    else if (it.kind === 'event' && it.type === 'abort') aborts += 1;
    else if (it.kind === 'tool') {
      tools.total += 1;
      if (it.decision === 'allow') tools.allowed += 1;
      else if (it.decision === 'deny') tools.denied += 1;
      else if (it.decision === 'forbidden') tools.forbidden += 1;
      if (it.outputStatus !== 'complete') tools.withoutOutput += 1;
      if (it.approvalPending) tools.pending += 1;
    }
  }
  const requests: Record<string, number> = { total: 0 };
  for (const st of REQUEST_STATUSES) requests[st] = 0;
  let retries = 0;
  let prev: { turn: number; compaction?: number } | undefined;
  for (const rid of s.requests) {
    const r = t.requests.get(rid)!;
    requests.total! += 1;
    if (r.status !== undefined && r.status in requests && r.status !== 'total')
      requests[r.status]! += 1;
    if (prev && r.turn === prev.turn && r.compaction === prev.compaction) retries += 1;
    prev = r;
  }
  return { messages, aborts, toolCalls: tools, requests, retries };
}

function scanAudit(t: TraceState, root: SessionKey) {
  const out: { id: number; decision: string; waitMs: number | undefined }[] = [];
  const walk = (key: SessionKey) => {
    const s = t.sessions.get(key)!;
    for (const id of s.items) {
      const it = t.items.get(id)!;
      if (it.kind !== 'tool') continue;
      const decision = it.decision ?? (it.approvalPending ? 'pending' : undefined);
      if (decision) out.push({ id, decision, waitMs: approvalWaitMs(it) });
    }
    for (const c of s.children) walk(c);
  };
  walk(root);
  return out;
}

function expectFiguresMatchScan(t: TraceState): void {
  for (const key of t.sessions.keys()) {
    const sum = summarizeSession(t, key)!;
    expect({
      messages: sum.messages,
      aborts: sum.aborts,
      toolCalls: sum.toolCalls,
      requests: sum.requests,
      retries: sum.retries,
    }).toEqual(scanCounts(t, key));
    const scanned = scanAudit(t, key);
    const audit = approvalAudit(t, key);
    expect(approvalTotal(t, key)).toBe(scanned.length);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect(
      audit.map((e) => ({ id: e.itemId, decision: e.decision, waitMs: e.waitMs })).sort(byId),
    ).toEqual(scanned.sort(byId));
    expect(pendingInTree(t, key)).toBe(scanned.filter((e) => e.decision === 'pending').length);
  }
}

const o = { origin: ['k'] };
// Records in any order: approvals before calls, outputs clearing pending asks, retried requests.
const POOL: TraceInput[] = [
  meta('m'),
  meta('k', o),
  text('user', 'u'),
  ...fragmentsOf(call('c', 'run_subagent', '{"x":1}'), [2]),
  ...fragmentsOf(output('c', 'out'), [1]),
  call('c', 'run_subagent', '{"x":1}'),
  call('d', 'exec', '{}', o),
  output('c', 'out'),
  output('d', 'out', o),
  decide('c', 'allow'),
  decide('d', 'deny', o),
  decide('e', 'forbidden'),
  begin(),
  begin(o),
  end('timeout', { attempt: 1, retry_in_ms: 5 }),
  end('completed'),
  end('auth', {}, o),
  end('aborted'),
  event({ type: 'abort', reason: null }),
  event({ type: 'abort', reason: 'user' }, o),
  event({ type: 'subagent', session_id: 'k' }),
]
  .map((envelope: AnyEnvelope): TraceInput => ({ kind: 'record', envelope }))
  .concat([
    { kind: 'end' },
    {
      kind: 'server',
      event: { type: 'approval_request', toolCall: call('z', 'x', '{}') as never },
    },
    {
      kind: 'server',
      event: { type: 'approval_request', toolCall: call('c', 'x', '{}') as never },
    },
    {
      kind: 'server',
      event: { type: 'approval_request', toolCall: call('d', 'exec', '{}', o) as never },
    },
  ]);

describe('figures kept by the reducer', () => {
  it('equal a scan from scratch after every batch of records in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...POOL), { maxLength: 10 }), { maxLength: 8 }),
        (batches) => {
          let t = initialTraceState();
          for (const b of batches) {
            t = applyInputs(t, b);
            expectFiguresMatchScan(t);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('equal a scan from scratch on generated live sessions, batch by batch', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 30 }), (scenario, batch) => {
        const inputs = buildStream(scenario).map((envelope): TraceInput => ({
          kind: 'record',
          envelope,
        }));
        let t = initialTraceState();
        for (let i = 0; i < inputs.length; i += batch) {
          t = applyInputs(t, inputs.slice(i, i + batch));
          expectFiguresMatchScan(t);
        }
        expectFiguresMatchScan(applyInputs(t, [{ kind: 'end' }]));
      }),
      { numRuns: 60 },
    );
  });
});
