import type { TraceInput } from '../store/model';
import type { ParsedRecord, PlacedItem } from './types';

const arrived = (t: number | undefined) => (t === undefined ? {} : { receivedAt: t });

function placedInput(p: PlacedItem): TraceInput {
  if (p.kind === 'comment') return { kind: 'comment', text: p.text, ...arrived(p.receivedAt) };
  return {
    kind: 'server',
    event: p.event,
    at: p.at,
    ...arrived(p.receivedAt),
    ...(p.wire ? { wire: p.wire } : {}),
  };
}

/**
 * A loaded batch as store inputs: records in order, an SSE capture's server events and comments
 * where they arrived.
 */
export function batchInputs(batch: {
  records: readonly ParsedRecord[];
  placed?: readonly PlacedItem[] | undefined;
}): TraceInput[] {
  const inputs: TraceInput[] = [];
  const placed = batch.placed ?? [];
  let s = 0;
  const placedUpTo = (before: number) => {
    for (let e = placed[s]; e !== undefined && e.before <= before; e = placed[++s])
      inputs.push(placedInput(e));
  };
  batch.records.forEach((r, i) => {
    placedUpTo(i);
    // An SSE event is located by its id; its ordinal is no line of the file.
    const at = r.at.eventId === undefined ? r.at : { file: r.at.file, eventId: r.at.eventId };
    // Written out rather than spread: a load makes one of these per record.
    inputs.push(
      r.receivedAt === undefined
        ? { kind: 'record', envelope: r.envelope, at }
        : { kind: 'record', envelope: r.envelope, at, receivedAt: r.receivedAt },
    );
  });
  placedUpTo(Infinity);
  return inputs;
}
