// Opens whatever hides an item (collapsed cards, another focus, compaction internals), then asks
// the list to scroll to it through the navigation store.
import { useCallback } from 'react';
import { useNavigationStore } from '../list/navigation-store';
import type { ItemId } from '../../store/model';
import type { ViewStore } from '../../store/view-store';
import { useViewApi } from '../../docs/doc-context';
import type { TraceAsker } from '../../docs/trace-views';
import { useAskTrace } from '../trace-context';

export function revealItem(ask: TraceAsker, viewStore: ViewStore, itemId: ItemId): boolean {
  const view = viewStore.getState();
  const plan = ask('revealPlan', itemId, view);
  if (!plan) return false;
  if (plan.focus !== undefined) view.setFocus(plan.focus);
  for (const key of plan.expand) view.toggleCollapsed(key);
  if (plan.internals !== undefined) view.toggleInternals(plan.internals);
  useNavigationStore.getState().scrollToItem(itemId);
  return true;
}

export function useRevealItem(): (itemId: ItemId) => void {
  const ask = useAskTrace();
  const viewStore = useViewApi();
  return useCallback((itemId: ItemId) => void revealItem(ask, viewStore, itemId), [ask, viewStore]);
}
