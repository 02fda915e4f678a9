// Opens whatever hides an item (collapsed cards, another focus, compaction internals), then asks
// the list to scroll to it through the navigation store.
import { useCallback } from 'react';
import { revealPlan } from '../../store/derive/navigation';
import { useNavigationStore } from '../list/navigation-store';
import type { ItemId, TraceState } from '../../store/model';
import type { ViewStore } from '../../store/view-store';
import { useViewApi } from '../../docs/doc-context';
import { useTraceStore } from '../trace-context';

export function revealItem(trace: TraceState, viewStore: ViewStore, itemId: ItemId): boolean {
  const view = viewStore.getState();
  const plan = revealPlan(trace, itemId, view);
  if (!plan) return false;
  if (plan.focus !== undefined) view.setFocus(plan.focus);
  for (const key of plan.expand) view.toggleCollapsed(key);
  if (plan.internals !== undefined) view.toggleInternals(plan.internals);
  useNavigationStore.getState().scrollToItem(itemId);
  return true;
}

export function useRevealItem(): (itemId: ItemId) => void {
  const store = useTraceStore();
  const viewStore = useViewApi();
  return useCallback(
    (itemId: ItemId) => void revealItem(store.getState().trace, viewStore, itemId),
    [store, viewStore],
  );
}
