import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputOf, inputStepArb } from '../../test/support/input-steps';
import { buildStream, scenarioArb } from '../../test/support/scenario';
import { createTraceBuilder } from '../../test/support/trace-builder';
import type { TraceInput, TraceState } from '../store/model';
import { applyInputs, initialTraceState } from '../store/reducer';
import { createTimeline } from './timeline';

/** Every task of `trace` laid out by `timeline` equals the layout of a timeline that never saw another state. */
function expectFresh(timeline: ReturnType<typeof createTimeline>, trace: TraceState): void {
  const fresh = createTimeline();
  const tasks = timeline.tasks(trace);
  expect(tasks).toEqual(fresh.tasks(trace));
  for (let task = 0; task < tasks.length; task++)
    expect(timeline.layout(trace, task)).toEqual(fresh.layout(trace, task));
}

describe('timeline layout properties', () => {
  it('laid out state after state, equals each state laid out from scratch', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (scenario, batches, back) => {
          const inputs = buildStream(scenario).map((envelope): TraceInput => ({
            kind: 'record',
            envelope,
          }));
          inputs.push({ kind: 'end' });
          const timeline = createTimeline();
          const states: TraceState[] = [];
          let t = initialTraceState();
          for (let i = 0, b = 0; i < inputs.length; b++) {
            const n = batches[b % batches.length] as number;
            t = applyInputs(t, inputs.slice(i, (i += n)));
            states.push(t);
            expectFresh(timeline, t);
          }
          // Time travel shows an earlier state again, then the latest.
          expectFresh(timeline, states[back % states.length] as TraceState);
          expectFresh(timeline, t);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never throws, and equals a fresh layout, whatever the order, gaps and repeats of records', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(inputStepArb, { maxLength: 12 }), { maxLength: 8 }),
        (steps) => {
          const b = createTraceBuilder();
          const timeline = createTimeline();
          let t = initialTraceState();
          for (const batch of steps) {
            t = applyInputs(
              t,
              batch.map((s) => inputOf(b, s)),
            );
            expectFresh(timeline, t);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
