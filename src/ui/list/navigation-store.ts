// "Scroll the list to this item": panels ask, the list honours it. The nonce makes a second click
// on the same item a new request.
import { create } from 'zustand';
import type { ItemId } from '../../store/model';

/**
 * Where the row lands: amid its context, or at the top, where the outline reads the entry being
 * read from (an entry picked there is then the one it marks, and the task the timeline shows).
 */
export type TargetPlace = 'center' | 'start';

export interface NavigationTarget {
  itemId: ItemId;
  place: TargetPlace;
  nonce: number;
}

export interface NavigationState {
  target: NavigationTarget | null;
  scrollToItem(itemId: ItemId, place?: TargetPlace): void;
}

export const useNavigationStore = create<NavigationState>()((set, get) => ({
  target: null,
  scrollToItem: (itemId, place = 'center') =>
    set({ target: { itemId, place, nonce: (get().target?.nonce ?? 0) + 1 } }),
}));
