// A whole large Trace into the view model, as the page's worker and store do it but in one
// thread: JsonlReader in 64 KB chunks, the reducer per chunk. Baseline: split + JSON.parse.
import { JsonlReader } from '../src/ingest/parse-jsonl';
import type { AnyEnvelope } from '../src/protocol/types';
import type { TraceInput, TraceState } from '../src/store/model';
import { applyInputs, initialTraceState } from '../src/store/reducer';
import { fmt, heapOf, log, row, time } from './measure';

const CHUNK = 64 * 1024;

export interface LoadMillionFigures {
  records: number;
  indexedMs: number;
  heapMB: number;
  fileMB: number;
  baselineMs: number;
  where: string;
}

export function benchLoadMillion(text: string): {
  figures: LoadMillionFigures;
  envelopes: AnyEnvelope[];
} {
  const mb = Buffer.byteLength(text) / 2 ** 20;
  log(`\nLoad a ${fmt(mb)} MB Trace into the view model (one thread)`);
  const base = time(() => {
    let n = 0;
    for (const line of text.split('\n')) if (line) n += JSON.parse(line) ? 1 : 0;
    return n;
  }, 1);
  const envelopes: AnyEnvelope[] = [];
  const load = () => {
    const r = new JsonlReader('bench.jsonl');
    let t: TraceState = initialTraceState();
    const apply = (records: { envelope: AnyEnvelope }[]) => {
      const inputs = records.map((p): TraceInput => ({ kind: 'record', envelope: p.envelope }));
      t = applyInputs(t, inputs);
      if (envelopes.length < t.records) for (const p of records) envelopes.push(p.envelope);
    };
    for (let i = 0; i < text.length; i += CHUNK) apply(r.push(text.slice(i, i + CHUNK)).records);
    apply(r.finish().records);
    return applyInputs(t, [{ kind: 'end' }]);
  };
  const t0 = performance.now();
  const mem = heapOf(load);
  const ms = performance.now() - t0;
  row(
    `records indexed (${fmt(mem.result.records, 0)})`,
    `${fmt(ms, 0)} ms`,
    `${fmt(base.ms, 0)} ms split+JSON.parse`,
    ms / base.ms,
  );
  row('heap held', `${fmt(mem.mb)} MB`, `${fmt(mb)} MB file`, mem.mb / mb);
  return {
    envelopes,
    figures: {
      records: mem.result.records,
      indexedMs: Math.round(ms),
      heapMB: Math.round(mem.mb),
      fileMB: Math.round(mb),
      baselineMs: Math.round(base.ms),
      where: 'node, one thread (the page adds the worker hand-over and rendering)',
    },
  };
}
