// Opens whatever hides an item (collapsed cards, another focus, compaction internals), then asks
// the list to scroll to it through the navigation store.
import { useCallback } from 'react';
import { revealPlan } from '../../store/derive/navigation';
import { useNavigation } from '../list/navigation-store';
import type { ItemId } from '../../store/model';
import { useViewApi } from '../../docs/doc-context';
import { useTraceStore } from '../trace-context';

export function useRevealItem(): (itemId: ItemId) => void {
  const store = useTraceStore();
  const viewStore = useViewApi();
  return useCallback(
    (itemId: ItemId) => {
      const view = viewStore.getState();
      const plan = revealPlan(store.getState().trace, itemId, view);
      if (!plan) return;
      if (plan.focus !== undefined) view.setFocus(plan.focus);
      for (const key of plan.expand) view.toggleCollapsed(key);
      if (plan.internals !== undefined) view.toggleInternals(plan.internals);
      useNavigation.getState().scrollToItem(itemId);
    },
    [store, viewStore],
  );
}
