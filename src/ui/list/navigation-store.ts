// "Scroll the list to this item": panels ask, the list honours it. The nonce makes a second click
// on the same item a new request.
import { create } from 'zustand';
import type { ItemId } from '../../store/model';

export interface NavigationTarget {
  itemId: ItemId;
  nonce: number;
}

export interface NavigationState {
  target: NavigationTarget | null;
  scrollToItem(itemId: ItemId): void;
}

export const useNavigationStore = create<NavigationState>()((set, get) => ({
  target: null,
  scrollToItem: (itemId) => set({ target: { itemId, nonce: (get().target?.nonce ?? 0) + 1 } }),
}));
