import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { traceOf } from '../../test/support/lanes';
import { project } from '../../test/support/project';
import { inputOf, inputStepArb } from '../../test/support/input-steps';
import { createTraceBuilder, recs } from '../../test/support/trace-builder';
import { buildStream, scenarioArb } from '../../test/support/scenario';
import { run } from '../../test/support/trace';
import type { TraceInput, TraceState } from './model';
import { applyInputs, initialTraceState } from './reducer';

/** Everything a state holds, as plain data: equal snapshots mean nothing was changed. */
const snapshot = (t: TraceState): string =>
  JSON.stringify({
    items: [...t.items],
    sessions: [...t.sessions.values()].map((s) => ({
      ...s,
      items: [...s.items],
      requests: [...s.requests],
      approvalItems: [...s.approvalItems],
    })),
    requests: [...t.requests],
    compactions: [...t.compactions],
    tools: [...t.tools.entries()],
    fragments: [...t.fragments],
    titles: [...t.titles],
    violations: [...t.violations],
    records: t.records,
    ended: t.ended,
  });

describe('reducer properties', () => {
  it('never changes the state it was given, even when a batch changes an item many times', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 40 }), (scenario, batch) => {
        const inputs = buildStream(scenario).map((envelope): TraceInput => ({
          kind: 'record',
          envelope,
        }));
        const states: [TraceState, string][] = [];
        let t = initialTraceState();
        for (let i = 0; i < inputs.length; i += batch) {
          states.push([t, snapshot(t)]);
          t = applyInputs(t, inputs.slice(i, i + batch));
        }
        applyInputs(t, [{ kind: 'end' }]);
        // A branch: an earlier state applied again must not disturb the states after it.
        applyInputs(states[Math.floor(states.length / 2)]![0], inputs.slice(0, batch));
        for (const [state, snap] of states) expect(snapshot(state)).toBe(snap);
      }),
      { numRuns: 60 },
    );
  });

  it('never throws, whatever the order, gaps and repeats of records', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(inputStepArb, { maxLength: 12 }), { maxLength: 8 }),
        (steps) => {
          const b = createTraceBuilder();
          const batches = steps.map((batch) => batch.map((s) => inputOf(b, s)));
          let s = initialTraceState();
          for (const batch of batches) s = applyInputs(s, batch);
          expect(s.records).toBe(batches.flat().filter((i) => i.kind === 'record').length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a trace replayed as a live stream ends in the same view as the trace loaded from files', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 20 }), (scenario, batch) => {
        const stream = buildStream(scenario);
        const fromTrace = run([...recs(traceOf(stream)), { kind: 'end' }]);
        let live = initialTraceState();
        const inputs = stream.map((envelope): TraceInput => ({ kind: 'record', envelope }));
        for (let i = 0; i < inputs.length; i += batch)
          live = applyInputs(live, inputs.slice(i, i + batch));
        live = applyInputs(live, [{ kind: 'end' }]);
        expect(project(live)).toEqual(project(fromTrace));
        expect(project(live).violations).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
