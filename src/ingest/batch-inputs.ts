import type { TraceInput } from '../store/model';
import type { ParsedRecord, PlacedServerEvent } from './types';

/** A loaded batch as store inputs: records in order, an SSE capture's server events where they arrived. */
export function batchInputs(batch: {
  records: readonly ParsedRecord[];
  server?: readonly PlacedServerEvent[] | undefined;
}): TraceInput[] {
  const inputs: TraceInput[] = [];
  const server = batch.server ?? [];
  let s = 0;
  const serverUpTo = (before: number) => {
    for (let e = server[s]; e !== undefined && e.before <= before; e = server[++s])
      inputs.push({ kind: 'server', event: e.event, at: e.at });
  };
  batch.records.forEach((r, i) => {
    serverUpTo(i);
    // An SSE event is located by its id; its ordinal is no line of the file.
    const at = r.at.eventId === undefined ? r.at : { file: r.at.file, eventId: r.at.eventId };
    inputs.push({ kind: 'record', envelope: r.envelope, at });
  });
  serverUpTo(Infinity);
  return inputs;
}
