import { describe, expect, it } from 'vitest';
import { useNavigationStore } from './navigation-store';

describe('useNavigationStore', () => {
  it('makes every request new, even for the same item', () => {
    const { scrollToItem } = useNavigationStore.getState();
    scrollToItem(4);
    const first = useNavigationStore.getState().target;
    scrollToItem(4);
    const second = useNavigationStore.getState().target;
    expect(first?.itemId).toBe(4);
    expect(second?.itemId).toBe(4);
    expect(second?.nonce).not.toBe(first?.nonce);
  });
});
