// The filter index of the document on screen: one per trace store, advanced with each new trace.
import { createFilterIndex, type FilterIndex } from '../../store/filters/filter-index';
import type { TraceStore } from '../../store/trace-store';
import { useTrace, useTraceStore } from '../trace-context';

const indexes = new WeakMap<TraceStore, ReturnType<typeof createFilterIndex>>();

export function useFilterIndex(): FilterIndex {
  const store = useTraceStore();
  let advance = indexes.get(store);
  if (!advance) {
    advance = createFilterIndex();
    indexes.set(store, advance);
  }
  const step = advance;
  return useTrace((s) => step(s.trace));
}
