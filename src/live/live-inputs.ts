// Live items as store inputs, stamped with their arrival on the viewer clock (retry countdowns
// count from it), and the one-step replacement a (re)sync builds.
import { mergeHistory, type HistorySnapshot, type LiveItem } from '../ingest/live-merge';
import type { AnyEnvelope } from '../protocol/types';
import type { TraceInput } from '../store/model';
import { historyTail, passAll, type HistoryTail } from './history-tail';

export interface Arrived {
  item: LiveItem;
  at: number;
}

export function toInput({ item, at }: Arrived): TraceInput {
  const loc = item.at.eventId !== undefined ? { at: { eventId: item.at.eventId } } : {};
  if (item.kind === 'record')
    return {
      kind: 'record',
      envelope: item.envelope,
      receivedAt: at,
      ...loc,
      ...(item.synthesized ? { synthesized: true } : {}),
    };
  const wire = item.wire ? { wire: item.wire } : {};
  return { kind: 'server', event: item.event, receivedAt: at, ...loc, ...wire };
}

/** A received SSE comment, for the event log (the reducer ignores it). */
export const commentInput = (text: string, at: number): TraceInput => ({
  kind: 'comment',
  text,
  receivedAt: at,
});

/**
 * History first, then what arrived while it was fetched, less the overlap (PROTOCOL.md §11). A
 * history with no cursor is followed by its tail (history-tail.ts): what arrived is passed
 * through it, and the tail left is what the stream still may bring.
 */
export function syncInputs(
  snapshot: HistorySnapshot,
  arrived: readonly Arrived[],
): { inputs: TraceInput[]; records: AnyEnvelope[]; tail: HistoryTail | null } {
  const merged = mergeHistory(
    snapshot,
    arrived.map((a) => a.item),
  );
  const kept = new Set<LiveItem>(merged.buffered);
  const { tail, release: rest } = passAll(
    snapshot.live ? null : historyTail(snapshot.messages),
    arrived.filter((a) => kept.has(a.item)),
  );
  return {
    tail,
    inputs: [
      ...merged.history.map((envelope): TraceInput => ({ kind: 'record', envelope })),
      ...(snapshot.titles ?? []).map((event): TraceInput => ({ kind: 'server', event })),
      ...rest.map(toInput),
    ],
    records: [
      ...snapshot.messages,
      ...rest.flatMap((a) => (a.item.kind === 'record' ? [a.item.envelope] : [])),
    ],
  };
}
