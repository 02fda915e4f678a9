// A session's or outline entry's spend under the current prices; the sums are memoized per trace
// version and table, so a selector returns the same object until either changes.
import type { OutlineEntry } from '../../store/outline/outline';
import type { SessionKey } from '../../store/model';
import type { Spend } from '../../cost/spend';
import { useDoc, useViewStore } from '../../docs/doc-context';
import { useTraceView } from '../trace-context';
import { usePricesStore } from './price-store';

export function useTreeSpend(key: SessionKey): Spend {
  const table = usePricesStore((s) => s.table);
  return useTraceView('treeSpend', table, key);
}

export function useEntrySpend(entry: OutlineEntry): Spend {
  const table = usePricesStore((s) => s.table);
  return useTraceView('entrySpend', table, entry);
}

/** A task's entry: the turns, compactions and children that follow it until the next task. */
export function useTaskSpend(entries: readonly OutlineEntry[], index: number): Spend {
  const table = usePricesStore((s) => s.table);
  const root = useViewStore((s) => s.focus);
  const inWorker = useDoc().remote !== null;
  // A trace held in a worker sums the task over the outline it holds: the page's copy of the
  // outline (every entry) is not sent with each task's question.
  const asked = inWorker
    ? (['outlineTaskSpend', table, root, entries[index]?.item ?? -1] as const)
    : (['taskSpend', table, entries, index] as const);
  // One hook either way; TypeScript cannot spread a union of argument lists into a generic call.
  return (useTraceView as unknown as (...a: typeof asked) => Spend)(...asked);
}
