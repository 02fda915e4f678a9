// Builds a live stream the way a producer can order it: one LLM lane plus side lanes (tool
// outputs, child sessions) that start after a given record of the main lane and must end before
// another. A trace is the same stream less partials, with child records moved to their own file.
import type { AnyEnvelope } from '../../src/protocol/types';

export interface Lane {
  records: AnyEnvelope[];
  /** Index in the main lane after which this lane may start. */
  after: number;
  /** Index in the main lane that may not be emitted before this lane is done. */
  before?: number;
}

/** Merges the lanes; `choose(n)` picks which of the n lanes ready to go (main last) goes next. */
export function interleave(
  main: AnyEnvelope[],
  lanes: Lane[],
  choose: (n: number) => number,
): AnyEnvelope[] {
  const out: AnyEnvelope[] = [];
  const pos = lanes.map(() => 0);
  let m = 0;
  for (;;) {
    const ready: number[] = [];
    lanes.forEach((l, i) => {
      if (pos[i]! < l.records.length && m > l.after) ready.push(i);
    });
    const blocked = lanes.some(
      (l, i) => l.before !== undefined && l.before <= m && pos[i]! < l.records.length,
    );
    const mainReady = m < main.length && !blocked;
    if (!mainReady && ready.length === 0) break;
    const pick = choose(ready.length + (mainReady ? 1 : 0));
    if (pick === ready.length) out.push(main[m++]!);
    else {
      const i = ready[pick]!;
      out.push(lanes[i]!.records[pos[i]!]!);
      pos[i]! += 1;
    }
  }
  return out;
}

export const isPartial = (e: AnyEnvelope): boolean =>
  e.type === 'model_msg' && String(e.payload.type).startsWith('partial_');

/** The Trace view of a stream: no partials, the parent's records first, then each child's. */
export function traceOf(stream: AnyEnvelope[]): AnyEnvelope[] {
  const complete = stream.filter((e) => !isPartial(e));
  const key = (e: AnyEnvelope) => (e.origin ?? []).join('/');
  const keys = [...new Set(complete.map(key))].sort(
    (a, b) => a.split('/').length - b.split('/').length,
  );
  return keys.flatMap((k) => complete.filter((e) => key(e) === k));
}
