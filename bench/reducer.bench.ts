// Loading records into the view model: the reducer in batches (as the app feeds it) against a
// baseline that touches every record once (a Map by session plus a counter), same records.
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput, TraceState } from '../src/store/model';
import { applyInputs, initialTraceState } from '../src/store/reducer';
import { createRowBuilder } from '../src/store/rows';
import { fmt, heapOf, row, time } from './measure';

export function benchReducer(envelopes: AnyEnvelope[], batch = 5000): TraceState {
  const n = envelopes.length;
  console.log(`\nReduce ${fmt(n, 0)} records (batches of ${batch})`);
  const inputs = envelopes.map((envelope): TraceInput => ({ kind: 'record', envelope }));
  const base = time(() => {
    const bySession = new Map<string, number>();
    for (const e of envelopes) {
      const k = (e.origin ?? []).join('/') + e.payload.type;
      bySession.set(k, (bySession.get(k) ?? 0) + 1);
    }
    return bySession.size;
  }, 2);
  const load = () => {
    let s = initialTraceState();
    for (let i = 0; i < n; i += batch) s = applyInputs(s, inputs.slice(i, i + batch));
    return applyInputs(s, [{ kind: 'end' }]);
  };
  const ours = time(load, 1);
  row(
    'reducer throughput',
    `${fmt(n / (ours.ms / 1000), 0)} rec/s`,
    `${fmt(n / (base.ms / 1000), 0)} rec/s map+count`,
    ours.ms / base.ms,
  );
  const mem = heapOf(load);
  row('view model heap', `${fmt(mem.mb)} MB`);
  const build = createRowBuilder();
  const rows = time(
    () => build(mem.result, { collapsed: new Set(), internalsShown: new Set(), root: '' }).length,
    3,
  );
  row(`row model (${fmt(rows.result, 0)} rows)`, `${fmt(rows.ms)} ms`);
  return mem.result;
}
