// The answers that follow what a batch changed (the problems panel's Repeats, a row's repeat, the
// calls waiting for approval) equal those of a first reading of the same state, after every
// batch of generated live sessions and at earlier states asked afterwards (time travel).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTraceBuilder, recs, server } from '../../../test/support/trace-builder';
import type { ModelEnvelope, ToolCallPayload } from '../../protocol/types';
import type { TraceInput, TraceState } from '../model';
import { applyInputs, initialTraceState } from '../reducer';
import { pendingApprovals } from './approvals';
import { repeatedCall } from './repeated-calls';
import { wastedRepeats } from './wasted-repeats';

type Op =
  | { kind: 'prompt' }
  | { kind: 'chatter' }
  | { kind: 'call'; tool: number; args: number; child: boolean; streamed: boolean; ask: boolean }
  | { kind: 'finish'; pick: number }
  | { kind: 'output'; pick: number; answer: number; failed: boolean }
  | { kind: 'decide'; pick: number; allow: boolean }
  | { kind: 'end' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'prompt' as const }) },
  // Rows that are no calls: a step back can drop more items than the trace has calls.
  { weight: 5, arbitrary: fc.constant({ kind: 'chatter' as const }) },
  {
    weight: 30,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      tool: fc.nat(1),
      args: fc.nat(2),
      child: fc.boolean(),
      streamed: fc.boolean(),
      ask: fc.boolean(),
    }),
  },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('finish' as const), pick: fc.nat() }) },
  {
    weight: 25,
    arbitrary: fc.record({
      kind: fc.constant('output' as const),
      pick: fc.nat(),
      answer: fc.nat(1),
      failed: fc.boolean(),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      allow: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
);

const TOOLS = ['read_file', 'exec_command'];
// The first and third are one call written two ways (canonical-args.ts).
const ARGS = ['{"path":"a.ts","limit":5}', '{"path":"b.ts"}', '{ "limit": 5, "path": "a.ts" }'];

/** The inputs of each step: records, approval asks and an end, as a live page receives them. */
function stepsOf(ops: readonly Op[]): TraceInput[][] {
  const b = createTraceBuilder();
  const streaming: ModelEnvelope<ToolCallPayload>[] = [];
  const unanswered: { id: string; origin?: string[] }[] = [];
  const asked: { id: string; origin?: string[] }[] = [];
  let n = 0;
  const pick = <T>(list: T[], k: number): T | undefined => list.splice(k % list.length, 1)[0];
  return ops.map((o): TraceInput[] => {
    switch (o.kind) {
      case 'prompt':
        return recs([b.text('user', 'go on')]);
      case 'chatter':
        return recs(['a', 'b', 'c', 'd', 'e', 'f'].map((word) => b.text('assistant', word)));
      case 'call': {
        const at = o.child ? { origin: ['kid'] } : undefined;
        const id = `c${n++}`;
        const call = b.call(id, TOOLS[o.tool] as string, ARGS[o.args] as string, at);
        const fragments = b.fragmentsOf(call, [3]);
        if (o.streamed) {
          streaming.push(call as ModelEnvelope<ToolCallPayload>);
          return recs(fragments.slice(0, 2));
        }
        unanswered.push({ id, ...at });
        if (!o.ask) return recs([call]);
        asked.push({ id, ...at });
        const ask = { type: 'approval_request', toolCall: call, ...at } as const;
        return [...recs([call]), server(ask as Parameters<typeof server>[0])];
      }
      case 'finish': {
        const call = streaming.length > 0 ? pick(streaming, o.pick) : undefined;
        if (!call) return [];
        unanswered.push({
          id: call.payload.tool_call_id,
          ...(call.origin ? { origin: [...call.origin] } : {}),
        });
        return recs([...b.fragmentsOf(call, [3]).slice(2), call]);
      }
      case 'output': {
        const c = unanswered.length > 0 ? pick(unanswered, o.pick) : undefined;
        if (!c) return [];
        const answer = o.answer === 0 ? 'same text' : `text ${n}`;
        return recs([b.output(c.id, answer, c, o.failed ? 'failed' : 'completed')]);
      }
      case 'decide': {
        const c = asked.length > 0 ? pick(asked, o.pick) : undefined;
        return c ? recs([b.decide(c.id, o.allow ? 'allow' : 'deny', c)]) : [];
      }
      case 'end':
        return [{ kind: 'end' }];
    }
  });
}

/** What a first reading of `t`'s inputs answers: a new lineage, nothing kept from before. */
function answersOf(t: TraceState) {
  const tools = [...t.items].filter((i) => i.kind === 'tool').map((i) => i.id);
  return {
    wasted: wastedRepeats(t),
    repeats: tools.map((id) => repeatedCall(t, id)),
    pending: pendingApprovals(t),
  };
}

const aside = recs([createTraceBuilder().text('assistant', 'then')]);

describe('answers that follow what a batch changed', () => {
  it('equal a first reading after every batch, and at earlier states asked afterwards', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 60, size: 'max' }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (ops, back) => {
          const steps = stepsOf(ops);
          const states: TraceState[] = [];
          const inputs: TraceInput[][] = [];
          let t = initialTraceState();
          for (const step of steps) {
            t = applyInputs(t, step);
            inputs.push(step);
            states.push(t);
            const fresh = applyInputs(initialTraceState(), inputs.flat());
            expect(answersOf(t)).toEqual(answersOf(fresh));
          }
          for (const k of back) {
            const i = k % Math.max(states.length, 1);
            const before = states[i];
            if (!before) continue;
            // A version of that moment not asked yet (each answer is kept per version): time
            // travel's own states, derived from a snapshot by the events after it.
            const then = applyInputs(before, aside);
            const fresh = applyInputs(initialTraceState(), [
              ...inputs.slice(0, i + 1).flat(),
              ...aside,
            ]);
            expect(answersOf(then)).toEqual(answersOf(fresh));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
