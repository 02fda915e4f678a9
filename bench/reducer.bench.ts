// Reducer throughput on the same inputs as a same-run baseline (an in-place controller): the
// recorded stream and a delta flood in frame-sized batches, and a large file in load batches.
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput, TraceState } from '../src/store/model';
import { applyInputs, initialTraceState } from '../src/store/reducer';
import { createRowBuilder } from '../src/store/rows';
import { fmt, heapOf, log, row, time } from './measure';
import { createMutableBaseline } from './mutable-baseline';
import { deltaFlood, referenceStream } from './reference-stream';

export interface ReducerFigures {
  streamEventsPerSecond: number;
  floodEventsPerSecond: number;
  loadEventsPerSecond: number;
  baseline: {
    what: string;
    streamEventsPerSecond: number;
    floodEventsPerSecond: number;
    loadEventsPerSecond: number;
  };
}

const FRAME = 167;

function rate(inputs: readonly TraceInput[], batch: number, runs: number) {
  const ours = time(() => {
    let s = initialTraceState();
    for (let i = 0; i < inputs.length; i += batch) s = applyInputs(s, inputs.slice(i, i + batch));
    return applyInputs(s, [{ kind: 'end' }]);
  }, runs);
  const base = time(() => {
    const apply = createMutableBaseline();
    for (let i = 0; i < inputs.length; i += batch) apply(inputs.slice(i, i + batch));
  }, runs);
  return {
    ours: inputs.length / (ours.ms / 1000),
    base: inputs.length / (base.ms / 1000),
    state: ours.result,
  };
}

function report(name: string, r: { ours: number; base: number }): void {
  row(name, `${fmt(r.ours, 0)} ev/s`, `${fmt(r.base, 0)} ev/s in place`, r.base / r.ours);
}

export function benchReducer(
  envelopes: AnyEnvelope[],
  batch = 5000,
): { state: TraceState; figures: ReducerFigures } {
  const n = envelopes.length;
  const stream = referenceStream(3500);
  const flood = deltaFlood(10_000);
  log(`\nReducer (ratio: time against an in-place controller on the same inputs)`);
  // A few thousand events take milliseconds: best of many runs, so both sides are measured
  // warm (the JIT re-specializes after the large file applied before) rather than compiling.
  const s = rate(stream, FRAME, 40);
  report(`reference stream, ${fmt(stream.length, 0)} events / ${FRAME}`, s);
  const f = rate(flood, FRAME, 20);
  report(`delta flood, ${fmt(flood.length, 0)} events / ${FRAME}`, f);
  const inputs = envelopes.map((envelope): TraceInput => ({ kind: 'record', envelope }));
  const l = rate(inputs, batch, 3);
  report(`file, ${fmt(n, 0)} records / ${batch}`, l);
  const mem = heapOf(() => {
    let st = initialTraceState();
    for (let i = 0; i < n; i += batch) st = applyInputs(st, inputs.slice(i, i + batch));
    return applyInputs(st, [{ kind: 'end' }]);
  });
  row('view model heap', `${fmt(mem.mb)} MB`);
  const build = createRowBuilder();
  const rows = time(
    () => build(mem.result, { collapsed: new Set(), internalsShown: new Set(), root: '' }).length,
    3,
  );
  row(`row model from scratch (${fmt(rows.result, 0)} rows)`, `${fmt(rows.ms)} ms`);
  return {
    state: mem.result,
    figures: {
      streamEventsPerSecond: Math.round(s.ours),
      floodEventsPerSecond: Math.round(f.ours),
      loadEventsPerSecond: Math.round(l.ours),
      baseline: {
        what: 'in-place mutating controller, same inputs and batches',
        streamEventsPerSecond: Math.round(s.base),
        floodEventsPerSecond: Math.round(f.base),
        loadEventsPerSecond: Math.round(l.base),
      },
    },
  };
}
