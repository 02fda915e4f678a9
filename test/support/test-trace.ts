// Test support: a generated case (test/cases) reduced to a TraceState, as a file load would.
import type { AnyServerEvent } from '../../src/protocol/types';
import type { TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';
import type { CaseBuilder } from '../cases/case-builder';

export interface TraceOptions {
  /** Close the source (a file read to its end). */
  ended?: boolean;
  /** Viewer clock stamped on every record, as a live source does. */
  receivedAt?: number;
  server?: readonly AnyServerEvent[];
}

export function traceOf(c: CaseBuilder, o: TraceOptions = {}): TraceState {
  const inputs: TraceInput[] = c.records.map((envelope) => ({
    kind: 'record',
    envelope,
    ...(o.receivedAt !== undefined ? { receivedAt: o.receivedAt } : {}),
  }));
  for (const event of o.server ?? []) inputs.push({ kind: 'server', event });
  if (o.ended ?? true) inputs.push({ kind: 'end' });
  return applyInputs(initialTraceState(), inputs);
}
