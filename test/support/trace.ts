import type { Item, SessionKey, TraceInput, TraceState } from '../../src/store/model';
import { applyInputs, initialTraceState } from '../../src/store/reducer';

export const run = (inputs: TraceInput[]): TraceState => applyInputs(initialTraceState(), inputs);

export function itemsOf(t: TraceState, key: SessionKey = ''): Item[] {
  return [...(t.sessions.get(key)?.items ?? [])].map((id) => t.items.get(id) as Item);
}

export const rules = (t: TraceState): string[] => [...t.violations].map((v) => v.rule);
