import { describe, expect, it } from 'vitest';
import { useNavigation } from './navigation-store';

describe('useNavigation', () => {
  it('makes every request new, even for the same item', () => {
    const { scrollToItem } = useNavigation.getState();
    scrollToItem(4);
    const first = useNavigation.getState().target;
    scrollToItem(4);
    const second = useNavigation.getState().target;
    expect(first?.itemId).toBe(4);
    expect(second?.itemId).toBe(4);
    expect(second?.nonce).not.toBe(first?.nonce);
  });
});
