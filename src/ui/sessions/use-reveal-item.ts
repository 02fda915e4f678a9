// Opens whatever hides an item (collapsed cards, another focus, compaction internals, the filters
// that leave it out), then asks the list to scroll to it through the navigation store.
import { useCallback } from 'react';
import { useNavigationStore, type TargetPlace } from '../list/navigation-store';
import { withoutDimensions } from '../../store/filters/filter-state';
import type { ItemId } from '../../store/model';
import type { ViewStore } from '../../store/view-store';
import { useViewApi } from '../../docs/doc-context';
import type { TraceAsker } from '../../docs/trace-views';
import { useAskTrace } from '../trace-context';

/** The last reveal asked of each document's view: an older one that answers later is dropped. */
const latest = new WeakMap<ViewStore, number>();
let reveals = 0;

/**
 * Reveals `itemId` once the trace answers with the way there; true when it did. The plan is
 * applied to the view as it is when the answer arrives: what the reader opened meanwhile stays
 * open, and a reveal asked after this one wins.
 */
export async function revealItem(
  ask: TraceAsker,
  viewStore: ViewStore,
  itemId: ItemId,
  place?: TargetPlace,
): Promise<boolean> {
  const mine = ++reveals;
  latest.set(viewStore, mine);
  // What the plan reads of the view, not the store's state: its actions are functions, which a
  // trace held in a worker cannot be sent (the question failed, and nothing was revealed).
  const { collapsed, internalsShown, focus, filters } = viewStore.getState();
  const plan = await ask('revealPlan', itemId, { collapsed, internalsShown, focus, filters });
  if (!plan || latest.get(viewStore) !== mine) return false;
  const view = viewStore.getState();
  if (plan.focus !== undefined) view.setFocus(plan.focus);
  for (const key of plan.expand)
    if (viewStore.getState().collapsed.has(key)) view.toggleCollapsed(key);
  if (plan.internals !== undefined && !viewStore.getState().internalsShown.has(plan.internals))
    view.toggleInternals(plan.internals);
  if (plan.unfilter)
    view.setFilters(withoutDimensions(viewStore.getState().filters, plan.unfilter));
  useNavigationStore.getState().scrollToItem(itemId, place);
  return true;
}

export function useRevealItem(): (itemId: ItemId, place?: TargetPlace) => void {
  const ask = useAskTrace();
  const viewStore = useViewApi();
  return useCallback(
    (itemId: ItemId, place?: TargetPlace) => void revealItem(ask, viewStore, itemId, place),
    [ask, viewStore],
  );
}
